import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, readdirSync, readFileSync } from "node:fs";

// What the start-up benchmark needs to watch a server process from outside.

export const MB = 1024 * 1024;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with the first match of pattern in what the child printed (so far or later). */
export function outputWatcher(child: ChildProcess) {
  let output = "";
  const checks = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    checks.forEach((check) => check());
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  return (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        checks.delete(check);
        child.off("exit", onExit);
      };
      const fail = (why: string) => {
        done();
        reject(new Error(`${why}:\n${output}`));
      };
      const check = () => {
        const match = output.match(pattern);
        if (match) {
          done();
          resolve(match);
        }
      };
      const onExit = (code: number | null) => fail(`The server exited with ${code}`);
      const timer = setTimeout(
        () => fail(`Nothing matched ${pattern} in ${timeoutMs} ms`),
        timeoutMs,
      );
      checks.add(check);
      child.on("exit", onExit);
      check();
    });
}

/** The resident memory of a process and all its descendants, from /proc (Linux). */
export function processTreeRssMb(rootPid: number): number | undefined {
  if (!existsSync("/proc/self/status")) return undefined;
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // "pid (command) state ppid …": the command may hold spaces, so read after its ")".
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // That process ended while we looked.
    }
  }
  const tree = [rootPid];
  for (let index = 0; index < tree.length; index++) {
    for (const [pid, parent] of parentOf) if (parent === tree[index]) tree.push(pid);
  }
  let kb = 0;
  for (const pid of tree) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      kb += Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? 0);
    } catch {
      // A short-lived helper process ended meanwhile: it holds no memory now.
    }
  }
  return kb / 1024;
}

export async function firstAnswer(url: string): Promise<void> {
  for (;;) {
    const response = await fetch(`${url}/lifetime-outfitter/products/product-types`).catch(
      () => undefined,
    );
    if (response?.status === 200) return;
    await sleep(5);
  }
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}
