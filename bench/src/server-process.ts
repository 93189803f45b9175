/** The server as production runs it: its own process, from the built JavaScript if there is one. */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const SERVER_DIR = fileURLToPath(new URL("../../apps/server/", import.meta.url));

/** The built server when there is one (as in production), else its source through tsx. */
function serverCommand(): string[] {
  const built = `${SERVER_DIR}dist/main.js`;
  return existsSync(built) ? [built] : ["--import", "tsx", `${SERVER_DIR}src/main.ts`];
}

/**
 * A server process on `port` with these variables (and these options of node's, such as
 * `--cpu-prof`); resolves with its stop once it listens. The stop resolves once the process
 * has ended (a CPU profile is written as it exits).
 */
export async function startServerProcess(
  variables: Record<string, string>,
  port: number,
  nodeOptions: string[] = [],
): Promise<() => Promise<void>> {
  const child = spawn(process.execPath, [...nodeOptions, ...serverCommand()], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      // The benchmark's sessions confirmed who they are once, at the start of a run of an hour.
      CONFIRM_IDENTITY_SECONDS: "86400",
      ...variables,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("is running at")) resolve();
    });
    child.on("exit", (code) =>
      reject(new Error(`The server process ended (${code}) before it was ready`)),
    );
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return async () => {
    child.kill("SIGTERM");
    await exited;
  };
}
