import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The embedded database's folder belongs to one process at a time: two PGlite instances on
 * one folder would corrupt it. The server says it holds the folder in `server.pid`; a command
 * that would open the folder itself (a backup, a restore, a move) asks first.
 */
const pidFile = (dataDir: string) => join(dataDir, "server.pid");

/**
 * When a process started, in clock ticks since boot (Linux's /proc), so that a pid left behind
 * by a process that died and since given to another is not taken for the server; elsewhere "".
 */
function startedAt(pid: number | "self"): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? "";
  } catch {
    return "";
  }
}

export function claimDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(pidFile(dataDir), `${process.pid} ${startedAt("self")}\n`);
  return () => rmSync(pidFile(dataDir), { force: true });
}

/** The pid of a running process that holds the folder, or null. */
export function dataDirHolder(dataDir: string): number | null {
  let pid: number;
  let started: string;
  try {
    const [first = "", second = ""] = readFileSync(pidFile(dataDir), "utf8").trim().split(" ");
    pid = Number(first);
    started = second;
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  return started === "" || startedAt(pid) === started ? pid : null;
}
