import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BACKUP_MESSAGES, CONFIRM_IDENTITY_MESSAGES } from "@lo/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { backupRuns, securityLog, sessions } from "../src/db/schema";
import { sessionHashOf } from "./api-call";
import { signInAs } from "./factories";
import { createTestApp, type TestApp } from "./helpers";
import { parseExposition } from "./prometheus-text";

// The scheduled backups on Admin Settings (decision 092): the last one and how it went, a
// warning after 48 hours without one that succeeded, and the newest to download.

let t: TestApp;
let dir: string;
let admin: Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "lo-backup-settings-"));
  t = await createTestApp({ config: { backupDir: dir } });
  admin = await signInAs(t.app, t.db, "admin");
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => t.db.delete(backupRuns));

const HOUR = 60 * 60 * 1000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

const get = (url: string, cookie = admin.cookie) =>
  t.app.inject({ method: "GET", url: `/lifetime-outfitter${url}`, headers: { cookie } });

/** A finished scheduled run, `hours` ago. */
async function ran(hours: number, ending: Partial<typeof backupRuns.$inferInsert>) {
  await t.db
    .insert(backupRuns)
    .values({ slot: ago(hours + 1), startedAt: ago(hours + 1), finishedAt: ago(hours), ...ending });
}

const succeeded = (fileName: string, sizeBytes = 2048) =>
  ({ result: "succeeded", fileName, sizeBytes }) as const;

describe("GET /settings/backups", () => {
  it("is the admins' alone", async () => {
    expect((await get("/settings/backups", "")).statusCode).toBe(401);
    const customer = await signInAs(t.app, t.db, "customer");
    expect((await get("/settings/backups", customer.cookie)).statusCode).toBe(403);
  });

  it("before the first backup: nothing taken, no warning, nothing to download", async () => {
    const answer = await get("/settings/backups");
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      scheduled: true,
      last: null,
      lastSucceededAt: null,
      overdue: false,
      downloadable: false,
    });
  });

  it("shows the last backup, its size, and the file to download", async () => {
    await writeFile(join(dir, "lifetime-outfitter-2027-03-14.zip"), "a backup");
    await ran(30, succeeded("lifetime-outfitter-2027-03-13.zip"));
    await ran(6, succeeded("lifetime-outfitter-2027-03-14.zip", 8));
    const status = (await get("/settings/backups")).json();
    expect(status).toMatchObject({
      scheduled: true,
      last: { result: "succeeded", sizeBytes: 8, error: null },
      overdue: false,
      downloadable: true,
    });
    expect(Date.parse(status.last.at)).toBeCloseTo(ago(6).getTime(), -4);
    expect(status.lastSucceededAt).toBe(status.last.at);
  });

  it("warns when none succeeded in 48 hours, and says why the last failed", async () => {
    await ran(50, succeeded("lifetime-outfitter-2027-03-12.zip"));
    await ran(26, { result: "failed", error: "ENOSPC: no space left on device" });
    const status = (await get("/settings/backups")).json();
    expect(status).toMatchObject({
      last: { result: "failed", sizeBytes: null, error: "ENOSPC: no space left on device" },
      overdue: true,
      // Its file was removed (or never on this machine): nothing to offer.
      downloadable: false,
    });
    expect(Date.parse(status.lastSucceededAt)).toBeCloseTo(ago(50).getTime(), -4);
  });

  it("warns when every backup of the last 48 hours failed, though none ever succeeded", async () => {
    await ran(49, { result: "failed", error: "disk gone" });
    expect((await get("/settings/backups")).json()).toMatchObject({ overdue: true });
  });

  it("says backups are off on PostgreSQL without BACKUP_DIR", async () => {
    const off = await createTestApp({ config: { backupDir: undefined } });
    try {
      const someAdmin = await signInAs(off.app, off.db, "admin");
      const answer = await off.app.inject({
        method: "GET",
        url: "/lifetime-outfitter/settings/backups",
        headers: { cookie: someAdmin.cookie },
      });
      expect(answer.json()).toMatchObject({ scheduled: false, overdue: false });
      const metrics = await off.app.inject({ method: "GET", url: "/metrics" });
      expect(metrics.body).not.toContain("lo_backup_last_success_age_seconds");
    } finally {
      await off.close();
    }
  });
});

describe("GET /settings/backups/latest", () => {
  it("downloads the newest backup that succeeded, and the security log keeps it", async () => {
    await writeFile(join(dir, "lifetime-outfitter-2027-03-14.zip"), "the whole shop");
    await ran(3, succeeded("lifetime-outfitter-2027-03-14.zip", 14));
    await ran(1, { result: "failed", error: "later, failed" });
    const answer = await get("/settings/backups/latest");
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/zip");
    expect(answer.headers["content-disposition"]).toBe(
      'attachment; filename="lifetime-outfitter-2027-03-14.zip"',
    );
    expect(
      answer.rawPayload.equals(await readFile(join(dir, "lifetime-outfitter-2027-03-14.zip"))),
    ).toBe(true);
    const [entry] = await t.db
      .select()
      .from(securityLog)
      .where(
        and(
          eq(securityLog.event, "backup-downloaded"),
          eq(securityLog.userIdnumber, admin.user.idnumber),
        ),
      );
    expect(entry?.details).toEqual({ file: "lifetime-outfitter-2027-03-14.zip", bytes: 14 });
  });

  it("is refused to a visitor, a customer, and an admin whose proof is not recent", async () => {
    await writeFile(join(dir, "lifetime-outfitter-2027-03-14.zip"), "the whole shop");
    await ran(3, succeeded("lifetime-outfitter-2027-03-14.zip"));
    expect((await get("/settings/backups/latest", "")).statusCode).toBe(401);
    const customer = await signInAs(t.app, t.db, "customer");
    expect((await get("/settings/backups/latest", customer.cookie)).statusCode).toBe(403);

    const stale = await signInAs(t.app, t.db, "admin");
    await t.db
      .update(sessions)
      .set({ confirmedAt: ago(1) })
      .where(eq(sessions.tokenHash, sessionHashOf(stale.cookie)));
    const asked = await get("/settings/backups/latest", stale.cookie);
    expect(asked.statusCode).toBe(403);
    expect(asked.json().message).toBe(CONFIRM_IDENTITY_MESSAGES.required);
  });

  it("says there is nothing to download before the first backup", async () => {
    const answer = await get("/settings/backups/latest");
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe(BACKUP_MESSAGES.noFile);
  });
});

describe("/metrics", () => {
  it("gives the age of the last good backup", async () => {
    const age = async () => {
      const scraped = parseExposition(
        (await t.app.inject({ method: "GET", url: "/metrics", remoteAddress: "127.0.0.1" })).body,
      );
      return scraped.samples.find((s) => s.name === "lo_backup_last_success_age_seconds")?.value;
    };
    expect(await age()).toBe(Infinity);
    await ran(5, succeeded("lifetime-outfitter-2027-03-14.zip"));
    expect(await age()).toBeCloseTo(5 * 60 * 60, -2);
  });
});
