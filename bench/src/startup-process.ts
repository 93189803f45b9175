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

/** "pid (command) state ppid …" split after the command, which may hold spaces. */
function statFields(pid: number | string): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/** A process and all its descendants, from /proc (Linux); undefined elsewhere. */
function processTree(rootPid: number): number[] | undefined {
  if (!existsSync("/proc/self/stat")) return undefined;
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      parentOf.set(Number(entry), Number(statFields(entry)[1]));
    } catch {
      // That process ended while we looked.
    }
  }
  const tree = [rootPid];
  for (let index = 0; index < tree.length; index++) {
    for (const [pid, parent] of parentOf) if (parent === tree[index]) tree.push(pid);
  }
  return tree;
}

/** Adds up one figure over a process tree; a process that ended meanwhile counts nothing. */
function sumOverTree(rootPid: number, figure: (pid: number) => number): number | undefined {
  const tree = processTree(rootPid);
  if (!tree) return undefined;
  let sum = 0;
  for (const pid of tree) {
    try {
      sum += figure(pid);
    } catch {
      // A short-lived helper process ended while we looked.
    }
  }
  return sum;
}

/** The resident memory of a process and all its descendants. */
export function processTreeRssMb(rootPid: number): number | undefined {
  const kb = sumOverTree(rootPid, (pid) => {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? 0);
  });
  return kb === undefined ? undefined : kb / 1024;
}

/**
 * The processor time (user + system) a process and its descendants have used so far, in ms. On
 * a machine shared with other work it shows the cost of starting where wall-clock time also
 * shows the waiting. /proc counts in ticks of 1/100 s on Linux.
 */
export function processTreeCpuMs(rootPid: number): number | undefined {
  return sumOverTree(rootPid, (pid) => {
    const fields = statFields(pid);
    // utime and stime, fields 14 and 15 of the line (counted from the pid as field 1).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  });
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
