import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../src/errors";
import { totpCode } from "../src/identity/totp";
import { createAdmin, sessionCookieOf, signIn, signInAs } from "./factories";
import { apiCaller } from "./api-call";
import { createTestApp, type TestApp } from "./helpers";
import { SoftwareAuthenticator } from "./software-authenticator";

// The gate (decision 087): an admin's session does nothing but prove or set up a second factor
// until it has proved one; a customer's is never held.

const ORIGIN = "https://shop.lifetime-outfitter.test";
const UNPROVED = { proveFactor: false };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(() => t);

const login = (email: string, password: string) =>
  call("POST", "/users/login", undefined, { email, password });

/** What an admin route and /account answer this session: both held while the factor waits. */
async function expectHeld(cookie: string) {
  for (const url of ["/users/get-all-customers?limit=1", "/account/sessions"]) {
    const held = await call("GET", url, cookie);
    expect(held.statusCode, url).toBe(403);
    expect(held.json().message).toBe(MESSAGES.secondFactorPending);
  }
}

async function expectOpen(cookie: string) {
  expect((await call("GET", "/users/get-all-customers?limit=1", cookie)).statusCode).toBe(200);
  expect((await call("GET", "/users/me", cookie)).json().secondFactor).toBe("proved");
}

describe("an admin without a second factor", () => {
  it("is told to set one up, can do nothing else, and is let through once it is confirmed", async () => {
    const { user, password } = await createAdmin(t.db);
    const answer = await login(user.email, password);
    expect(answer.json()).toMatchObject({ role: "admin", secondFactor: "enrol" });
    const cookie = sessionCookieOf(answer)!;
    expect((await call("GET", "/users/me", cookie)).json().secondFactor).toBe("enrol");
    await expectHeld(cookie);

    const { secret } = (await call("POST", "/account/totp/enrol", cookie)).json();
    const confirmed = await call("POST", "/account/totp/confirm", cookie, {
      code: totpCode(secret, new Date()),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await expectOpen(cookie);
  });

  it("may set up a passkey as the first factor, then proves it to get through", async () => {
    const admin = await signInAs(t.app, t.db, "admin", {}, UNPROVED);
    const device = new SoftwareAuthenticator(ORIGIN);
    const start = (await call("POST", "/account/passkeys/options", admin.cookie)).json();
    const added = await call("POST", "/account/passkeys", admin.cookie, {
      challengeId: start.challengeId,
      name: "Workshop key",
      response: device.register(start.options),
    });
    expect(added.statusCode, added.body).toBe(201);
    // Adding it proved nothing yet: using it does.
    expect((await call("GET", "/users/me", admin.cookie)).json().secondFactor).toBe("confirm");
    const proof = (await call("POST", "/users/second-factor/passkey/options", admin.cookie)).json();
    const proved = await call("POST", "/users/second-factor/passkey", admin.cookie, {
      challengeId: proof.challengeId,
      response: device.assert(proof.options),
    });
    expect(proved.statusCode, proved.body).toBe(200);
    await expectOpen(admin.cookie);

    // Later, from /account, they add an authenticator app beside the passkey.
    const before = (await call("GET", "/account/second-factor", admin.cookie)).json();
    expect(before).toEqual({ totp: false, recoveryCodesLeft: 0 });
    const { secret } = (await call("POST", "/account/totp/enrol", admin.cookie)).json();
    const confirmed = await call("POST", "/account/totp/confirm", admin.cookie, {
      code: totpCode(secret, new Date()),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().recoveryCodes).toHaveLength(10);
    const after = (await call("GET", "/account/second-factor", admin.cookie)).json();
    expect(after).toEqual({ totp: true, recoveryCodesLeft: 10 });
  });

  it("sets their own password first when it is a first-time one, then the factor", async () => {
    const { user, password } = await createAdmin(t.db, { passwordFlag: 0 });
    const cookie = await signIn(t.app, user.email, password, UNPROVED);
    const held = await call("GET", "/account/sessions", cookie);
    expect(held.json().message).toBe(MESSAGES.passwordChangePending);
    const set = await call("PUT", `/users/reset-password/${user.idnumber}`, cookie, {
      password: "Saddle&Stitch#2031",
      passwordflag: 1,
    });
    expect(set.statusCode, set.body).toBe(200);
    await expectHeld(sessionCookieOf(set) ?? cookie);
  });
});

describe("an admin with a second factor", () => {
  it("proves it with a code after the password; setting up another is refused until then", async () => {
    const admin = await signInAs(t.app, t.db, "admin", {}, UNPROVED);
    const { secret } = (await call("POST", "/account/totp/enrol", admin.cookie)).json();
    const enrolledAt = new Date();
    await call("POST", "/account/totp/confirm", admin.cookie, {
      code: totpCode(secret, enrolledAt),
    });

    const answer = await login(admin.user.email, admin.password);
    expect(answer.json().secondFactor).toBe("confirm");
    const cookie = sessionCookieOf(answer)!;
    await expectHeld(cookie);
    // A stolen password cannot add the thief's own factor.
    for (const url of ["/account/totp/enrol", "/account/passkeys/options"]) {
      const refused = await call("POST", url, cookie);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(MESSAGES.secondFactorPending);
    }
    // The next time step's code: the set-up spent this one.
    const next = totpCode(secret, new Date(enrolledAt.getTime() + 30_000));
    expect((await call("POST", "/users/second-factor", cookie, { code: next })).statusCode).toBe(
      200,
    );
    await expectOpen(cookie);
  });

  it("signing in with a passkey proves both factors at once", async () => {
    const admin = await signInAs(t.app, t.db, "admin");
    const device = new SoftwareAuthenticator(ORIGIN);
    const start = (await call("POST", "/account/passkeys/options", admin.cookie)).json();
    await call("POST", "/account/passkeys", admin.cookie, {
      challengeId: start.challengeId,
      name: "Phone",
      response: device.register(start.options),
    });
    const options = (await call("POST", "/users/passkey/options")).json();
    const answer = await call("POST", "/users/passkey/login", undefined, {
      challengeId: options.challengeId,
      response: device.assert(options.options),
    });
    expect(answer.json()).toMatchObject({ role: "admin", secondFactor: "proved" });
    await expectOpen(sessionCookieOf(answer)!);
  });
});

describe("a customer", () => {
  it("is never held: their answer says none", async () => {
    const customer = await signInAs(t.app, t.db, "customer", {}, UNPROVED);
    expect((await call("GET", "/users/me", customer.cookie)).json().secondFactor).toBe("none");
    expect((await call("GET", "/account/sessions", customer.cookie)).statusCode).toBe(200);
  });
});
