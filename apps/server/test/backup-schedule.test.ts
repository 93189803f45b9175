import { mkdtemp, readdir, rm, symlink, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { verifiedManifest } from "../src/backup/archive-reader";
import { backupFileName, partialName } from "../src/backup/retention";
import { pruneBackups, scheduleBackups, takeScheduledBackup } from "../src/backup/scheduled";
import { latestSlot, nextSlot, workshopDay } from "../src/backup/slots";
import { backupRuns, outboxMails } from "../src/db/schema";
import { createCustomer } from "./factories";
import { createTestApp, type TestApp } from "./helpers";
import { deliverAll, startTestSmtp } from "./mail-support";

// The scheduled backups (decision 092): daily at 02:00 workshop time into BACKUP_DIR, one
// process a moment, kept 7 days, 4 weeks and 12 months, a failure recorded and mailed.

let t: TestApp;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "lo-backups-"));
  t = await createTestApp({ config: { backupDir: dir } });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});
afterEach(async () => {
  await t.db.delete(backupRuns);
  await t.db.delete(outboxMails);
  for (const name of await readdir(dir)) await rm(join(dir, name), { recursive: true });
});

const errors: string[] = [];
const schedule = (folder = dir) => ({
  handle: t.handle,
  dir: folder,
  config: t.config,
  onError: (_error: unknown, message: string) => void errors.push(message),
});

describe("the backup's moments", () => {
  it("is 02:00 in the workshop's time zone (Johannesburg, UTC+2), every day", () => {
    const evening = new Date("2027-03-14T20:00:00Z");
    expect(latestSlot(evening).toISOString()).toBe("2027-03-14T00:00:00.000Z");
    expect(nextSlot(evening).toISOString()).toBe("2027-03-15T00:00:00.000Z");
    // 01:30 in the workshop is still the day before's backup.
    const early = new Date("2027-03-13T23:30:00Z");
    expect(latestSlot(early).toISOString()).toBe("2027-03-13T00:00:00.000Z");
    expect(nextSlot(early).toISOString()).toBe("2027-03-14T00:00:00.000Z");
    expect(workshopDay(new Date("2027-03-14T00:00:00Z"))).toBe("2027-03-14");
  });
});

describe("retention", () => {
  it("after 400 days of daily backups keeps 7 days, 4 weeks and 12 months", async () => {
    // A fixed clock: day after day from 1 January 2026, each day's file, then the pruning.
    let now = new Date("2026-01-01T08:00:00Z");
    for (let day = 0; day < 400; day += 1) {
      await writeFile(join(dir, backupFileName(workshopDay(latestSlot(now)))), "backup");
      await pruneBackups(dir);
      now = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    }
    const kept = (await readdir(dir)).map((name) => name.slice(19, 29)).sort();
    expect(kept).toEqual([
      // the last day of each of the 10 months before January 2027 (12 months with it and February)
      "2026-03-31",
      "2026-04-30",
      "2026-05-31",
      "2026-06-30",
      "2026-07-31",
      "2026-08-31",
      "2026-09-30",
      "2026-10-31",
      "2026-11-30",
      "2026-12-31",
      // the last day (a Sunday) of the 2 weeks before the last 7 days' weeks
      "2027-01-17",
      "2027-01-24",
      // the last 7 days: 4 February 2027 is the 400th (31 January is also January's last)
      "2027-01-29",
      "2027-01-30",
      "2027-01-31",
      "2027-02-01",
      "2027-02-02",
      "2027-02-03",
      "2027-02-04",
    ]);
  });

  it("removes what a backup cut short left a day ago, and leaves other files alone", async () => {
    await writeFile(join(dir, `.${backupFileName("2027-03-01")}.partial`), "half");
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await utimes(join(dir, `.${backupFileName("2027-03-01")}.partial`), dayAgo, dayAgo);
    // Another process's, being written now into a shared folder.
    await writeFile(join(dir, `.${backupFileName("2027-03-02")}.partial`), "being written");
    await writeFile(join(dir, "notes.txt"), "the owner's own");
    await writeFile(join(dir, backupFileName("2027-03-01")), "whole");
    expect(await pruneBackups(dir)).toEqual([".lifetime-outfitter-2027-03-01.zip.partial"]);
    expect((await readdir(dir)).sort()).toEqual([
      ".lifetime-outfitter-2027-03-02.zip.partial",
      "lifetime-outfitter-2027-03-01.zip",
      "notes.txt",
    ]);
  });
});

