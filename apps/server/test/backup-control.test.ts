import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { verifiedManifest } from "../src/backup/archive-reader";
import { registerBackupControl, serverControl } from "../src/backup/control";
import { takeBackup } from "../src/backup/take";
import { images } from "../src/db/schema";
import { createTestApp, testConfig, type TestApp } from "./helpers";

// The backup a command asks the running server for (decision 092), and a backup whose output
// goes away part-way: the snapshot is let go, and the shop goes on.

let t: TestApp;
let folder: string;

beforeAll(async () => {
  t = await createTestApp();
  folder = await mkdtemp(join(tmpdir(), "lo-backup-control-"));
  // Enough bytes that the backup has to wait for a slow reader.
  await t.db.insert(images).values(
    [1, 2, 3, 4].map(() => ({
      hash: randomBytes(32).toString("hex"),
      full: randomBytes(400_000),
      thumb: randomBytes(256),
      width: 64,
      height: 48,
    })),
  );
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

describe("POST /backup", () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let token: string;
  beforeAll(async () => {
    const dataDir = join(folder, "data");
    app = await buildApp(testConfig(), { db: t.db });
    const control = serverControl(dataDir);
    registerBackupControl(app, t.handle, control);
    await app.ready();
    await mkdir(dataDir, { recursive: true });
    control.publish("http://127.0.0.1:1");
    const published = await readFile(join(dataDir, "server.control"), "utf8");
    token = (JSON.parse(published) as { token: string }).token;
  });
  afterAll(() => app.close());

  const ask = (authorization: string | undefined, remoteAddress: string) =>
    app.inject({
      method: "POST",
      url: "/backup",
      remoteAddress,
      headers: authorization ? { authorization } : {},
    });

  it("answers the whole shop to a command on this machine with the server's token", async () => {
    const answer = await ask(`Bearer ${token}`, "127.0.0.1");
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/zip");
    const file = join(folder, "asked.zip");
    await writeFile(file, answer.rawPayload);
    const manifest = await verifiedManifest(file);
    expect(manifest.tables.find((table) => table.name === "images")?.rows).toBe(4);
  });

  it("refuses another machine even with the token, and this one without it", async () => {
    for (const [authorization, from] of [
      [`Bearer ${token}`, "203.0.113.9"],
      [undefined, "127.0.0.1"],
      ["Bearer not-the-token", "127.0.0.1"],
    ] as const) {
      const answer = await ask(authorization, from);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe(
        "Backups are asked for by `npm run backup` on the server's own machine.",
      );
    }
  });
});

describe("a backup whose output goes away", () => {
  it("stops reading, lets the snapshot go, and the shop answers at once", async () => {
    // A reader that takes the first bytes and then no more, and is gone a moment later (a
    // client that disconnected, a command stopped with Ctrl+C).
    const stalled = new Writable({ highWaterMark: 1024, write: () => undefined });
    const backup = takeBackup(t.handle, stalled);
    setTimeout(() => stalled.destroy(), 300);
    await expect(backup).rejects.toThrow();
    const answered = await t.db.execute(sql`select 1 as one`);
    expect((answered as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });
});
