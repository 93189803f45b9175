import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PassThrough, Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../db/client";
import { forbidden } from "../errors";
import { fromThisMachine } from "../http/metrics";
import { takeBackup } from "./take";

/**
 * The embedded database is the server's alone while it runs, so `npm run backup` asks the
 * server for the backup instead of opening the folder (decision 092). The server says where
 * it listens and a token of its own in `DATA_DIR/server.control`, readable only by the folder's
 * owner (who can read the database's files anyway); the command sends the token back, from
 * this machine.
 */
const controlFile = (dataDir: string) => join(dataDir, "server.control");

const digest = (value: string) => createHash("sha256").update(value).digest();

export interface ServerControl {
  /** Whether `Authorization: Bearer …` carries this server's token. */
  admits: (authorization: string | undefined) => boolean;
  /** Writes the control file, once the server listens at `url`. */
  publish: (url: string) => void;
}

export function serverControl(dataDir: string): ServerControl {
  const token = randomBytes(32).toString("base64url");
  const expected = digest(token);
  return {
    admits: (authorization) =>
      typeof authorization === "string" &&
      authorization.startsWith("Bearer ") &&
      timingSafeEqual(digest(authorization.slice("Bearer ".length)), expected),
    // Written whole under another name, readable by the owner alone, then renamed: a reader
    // never sees half of it, nor one left by an earlier server with looser rights.
    publish: (url) => {
      const written = `${controlFile(dataDir)}.${process.pid}`;
      rmSync(written, { force: true });
      writeFileSync(written, `${JSON.stringify({ url, token })}\n`, { mode: 0o600, flag: "wx" });
      renameSync(written, controlFile(dataDir));
    },
  };
}

/** Removed with the pid file when the server stops (main.ts). */
export const removeControlFile = (dataDir: string) => rmSync(controlFile(dataDir), { force: true });

/**
 * POST /backup, outside the API and its document: the whole shop as `npm run backup` writes
 * it, streamed as it is read, for a command on this machine with the server's token.
 */
export function registerBackupControl(
  app: FastifyInstance,
  handle: DatabaseHandle,
  control: ServerControl,
): void {
  const options = { config: { access: "public" as const }, schema: { hide: true } };
  app.post("/backup", options, async (request, reply) => {
    if (!fromThisMachine(request) || !control.admits(request.headers.authorization)) {
      throw forbidden("Backups are asked for by `npm run backup` on the server's own machine.");
    }
    const out = new PassThrough();
    // The manifest ends the file; a failure part-way cuts the answer short, which the command
    // sees as a file without one.
    takeBackup(handle, out).catch((error: unknown) => {
      request.log.error({ err: error }, "A backup asked for by the command failed");
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return reply.header("cache-control", "no-store").type("application/zip").send(out);
  });
}

/** The running server's control, as it published it, or null if there is none to read. */
function readControl(dataDir: string): { url: string; token: string } | null {
  try {
    const parsed = JSON.parse(readFileSync(controlFile(dataDir), "utf8")) as unknown;
    const { url, token } = parsed as Record<string, unknown>;
    return typeof url === "string" && typeof token === "string" ? { url, token } : null;
  } catch {
    return null;
  }
}

/** Asks the server that holds `dataDir` for a backup, written to `out`. */
export async function backupFromServer(dataDir: string, out: Writable): Promise<void> {
  const control = readControl(dataDir);
  if (!control) {
    throw new Error(
      `The server using ${dataDir} has not said how to reach it (no server.control): it may be starting; try again in a moment.`,
    );
  }
  const answer = await fetch(`${control.url}/backup`, {
    method: "POST",
    headers: { authorization: `Bearer ${control.token}` },
  });
  if (!answer.ok || !answer.body) {
    const reason = ((await answer.json().catch(() => ({}))) as { message?: string }).message;
    throw new Error(`The server refused: ${reason ?? `${answer.status} ${answer.statusText}`}`);
  }
  await pipeline(Readable.fromWeb(answer.body as never), out);
}
