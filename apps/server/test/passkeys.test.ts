import { PASSKEY_MESSAGES } from "@lo/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passkeys, securityLog, sessions, webauthnChallenges } from "../src/db/schema";
import { createCustomer, sessionCookieOf, signIn, signInAs } from "./factories";
import { apiCaller, sessionHashOf } from "./api-call";
import { createTestApp, type TestApp } from "./helpers";
import { SoftwareAuthenticator } from "./software-authenticator";

/** The tests' PUBLIC_URL (helpers.ts): the site passkeys are made for. */
const ORIGIN = "https://shop.lifetime-outfitter.test";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(() => t);

/** Adds a passkey made by `device` to the account signed in by `cookie`, as the browser would. */
async function addPasskey(cookie: string, device: SoftwareAuthenticator, name = "My phone") {
  const start = await call("POST", "/account/passkeys/options", cookie);
  expect(start.statusCode, start.body).toBe(200);
  const { challengeId, options } = start.json();
  return call("POST", "/account/passkeys", cookie, {
    challengeId,
    name,
    response: device.register(options),
  });
}

/** Signs in with the passkey on `device`: the answer to the login call. */
async function passkeySignIn(device: SoftwareAuthenticator, origin = ORIGIN) {
  const start = await call("POST", "/users/passkey/options");
  expect(start.statusCode, start.body).toBe(200);
  const { challengeId, options } = start.json();
  return call("POST", "/users/passkey/login", undefined, {
    challengeId,
    response: device.assert(options, origin),
  });
}

async function sessionOf(cookie: string) {
  const [row] = await t.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sessionHashOf(cookie)));
  return row;
}

describe("adding a passkey", () => {
  it("adds the passkey the device made, lists it by its name and logs it", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const device = new SoftwareAuthenticator(ORIGIN);
    const added = await addPasskey(customer.cookie, device, "Kitchen laptop");
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({ message: PASSKEY_MESSAGES.added });

    const list = await call("GET", "/account/passkeys", customer.cookie);
    expect(list.json().passkeys).toEqual([
      { id: device.id, name: "Kitchen laptop", createdAt: expect.any(String), lastUsedAt: null },
    ]);
    const logged = await t.db
      .select()
      .from(securityLog)
      .where(eq(securityLog.userIdnumber, customer.user.idnumber));
    expect(logged.map((entry) => entry.event)).toContain("passkey-added");
  });

  it("refuses an answer made for another site, or without the person verified, and adds nothing", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const device = new SoftwareAuthenticator("https://lifetime-outfitter.example");
    const elsewhere = await addPasskey(customer.cookie, device);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(PASSKEY_MESSAGES.notVerified);

    const unverified = new SoftwareAuthenticator(ORIGIN);
    unverified.userVerified = false;
    expect((await addPasskey(customer.cookie, unverified)).statusCode).toBe(400);
    const rows = await t.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.userIdnumber, customer.user.idnumber));
    expect(rows).toEqual([]);
  });

  it("takes each challenge once, only from whom it was made for, within 5 minutes", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const other = await signInAs(t.app, t.db, "customer");
    const device = new SoftwareAuthenticator(ORIGIN);
    const { challengeId, options } = (
      await call("POST", "/account/passkeys/options", customer.cookie)
    ).json();
    const answer = { challengeId, name: "Phone", response: device.register(options) };

    const byOther = await call("POST", "/account/passkeys", other.cookie, answer);
    expect(byOther.statusCode).toBe(409);
    expect(byOther.json().message).toBe(PASSKEY_MESSAGES.ceremonyExpired);

    await t.db
      .update(webauthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(webauthnChallenges.id, challengeId));
    expect((await call("POST", "/account/passkeys", customer.cookie, answer)).statusCode).toBe(409);

    const fresh = (await call("POST", "/account/passkeys/options", customer.cookie)).json();
    const again = {
      challengeId: fresh.challengeId,
      name: "Phone",
      response: device.register(fresh.options),
    };
    expect((await call("POST", "/account/passkeys", customer.cookie, again)).statusCode).toBe(201);
    expect((await call("POST", "/account/passkeys", customer.cookie, again)).statusCode).toBe(409);
  });

  it("asks for a name of at most 60 characters", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const device = new SoftwareAuthenticator(ORIGIN);
    const blank = await addPasskey(customer.cookie, device, "  ");
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues[0].message).toBe(PASSKEY_MESSAGES.nameRequired);
    const long = await addPasskey(customer.cookie, device, "x".repeat(61));
    expect(long.json().issues[0].message).toBe(PASSKEY_MESSAGES.nameTooLong);
  });
});

