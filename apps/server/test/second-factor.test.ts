import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { recoveryCodes, securityLog, totpFactors } from "../src/db/schema";
import { totpCode } from "../src/identity/totp";
import { createCustomer, signIn, signInAs } from "./factories";
import { createTestApp, JSON_HEADERS, type TestApp } from "./helpers";

const API = "/lifetime-outfitter";
/** Sessions as the sign-in leaves them: an admin's has proved no second factor. */
const UNPROVED = { proveFactor: false };
let t: TestApp;

/** Only Date is faked: the codes are judged by the system's clock, timers run as ever. */
const setClock = (at: Date) => vi.setSystemTime(at);
const START = new Date("2031-03-01T10:00:00Z");

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  setClock(START);
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const post = (url: string, cookie: string | undefined, payload: unknown = {}) =>
  t.app.inject({
    method: "POST",
    url: `${API}${url}`,
    headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) },
    payload: payload as object,
    remoteAddress: `10.3.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });

/** An admin who has set up an authenticator app; answers its key and recovery codes. */
async function enrolled() {
  const admin = await signInAs(t.app, t.db, "admin", {}, UNPROVED);
  const start = await post("/account/totp/enrol", admin.cookie);
  expect(start.statusCode, start.body).toBe(200);
  const { secret, otpauthUrl, qrSvg } = start.json();
  const confirmed = await post("/account/totp/confirm", admin.cookie, {
    code: totpCode(secret, new Date()),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { admin, secret, otpauthUrl, qrSvg, codes: confirmed.json().recoveryCodes as string[] };
}

describe("setting up an authenticator app", () => {
  it("shows the key as a QR code and as text, and confirms it with a first good code", async () => {
    setClock(START);
    const { admin, secret, otpauthUrl, qrSvg, codes } = await enrolled();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain("issuer=Lifetime%20Outfitter");
    expect(qrSvg).toMatch(/^<svg/);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    // Stored hashed: no code appears in the table.
    const stored = await t.db
      .select({ hash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userIdnumber, admin.user.idnumber));
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(codes[0]?.replace(/-/g, "").slice(0, 8));

    const status = await t.app.inject({
      method: "GET",
      url: `${API}/account/second-factor`,
      headers: { cookie: admin.cookie },
    });
    expect(status.json()).toEqual({ totp: true, recoveryCodesLeft: 10 });
    // Set up once: a second set-up is refused until it is removed.
    expect((await post("/account/totp/enrol", admin.cookie)).statusCode).toBe(409);
    const logged = await t.db
      .select({ event: securityLog.event, details: securityLog.details })
      .from(securityLog)
      .where(eq(securityLog.userIdnumber, admin.user.idnumber));
    expect(logged).toContainEqual({
      event: "factor-added",
      details: { factor: "authenticator app" },
    });
  });

  it("refuses a wrong first code and changes nothing", async () => {
    const admin = await signInAs(t.app, t.db, "admin", {}, UNPROVED);
    const { secret } = (await post("/account/totp/enrol", admin.cookie)).json();
    const wrong = await post("/account/totp/confirm", admin.cookie, { code: "000000" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([
      {
        path: "code",
        message: "That code is not right. Check your authenticator app and try again.",
      },
    ]);
    const [row] = await t.db
      .select()
      .from(totpFactors)
      .where(eq(totpFactors.userIdnumber, admin.user.idnumber));
    expect(row?.confirmedAt).toBeNull();
    expect(row?.secret).toBe(secret);
  });
});

describe("confirming a sign-in with a code", () => {
  it("accepts the current code and one step either side, each time step once", async () => {
    setClock(START);
    const { admin, secret } = await enrolled();
    // The set-up used the step at START; a code of that step is now spent.
    const again = await signIn(t.app, admin.user.email, admin.password, UNPROVED);
    const replay = await post("/users/second-factor", again, { code: totpCode(secret, START) });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().issues[0].message).toBe(
      "That code has already been used. Wait for the next one.",
    );

    setClock(new Date(START.getTime() + 60_000));
    // The previous step's code (30 s ago) is accepted once: a phone's clock a little behind.
    const late = totpCode(secret, new Date(START.getTime() + 30_000));
    expect((await post("/users/second-factor", again, { code: late })).statusCode).toBe(200);
    // The same code again is a replay, from any session.
    const third = await signIn(t.app, admin.user.email, admin.password, UNPROVED);
    expect((await post("/users/second-factor", third, { code: late })).statusCode).toBe(400);
    // Two steps away is too far.
    const far = totpCode(secret, new Date(START.getTime() + 60_000 + 90_000));
    expect((await post("/users/second-factor", third, { code: far })).statusCode).toBe(400);
    // The current step's code works.
    const now = totpCode(secret, new Date(START.getTime() + 60_000));
    expect((await post("/users/second-factor", third, { code: now })).statusCode).toBe(200);
  });

  it("takes a recovery code once", async () => {
    setClock(new Date(START.getTime() + 10 * 60_000));
    const { admin, codes } = await enrolled();
    const session = await signIn(t.app, admin.user.email, admin.password, UNPROVED);
    const code = (codes[3] ?? "").toUpperCase();
    const used = await post("/users/second-factor", session, { code });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toEqual({ message: "Your sign-in is confirmed." });
    const again = await signIn(t.app, admin.user.email, admin.password, UNPROVED);
    expect((await post("/users/second-factor", again, { code })).statusCode).toBe(400);
    const status = await t.app.inject({
      method: "GET",
      url: `${API}/account/second-factor`,
      headers: { cookie: session },
    });
    expect(status.json().recoveryCodesLeft).toBe(9);
  });

  it("limits wrong codes per account whatever address they come from", async () => {
    setClock(new Date(START.getTime() + 20 * 60_000));
    const { admin, secret } = await enrolled();
    const session = await signIn(t.app, admin.user.email, admin.password, UNPROVED);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      // Each from another address (post picks one at random).
      expect((await post("/users/second-factor", session, { code: "123456" })).statusCode).toBe(
        400,
      );
    }
    setClock(new Date(START.getTime() + 20 * 60_000 + 30_000));
    const good = totpCode(secret, new Date());
    const limited = await post("/users/second-factor", session, { code: good });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(
      "Too many wrong codes for this account. Please try again in 15 minutes.",
    );
    // 15 minutes on, the right code is taken.
    setClock(new Date(START.getTime() + 36 * 60_000));
    const later = totpCode(secret, new Date());
    expect((await post("/users/second-factor", session, { code: later })).statusCode).toBe(200);
  });
});

describe("who may call the second-factor routes", () => {
  it("a visitor gets 401, a pending password 403; a customer without a factor 409 on verify", async () => {
    const fresh = await createCustomer(t.db, { passwordFlag: 0 });
    const pending = await signIn(t.app, fresh.user.email, fresh.password);
    for (const url of ["/account/totp/enrol", "/account/totp/confirm", "/users/second-factor"]) {
      expect((await post(url, undefined, { code: "123456" })).statusCode, url).toBe(401);
      expect((await post(url, pending, { code: "123456" })).statusCode, url).toBe(403);
    }
    const customer = await signInAs(t.app, t.db, "customer");
    expect(
      (await post("/users/second-factor", customer.cookie, { code: "123456" })).statusCode,
    ).toBe(409);
    expect(
      (await post("/account/totp/confirm", customer.cookie, { code: "123456" })).statusCode,
    ).toBe(409);
  });
});
