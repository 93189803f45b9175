import { SECOND_FACTOR_MESSAGES } from "@lo/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passkeys, recoveryCodes, securityLog, sessions, totpFactors } from "../src/db/schema";
import { totpCode } from "../src/identity/totp";
import { signInAs } from "./factories";
import { apiCaller, sessionHashOf } from "./api-call";
import { createTestApp, type TestApp } from "./helpers";
import { SoftwareAuthenticator } from "./software-authenticator";

// Removing a second factor, and new recovery codes: behind 'confirm it is you' (decision 088),
// and an admin always keeps one factor (decision 087).

const ORIGIN = "https://shop.lifetime-outfitter.test";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(() => t);

async function withAuthenticatorApp(role: "admin" | "customer") {
  const person = await signInAs(t.app, t.db, role, {}, { proveFactor: false });
  const { secret } = (await call("POST", "/account/totp/enrol", person.cookie)).json();
  const confirmed = await call("POST", "/account/totp/confirm", person.cookie, {
    code: totpCode(secret, new Date()),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return person;
}

async function addPasskey(cookie: string) {
  const device = new SoftwareAuthenticator(ORIGIN);
  const start = (await call("POST", "/account/passkeys/options", cookie)).json();
  const added = await call("POST", "/account/passkeys", cookie, {
    challengeId: start.challengeId,
    name: "Key",
    response: device.register(start.options),
  });
  expect(added.statusCode, added.body).toBe(201);
  return device;
}

async function staleConfirmation(cookie: string) {
  await t.db
    .update(sessions)
    .set({ confirmedAt: new Date(Date.now() - 3600_000) })
    .where(eq(sessions.tokenHash, sessionHashOf(cookie)));
}

describe("removing the authenticator app", () => {
  it("removes it and its recovery codes from a customer, and logs it", async () => {
    const customer = await withAuthenticatorApp("customer");
    const removed = await call("DELETE", "/account/totp", customer.cookie);
    expect(removed.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.removed });
    const id = customer.user.idnumber;
    expect(await t.db.select().from(totpFactors).where(eq(totpFactors.userIdnumber, id))).toEqual(
      [],
    );
    expect(
      await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userIdnumber, id)),
    ).toEqual([]);
    const events = await t.db.select().from(securityLog).where(eq(securityLog.userIdnumber, id));
    expect(events.map((entry) => entry.event)).toContain("factor-removed");
    expect((await call("DELETE", "/account/totp", customer.cookie)).statusCode).toBe(404);
  });

  it("keeps an admin's only factor, and lets it go once a passkey stands in", async () => {
    const admin = await withAuthenticatorApp("admin");
    const refused = await call("DELETE", "/account/totp", admin.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SECOND_FACTOR_MESSAGES.lastFactor);
    const [still] = await t.db
      .select()
      .from(totpFactors)
      .where(eq(totpFactors.userIdnumber, admin.user.idnumber));
    expect(still?.confirmedAt).toBeInstanceOf(Date);

    const device = await addPasskey(admin.cookie);
    expect((await call("DELETE", "/account/totp", admin.cookie)).statusCode).toBe(200);
    // Now the passkey is the last one: it stays.
    const last = await call("DELETE", `/account/passkeys/${device.id}`, admin.cookie);
    expect(last.statusCode).toBe(409);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.id, device.id))).toHaveLength(1);
  });

  it("asks for a recent proof before removing a factor or making new codes", async () => {
    const customer = await withAuthenticatorApp("customer");
    await staleConfirmation(customer.cookie);
    expect((await call("DELETE", "/account/totp", customer.cookie)).statusCode).toBe(403);
    expect((await call("POST", "/account/recovery-codes", customer.cookie)).statusCode).toBe(403);
    expect((await call("DELETE", "/account/totp")).statusCode).toBe(401);
    expect((await call("POST", "/account/recovery-codes")).statusCode).toBe(401);
  });
});

describe("new recovery codes", () => {
  it("replace the old ones, which no longer work", async () => {
    const admin = await withAuthenticatorApp("admin");
    const fresh = await call("POST", "/account/recovery-codes", admin.cookie);
    expect(fresh.statusCode, fresh.body).toBe(200);
    const { message, recoveryCodes: codes } = fresh.json();
    expect(message).toBe(SECOND_FACTOR_MESSAGES.newRecoveryCodes);
    expect(codes).toHaveLength(10);
    const rows = await t.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userIdnumber, admin.user.idnumber));
    expect(rows).toHaveLength(10);
    const held = await signInAs(t.app, t.db, "customer");
    expect((await call("POST", "/account/recovery-codes", held.cookie)).statusCode).toBe(404);
  });
});
