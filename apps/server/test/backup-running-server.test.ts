import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifiedManifest } from "../src/backup/archive-reader";
import { restoreBackup } from "../src/backup/restore";
import { openPglite } from "../src/db/client";
import { TEST_DRIVER } from "./helpers";
import { call, runScript, startServer, type ServerProcess } from "./server-processes";

// `npm run backup` while the embedded shop's server runs and writes (decision 092): the
// command asks that server, which alone may open the folder, for the backup over loopback with
// the token it left in DATA_DIR/server.control; nobody else gets one.

let folder: string;
let dataDir: string;
let server: ServerProcess;

beforeAll(async () => {
  if (TEST_DRIVER !== "pglite") return;
  folder = await mkdtemp(join(tmpdir(), "lo-running-backup-"));
  dataDir = join(folder, "data");
  server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: "127.0.0.1" });
}, 120_000);

afterAll(async () => {
  if (TEST_DRIVER !== "pglite") return;
  await server.stop();
  await rm(folder, { recursive: true, force: true });
});

const contactMessage = (writer: number, n: number) =>
  call(server, "POST", "/users/contact-form", {
    ip: `10.42.${writer}.${n}`,
    body: { name: `Writer ${writer}`, email: `writer${writer}@example.test`, message: `No. ${n}` },
  });

const rowsOf = (manifest: Awaited<ReturnType<typeof verifiedManifest>>, table: string) =>
  manifest.tables.find((entry) => entry.name === table)?.rows ?? -1;

describe.skipIf(TEST_DRIVER !== "pglite")("a backup of a running embedded shop", () => {
  it("is taken by the server while four writers write, and restores whole", async () => {
    let writing = true;
    let written = 0;
    const writers = [1, 2, 3, 4].map(async (writer) => {
      for (let n = 1; writing && n < 250; n += 1) {
        expect((await contactMessage(writer, n)).status).toBe(201);
        written += 1;
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const out = join(folder, "running.zip");
    const backup = await runScript("scripts/backup.ts", ["--out", out], { DATA_DIR: dataDir });
    const writtenByThen = written;
    writing = false;
    await Promise.all(writers);

    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(
      /^Backed up the embedded database in .* \(by the running server, pid \d+\) to /,
    );
    expect(existsSync(`${out}.partial`)).toBe(false);
    const manifest = await verifiedManifest(out);
    // The messages written before the command started are in it; none after it ended.
    expect(rowsOf(manifest, "contact_messages")).toBeGreaterThan(0);
    expect(rowsOf(manifest, "contact_messages")).toBeLessThanOrEqual(writtenByThen);
    // Each message's mail was queued with it: one moment, not two.
    expect(rowsOf(manifest, "outbox_mails")).toBe(rowsOf(manifest, "contact_messages"));

    const target = await openPglite("memory://");
    try {
      await restoreBackup(target, out);
    } finally {
      await target.close();
    }
  }, 120_000);

  it("is refused without the server's token, or through a proxy, or from elsewhere", async () => {
    const control = JSON.parse(await readFile(join(dataDir, "server.control"), "utf8")) as {
      url: string;
      token: string;
    };
    expect(control.url).toBe(server.base);
    const ask = (headers: Record<string, string>) =>
      fetch(`${server.base}/backup`, { method: "POST", headers });
    const refused: Record<string, string>[] = [
      {},
      { authorization: "Bearer not-the-token" },
      { authorization: `Bearer ${control.token}`, "x-forwarded-for": "203.0.113.9" },
    ];
    for (const headers of refused) {
      const answer = await ask(headers);
      expect(answer.status).toBe(403);
      expect(((await answer.json()) as { message: string }).message).toBe(
        "Backups are asked for by `npm run backup` on the server's own machine.",
      );
    }
  });

  it("is gone with the server: a clean stop removes the control file", async () => {
    await server.stop();
    expect(existsSync(join(dataDir, "server.control"))).toBe(false);
    expect(existsSync(join(dataDir, "server.pid"))).toBe(false);
  });
});