describe("a scheduled backup", () => {
  it("writes the day's file, records it, and is taken once a moment", async () => {
    await createCustomer(t.db);
    const slot = new Date("2027-03-14T00:00:00Z");
    expect(await takeScheduledBackup(schedule(), slot)).toBe("succeeded");
    expect(await takeScheduledBackup(schedule(), slot)).toBe("taken elsewhere");
    expect(await readdir(dir)).toEqual(["lifetime-outfitter-2027-03-14.zip"]);
    const manifest = await verifiedManifest(join(dir, "lifetime-outfitter-2027-03-14.zip"));
    expect(manifest.tables.find((table) => table.name === "users")?.rows).toBeGreaterThan(0);
    const [run] = await t.db.select().from(backupRuns);
    expect(run).toMatchObject({
      result: "succeeded",
      fileName: "lifetime-outfitter-2027-03-14.zip",
    });
    expect(run?.sizeBytes).toBeGreaterThan(1000);
  });

  it("records a failure, mails the workshop, logs it and leaves no file behind", async () => {
    // BACKUP_DIR names a file, not a folder: nothing can be written there.
    const notAFolder = join(dir, "not-a-folder");
    await writeFile(notAFolder, "");
    errors.length = 0;
    const slot = new Date("2027-03-15T00:00:00Z");
    expect(await takeScheduledBackup(schedule(notAFolder), slot)).toBe("failed");
    expect(errors).toEqual([expect.stringMatching(/^The backup of 2027-03-15 failed: /)]);
    const [run] = await t.db.select().from(backupRuns).where(eq(backupRuns.slot, slot));
    expect(run).toMatchObject({ result: "failed", fileName: null, sizeBytes: null });
    expect(run?.error).toMatch(/ENOTDIR|EEXIST/);

    const smtp = await startTestSmtp();
    try {
      await deliverAll(t, smtp);
      const [mail] = await smtp.waitForMails(1);
      expect(mail?.to && !Array.isArray(mail.to) ? mail.to.text : "").toBe(
        "workshop@lifetime-outfitter.test",
      );
      expect(mail?.subject).toBe("The backup failed");
      expect(mail?.text).toContain(`Reason: ${run?.error}`);
      expect(mail?.text).toContain("https://shop.lifetime-outfitter.test/admin/settings");
    } finally {
      await smtp.close();
    }
  });

  it("fails whole when the disk fills part-way: recorded, mailed, no file, the shop unharmed", async () => {
    // The backup's partial file leads to /dev/full: every write of it fails (ENOSPC).
    const slot = new Date("2027-03-16T00:00:00Z");
    await symlink("/dev/full", join(dir, partialName(backupFileName("2027-03-16"))));
    errors.length = 0;
    expect(await takeScheduledBackup(schedule(), slot)).toBe("failed");
    const [run] = await t.db.select().from(backupRuns).where(eq(backupRuns.slot, slot));
    expect(run).toMatchObject({ result: "failed", fileName: null });
    expect(run?.error).toMatch(/ENOSPC/);
    expect(await readdir(dir)).toEqual([]);
    const mails = await t.db.select().from(outboxMails);
    expect(mails.map((mail) => [mail.kind, mail.toAddress])).toEqual([
      ["backup-failed", "workshop@lifetime-outfitter.test"],
    ]);
    // The database goes on answering (the backup's snapshot was let go).
    expect(await t.db.select().from(backupRuns)).toHaveLength(1);
  });

  it("ends at its next batch when the server stops, and says so", async () => {
    const stopping = new AbortController();
    stopping.abort();
    const slot = new Date("2027-03-17T00:00:00Z");
    expect(await takeScheduledBackup(schedule(), slot, stopping.signal)).toBe("failed");
    const [run] = await t.db.select().from(backupRuns).where(eq(backupRuns.slot, slot));
    expect(run?.error).toBe("The server was stopped while it took the backup.");
    expect(await readdir(dir)).toEqual([]);
  });

  it("takes over a moment whose run was cut short (on the embedded database at once)", async () => {
    const slot = new Date("2027-03-18T00:00:00Z");
    // A run that never ended: its process died, or a restored backup caught it under way.
    await t.db.insert(backupRuns).values({ slot, startedAt: new Date(Date.now() - 60_000) });
    const outcome = await takeScheduledBackup(schedule(), slot);
    expect(outcome).toBe(t.handle.kind === "pglite" ? "succeeded" : "taken elsewhere");
    // On PostgreSQL another process may still be at it: after 12 hours it is taken over.
    if (t.handle.kind === "postgres") {
      await t.db.update(backupRuns).set({ startedAt: new Date(Date.now() - 13 * 3600_000) });
      expect(await takeScheduledBackup(schedule(), slot)).toBe("succeeded");
    }
    expect(await t.db.select().from(backupRuns)).toHaveLength(1);
  });

  it("a stop while the schedule runs leaves no run unfinished", async () => {
    const stop = scheduleBackups({ ...schedule(), catchUpMs: 0 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await stop();
    const runs = await t.db.select().from(backupRuns);
    expect(runs.every((run) => run.finishedAt !== null)).toBe(true);
    expect((await readdir(dir)).filter((name) => name.endsWith(".partial"))).toEqual([]);
  });

  it("runs at 02:00, after catching up the one it missed", async () => {
    // The workshop's clock shows 01:59:59.7 on 14 March 2027; the server started then.
    const offset = Date.parse("2027-03-13T23:59:59.700Z") - Date.now();
    const stop = scheduleBackups({
      ...schedule(),
      now: () => new Date(Date.now() + offset),
      catchUpMs: 0,
    });
    try {
      await expect
        .poll(() => readdir(dir), { timeout: 15_000 })
        .toEqual(["lifetime-outfitter-2027-03-13.zip", "lifetime-outfitter-2027-03-14.zip"]);
    } finally {
      await stop();
    }
  });
});