describe("signing in with a passkey", () => {
  it("signs in without a password, as two factors, and counts the use", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const device = new SoftwareAuthenticator(ORIGIN);
    expect((await addPasskey(customer.cookie, device)).statusCode).toBe(201);

    const login = await passkeySignIn(device);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({
      message: "Login successful",
      idnumber: customer.user.idnumber,
      email: customer.user.email,
      role: "customer",
    });
    const cookie = sessionCookieOf(login);
    expect(cookie).toBeDefined();
    const me = await call("GET", "/users/me", cookie);
    expect(me.json().idnumber).toBe(customer.user.idnumber);
    expect((await sessionOf(cookie!))?.secondFactorAt).toBeInstanceOf(Date);

    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.id, device.id));
    expect(row?.counter).toBe(1);
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
    expect((await passkeySignIn(device)).statusCode).toBe(200);
  });

  it("refuses a replayed answer, another site's, an unknown passkey and a removed one", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const device = new SoftwareAuthenticator(ORIGIN);
    await addPasskey(customer.cookie, device);

    const start = (await call("POST", "/users/passkey/options")).json();
    const answer = { challengeId: start.challengeId, response: device.assert(start.options) };
    expect((await call("POST", "/users/passkey/login", undefined, answer)).statusCode).toBe(200);
    const replayed = await call("POST", "/users/passkey/login", undefined, answer);
    expect(replayed.statusCode).toBe(409);
    expect(sessionCookieOf(replayed)).toBeUndefined();

    const phished = await passkeySignIn(device, "https://lifetime-outfitter.example");
    expect(phished.statusCode).toBe(400);
    expect(phished.json().message).toBe(PASSKEY_MESSAGES.notVerified);

    const stranger = await passkeySignIn(new SoftwareAuthenticator(ORIGIN));
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(PASSKEY_MESSAGES.unknownPasskey);

    const removed = await call("DELETE", `/account/passkeys/${device.id}`, customer.cookie);
    expect(removed.json()).toEqual({ message: PASSKEY_MESSAGES.removed });
    expect((await passkeySignIn(device)).statusCode).toBe(400);
  });
});

describe("naming and removing passkeys", () => {
  it("renames and removes one's own; another customer's is not found and stays", async () => {
    const owner = await signInAs(t.app, t.db, "customer");
    const other = await signInAs(t.app, t.db, "customer");
    const device = new SoftwareAuthenticator(ORIGIN);
    await addPasskey(owner.cookie, device);
    const url = `/account/passkeys/${device.id}`;

    expect((await call("PUT", url, other.cookie, { name: "Mine now" })).statusCode).toBe(404);
    expect((await call("DELETE", url, other.cookie)).statusCode).toBe(404);
    expect((await call("GET", "/account/passkeys", other.cookie)).json().passkeys).toEqual([]);

    const renamed = await call("PUT", url, owner.cookie, { name: "Work phone" });
    expect(renamed.json()).toEqual({ message: PASSKEY_MESSAGES.renamed });
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.id, device.id));
    expect(row?.name).toBe("Work phone");
    expect((await call("DELETE", url, owner.cookie)).statusCode).toBe(200);
    expect((await call("DELETE", url, owner.cookie)).statusCode).toBe(404);
  });

  it("a visitor gets 401 and a pending password 403 on every passkey route of /account", async () => {
    const fresh = await createCustomer(t.db, { passwordFlag: 0 });
    const pending = await signIn(t.app, fresh.user.email, fresh.password);
    const routes = [
      ["GET", "/account/passkeys"],
      ["POST", "/account/passkeys/options"],
      ["POST", "/account/passkeys"],
      ["PUT", "/account/passkeys/some-id"],
      ["DELETE", "/account/passkeys/some-id"],
      ["POST", "/users/second-factor/passkey/options"],
      ["POST", "/users/second-factor/passkey"],
    ] as const;
    for (const [method, url] of routes) {
      const body = method === "GET" || method === "DELETE" ? undefined : {};
      expect((await call(method, url, undefined, body)).statusCode, url).toBe(401);
      expect((await call(method, url, pending, body)).statusCode, url).toBe(403);
    }
  });
});

describe("a passkey as an admin's second factor", () => {
  it("confirms a password sign-in with the admin's own passkey, not someone else's", async () => {
    const admin = await signInAs(t.app, t.db, "admin");
    const device = new SoftwareAuthenticator(ORIGIN);
    expect((await addPasskey(admin.cookie, device)).statusCode).toBe(201);
    const customer = await signInAs(t.app, t.db, "customer");
    const customerDevice = new SoftwareAuthenticator(ORIGIN);
    await addPasskey(customer.cookie, customerDevice);

    const session = await signIn(t.app, admin.user.email, admin.password, { proveFactor: false });
    const start = async () =>
      (await call("POST", "/users/second-factor/passkey/options", session)).json();
    const first = await start();
    expect(first.options.allowCredentials).toEqual([expect.objectContaining({ id: device.id })]);
    const wrong = await call("POST", "/users/second-factor/passkey", session, {
      challengeId: first.challengeId,
      response: customerDevice.assert(first.options),
    });
    expect(wrong.statusCode).toBe(400);
    expect((await sessionOf(session))?.secondFactorAt).toBeNull();

    const second = await start();
    const proved = await call("POST", "/users/second-factor/passkey", session, {
      challengeId: second.challengeId,
      response: device.assert(second.options),
    });
    expect(proved.statusCode, proved.body).toBe(200);
    expect((await sessionOf(session))?.secondFactorAt).toBeInstanceOf(Date);
  });

  it("answers 409 to someone with no passkey", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const answer = await call("POST", "/users/second-factor/passkey/options", customer.cookie);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(PASSKEY_MESSAGES.noPasskeys);
  });
});
