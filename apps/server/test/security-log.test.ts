import type { SecurityLogEntry } from "@lo/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, securityLog } from "../src/db/schema";
import { exportDate } from "../src/http/csv-export";
import { pruneSecurityLog } from "../src/security/prune";
import { createCustomer, signIn, signInAs } from "./factories";
import { createTestApp, JSON_HEADERS, type TestApp } from "./helpers";
import { sessionCookieOf } from "./password-links-support";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, t.db, "admin");
});
afterAll(() => t.close());

const API = "/lifetime-outfitter";

async function logOf(query: string, cookie = admin.cookie): Promise<SecurityLogEntry[]> {
  const response = await t.app.inject({
    method: "GET",
    url: `${API}/admin/security-log?${query}`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as SecurityLogEntry[];
}

/** The database's message when `work` fails (Drizzle wraps it as the error's cause). */
async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(error);
  }
  return "no error";
}

const login = (email: string, password: string, ip = "10.9.8.7") =>
  t.app.inject({
    method: "POST",
    url: `${API}/users/login`,
    payload: { email, password },
    remoteAddress: ip,
    headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0" },
  });

describe("the security log records", () => {
  it("sign-ins that succeed, fail and are limited, with the address and the browser", async () => {
    const { user, password } = await createCustomer(t.db);
    expect((await login(user.email, password)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await login(user.email, "Wrong#Password1", "10.1.1.1");
    }
    const entries = await logOf(`person=${user.idnumber}`);
    const events = entries.map((entry) => entry.event);
    expect(events).toContain("sign-in");
    expect(events.filter((event) => event === "sign-in-failed")).toHaveLength(5);
    expect(events).toContain("sign-in-limited");
    const signIn = entries.find((entry) => entry.event === "sign-in");
    expect(signIn).toMatchObject({
      userIdnumber: user.idnumber,
      userName: `${user.name} ${user.surname}`,
      ip: "10.9.8.7",
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0",
    });
    // A sign-in naming no account is logged by the address typed, found by it.
    await login("nobody-here@example.test", "Wrong#Password1");
    const unknown = await logOf("person=nobody-here");
    expect(unknown[0]).toMatchObject({
      event: "sign-in-failed",
      userIdnumber: null,
      details: { email: "nobody-here@example.test" },
    });
    // Never a password.
    expect(JSON.stringify(entries)).not.toContain("Wrong#Password1");
  });

  it("a password change and a sign-out; filters by event and day", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const changed = await t.app.inject({
      method: "PUT",
      url: `${API}/users/reset-password/${customer.user.idnumber}`,
      headers: { ...JSON_HEADERS, cookie: customer.cookie },
      payload: { password: "Another#Pass42", passwordflag: 1, currentPassword: customer.password },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const renewed = sessionCookieOf(changed) ?? "";
    await t.app.inject({
      method: "POST",
      url: `${API}/users/logout`,
      headers: { cookie: renewed },
    });

    const person = `person=${customer.user.idnumber}`;
    const mine = await logOf(person);
    expect(mine.map((entry) => entry.event)).toEqual(["sign-out", "password-changed", "sign-in"]);
    expect(await logOf(`${person}&event=password-changed`)).toHaveLength(1);
    // The filters take the workshop's days.
    const today = exportDate();
    expect(await logOf(`${person}&from=${today}&to=${today}`)).toHaveLength(3);
    expect(await logOf(`${person}&to=2000-01-01`)).toEqual([]);
    const bad = await t.app.inject({
      method: "GET",
      url: `${API}/admin/security-log?event=nonsense`,
      headers: { cookie: admin.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("exports: which list, its filters and how many rows", async () => {
    await createCustomer(t.db, { name: "Exportable" });
    const response = await t.app.inject({
      method: "GET",
      url: `${API}/customers/export.csv?q=Exportable`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    // Recorded once the download has been written.
    await expect.poll(async () => (await logOf("event=export")).length).toBeGreaterThan(0);
    const [entry] = await logOf("event=export");
    expect(entry).toMatchObject({
      userIdnumber: admin.user.idnumber,
      details: { list: "customers", filters: { q: "Exportable" }, rows: 1, complete: true },
    });
  });

  it("a customer calling an admin route, refused", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const response = await t.app.inject({
      method: "GET",
      url: `${API}/admin/security-log`,
      headers: { cookie: customer.cookie },
    });
    expect(response.statusCode).toBe(403);
    const [entry] = await logOf(`person=${customer.user.idnumber}&event=admin-route-refused`);
    expect(entry?.details).toEqual({ method: "GET", route: `${API}/admin/security-log` });
  });
});

describe("who may read the security log", () => {
  it("a visitor gets 401, a customer 403, a customer whose password change is pending 403", async () => {
    const url = `${API}/admin/security-log`;
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const customer = await signInAs(t.app, t.db, "customer");
    expect(
      (await t.app.inject({ method: "GET", url, headers: { cookie: customer.cookie } })).statusCode,
    ).toBe(403);
    const fresh = await createCustomer(t.db, { passwordFlag: 0 });
    const pending = await signIn(t.app, fresh.user.email, fresh.password);
    expect(
      (await t.app.inject({ method: "GET", url, headers: { cookie: pending } })).statusCode,
    ).toBe(403);
  });
});

describe("the logs are append-only in the database", () => {
  it("refuses UPDATE, DELETE and TRUNCATE on the security log and the audit log", async () => {
    await t.db.insert(auditLog).values({
      actorIdnumber: "x",
      actorName: "X",
      entityKind: "customer",
      entityId: "x",
      action: "update",
    });
    for (const table of ["security_log", "audit_log"]) {
      for (const statement of [
        `update ${table} set id = id`,
        `delete from ${table}`,
        `truncate ${table}`,
      ]) {
        await expect(refusal(t.db.execute(sql.raw(statement))), statement).resolves.toMatch(
          /append-only/,
        );
      }
    }
  });

  it("lets the daily pruning remove entries over a year old, and only those", async () => {
    const old = new Date(Date.now() - 400 * 24 * 3600 * 1000);
    const recent = new Date(Date.now() - 300 * 24 * 3600 * 1000);
    await t.db.insert(securityLog).values([
      { event: "sign-in", userIdnumber: "pruned-old", at: old },
      { event: "sign-in", userIdnumber: "pruned-recent", at: recent },
    ]);
    // Even with the pruning's setting, a recent entry cannot be deleted.
    const pruningRecent = t.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('lo.pruning_security_log', 'on', true)`);
      await tx.execute(sql`delete from security_log where user_idnumber = 'pruned-recent'`);
    });
    await expect(refusal(pruningRecent)).resolves.toMatch(/append-only/);
    expect(await pruneSecurityLog(t.db)).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ who: securityLog.userIdnumber })
      .from(securityLog)
      .where(sql`${securityLog.userIdnumber} like 'pruned-%'`);
    expect(left).toEqual([{ who: "pruned-recent" }]);
  });
});
