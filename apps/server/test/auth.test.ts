import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAIN_SESSION_COOKIE, SECURE_SESSION_COOKIE } from "../src/identity/sessions";
import { loginFailures, sessions } from "../src/db/schema";
import { createAdmin, createCustomer, signIn, type UserRow } from "./factories";
import { createTestApp, ownTestApp, type TestApp } from "./helpers";

// The tests' configuration is an https site (testConfig): its session cookie is Secure and so
// carries the __Host- prefix.
const SESSION_COOKIE = SECURE_SESSION_COOKIE;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
/** A client address of its own per test, so per-IP limits never leak between tests. */
function freshIp(): string {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
}

function login(email: string, password: string, remoteAddress = freshIp()) {
  return t.app.inject({
    method: "POST",
    url: "/lifetime-outfitter/users/login",
    payload: { email, password },
    remoteAddress,
  });
}

function me(cookie?: string) {
  return t.app.inject({
    method: "GET",
    url: "/lifetime-outfitter/users/me",
    headers: cookie ? { cookie } : {},
  });
}

/** What login and /users/me tell of a signed-in customer who has chosen their password. */
const signedInCustomer = (user: UserRow) => ({
  idnumber: user.idnumber,
  email: user.email,
  name: user.name,
  surname: user.surname,
  role: "customer",
  passwordflag: 1,
  secondFactor: "none",
});

describe("POST /users/login", () => {
  it("signs in, answers the user record and sets a hardened session cookie", async () => {
    const { user, password } = await createCustomer(t.db);
    const response = await login(user.email, password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Login successful", ...signedInCustomer(user) });

    const setCookie = String(response.headers["set-cookie"]);
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43};`));
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).toContain("Secure");
    expect(setCookie).toContain("Expires=");

    // Only a hash of the token is stored.
    const token = response.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? "";
    const rows = await t.db.select().from(sessions).where(eq(sessions.userIdnumber, user.idnumber));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.tokenHash).not.toBe(token);
    const lifetime = (rows[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });

  it("matches the e-mail whatever its case", async () => {
    const { user, password } = await createAdmin(t.db);
    const response = await login(user.email.toUpperCase(), password);
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toBe("admin");
  });

  it("answers an unknown e-mail exactly like a wrong password", async () => {
    const { user } = await createCustomer(t.db);
    const wrongPassword = await login(user.email, "Wrong#Password1");
    const unknownEmail = await login("nobody@example.test", "Wrong#Password1");
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      error: "Invalid email or password.",
      message: "Invalid email or password.",
    });
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(wrongPassword.headers["set-cookie"]).toBeUndefined();
  });

  it("validates the payload with per-field issues", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/lifetime-outfitter/users/login",
      payload: { email: "not-an-email" },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe(body.message);
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: "email", message: expect.any(String) },
        { path: "password", message: expect.any(String) },
      ]),
    );
    expect(body.error).toBe(body.issues[0].message);
  });

  it("limits attempts per IP: the 31st within a minute gets 429", async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      const response = await login(`stranger${i}@example.test`, "Wrong#Password1", ip);
      expect(response.statusCode).toBe(401);
    }
    const limited = await login("stranger-last@example.test", "Wrong#Password1", ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: "Too many sign-in attempts. Please wait a minute and try again.",
      message: "Too many sign-in attempts. Please wait a minute and try again.",
    });
    // Another client is unaffected.
    expect((await login("stranger-last@example.test", "Wrong#Password1")).statusCode).toBe(401);
  });

  it("locks an account from one IP after 5 failures, even with the right password", async () => {
    const { user, password } = await createCustomer(t.db);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await login(user.email, `Wrong#Password${i}`, ip)).statusCode).toBe(401);
    }
    const locked = await login(user.email, password, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      "Too many failed sign-in attempts for this account. Please try again in 15 minutes.",
    );
    // Different letter case is the same account.
    expect((await login(user.email.toUpperCase(), password, ip)).statusCode).toBe(429);
    // The customer on another network is not locked out by whoever is guessing.
    expect((await login(user.email, password)).statusCode).toBe(200);
  });

  it("lifts the account lock once the failures are older than 15 minutes", async () => {
    const { user, password } = await createCustomer(t.db);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await login(user.email, "Wrong#Password1", ip);
    expect((await login(user.email, password, ip)).statusCode).toBe(429);
    await t.db
      .update(loginFailures)
      .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(loginFailures.emailLower, user.email.toLowerCase()));
    expect((await login(user.email, password, ip)).statusCode).toBe(200);
  });

  it("forgets earlier failures after a successful sign-in", async () => {
    const { user, password } = await createCustomer(t.db);
    const ip = freshIp();
    for (let i = 0; i < 4; i++) await login(user.email, "Wrong#Password1", ip);
    expect((await login(user.email, password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login(user.email, "Wrong#Password1", ip);
    expect((await login(user.email, password, ip)).statusCode).toBe(200);
  });

  it("replaces the session the browser already had", async () => {
    const { user, password } = await createCustomer(t.db);
    const first = await signIn(t.app, user.email, password);
    const second = await t.app.inject({
      method: "POST",
      url: "/lifetime-outfitter/users/login",
      payload: { email: user.email, password },
      headers: { cookie: first },
    });
    expect(second.statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
  });
});

describe("GET /users/me", () => {
  it("answers 401 to a visitor", async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "Please sign in.", message: "Please sign in." });
  });

  it("answers 401 for a made-up or expired session", async () => {
    expect((await me(`${SESSION_COOKIE}=made-up`)).statusCode).toBe(401);
    const { user, password } = await createCustomer(t.db);
    const cookie = await signIn(t.app, user.email, password);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userIdnumber, user.idnumber));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("ends a session 90 days after sign-in however busy it was, and deletes it", async () => {
    const { user, password } = await createCustomer(t.db);
    const cookie = await signIn(t.app, user.email, password);
    const day = 24 * 3600 * 1000;
    // Used a minute ago, so the sliding expiry alone would keep it for another month.
    await t.db
      .update(sessions)
      .set({
        createdAt: new Date(Date.now() - 91 * day),
        lastSeenAt: new Date(Date.now() - 60 * 1000),
        expiresAt: new Date(Date.now() + 29 * day),
      })
      .where(eq(sessions.userIdnumber, user.idnumber));
    const response = await me(cookie);
    expect(response.statusCode).toBe(401);
    expect(String(response.headers["set-cookie"])).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect(
      await t.db.select().from(sessions).where(eq(sessions.userIdnumber, user.idnumber)),
    ).toEqual([]);
  });

  it("never slides a session's expiry past 90 days from sign-in", async () => {
    const { user, password } = await createCustomer(t.db);
    const cookie = await signIn(t.app, user.email, password);
    const day = 24 * 3600 * 1000;
    const createdAt = new Date(Date.now() - 80 * day);
    await t.db
      .update(sessions)
      .set({
        createdAt,
        lastSeenAt: new Date(Date.now() - day),
        expiresAt: new Date(Date.now() + day),
      })
      .where(eq(sessions.userIdnumber, user.idnumber));
    expect((await me(cookie)).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userIdnumber, user.idnumber));
    expect(row?.expiresAt.getTime()).toBe(createdAt.getTime() + 90 * day);
  });

  it("answers the signed-in user", async () => {
    const { user, password } = await createCustomer(t.db);
    const cookie = await signIn(t.app, user.email, password);
    const response = await me(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(signedInCustomer(user));
  });

  it("slides the expiry of a session in use (at most once a minute)", async () => {
    const { user, password } = await createCustomer(t.db);
    const cookie = await signIn(t.app, user.email, password);
    const old = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: old, expiresAt: new Date(Date.now() + 3600 * 1000) })
      .where(eq(sessions.userIdnumber, user.idnumber));
    const response = await me(cookie);
    expect(response.statusCode).toBe(200);
    expect(String(response.headers["set-cookie"])).toContain(`${SESSION_COOKIE}=`);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userIdnumber, user.idnumber));
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    // Right after a refresh nothing is written again.
    expect((await me(cookie)).headers["set-cookie"]).toBeUndefined();
  });
});

describe("POST /users/logout", () => {
  it("ends the session and clears the cookie", async () => {
    const { user, password } = await createCustomer(t.db);
    const cookie = await signIn(t.app, user.email, password);
    expect((await me(cookie)).statusCode).toBe(200);

    const response = await t.app.inject({
      method: "POST",
      url: "/lifetime-outfitter/users/logout",
      headers: { cookie, "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Logged out" });
    expect(String(response.headers["set-cookie"])).toMatch(
      new RegExp(`^${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`),
    );
    expect((await me(cookie)).statusCode).toBe(401);
    expect(
      await t.db.select().from(sessions).where(eq(sessions.userIdnumber, user.idnumber)),
    ).toHaveLength(0);
  });

  it("is harmless without a session", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/lifetime-outfitter/users/logout",
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("the session cookie's name follows its Secure flag", () => {
  const plainApp = ownTestApp({
    config: { cookieSecure: false, publicUrl: "http://127.0.0.1:8080" },
  });

  const logout = (app: TestApp["app"], cookie: string) =>
    app.inject({
      method: "POST",
      url: "/lifetime-outfitter/users/logout",
      headers: { cookie, "content-type": "application/json" },
    });

  it("is __Host-lo_session on https: Secure, Path=/, no Domain, cleared alike at sign-out", async () => {
    const { user, password } = await createCustomer(t.db);
    const response = await login(user.email, password);
    const set = response.cookies.find((c) => c.name.endsWith("lo_session"));
    // The session's cookie, and the device's (known-devices.ts), both __Host- on https.
    expect(response.cookies.map((c) => c.name).sort()).toEqual([
      "__Host-lo_device",
      "__Host-lo_session",
    ]);
    expect(set).toMatchObject({ name: "__Host-lo_session", path: "/", secure: true });
    expect(set?.domain).toBeUndefined();

    const cookie = `__Host-lo_session=${set?.value}`;
    expect((await me(cookie)).statusCode).toBe(200);
    // The plain name is not read on https: a cookie planted without the prefix (by a
    // neighbouring subdomain or a plain-http page) names no session here.
    expect((await me(`${PLAIN_SESSION_COOKIE}=${set?.value}`)).statusCode).toBe(401);

    const out = await logout(t.app, cookie);
    const [cleared] = out.cookies;
    // A browser drops a __Host- cookie that is not Secure with Path=/, the clearing one too.
    expect(cleared).toMatchObject({
      name: "__Host-lo_session",
      value: "",
      path: "/",
      secure: true,
    });
    expect(cleared?.domain).toBeUndefined();
    expect(cleared?.expires?.getTime()).toBe(0);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("is lo_session without the Secure flag on plain http, cleared alike at sign-out", async () => {
    const plain = plainApp();
    const { user, password } = await createCustomer(plain.db);
    const response = await plain.app.inject({
      method: "POST",
      url: "/lifetime-outfitter/users/login",
      payload: { email: user.email, password },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers["set-cookie"])).toMatch(/^lo_session=[\w-]{43};/);
    expect(String(response.headers["set-cookie"])).not.toContain("Secure");
    const cookie = `lo_session=${response.cookies[0]?.value}`;
    const out = await logout(plain.app, cookie);
    expect(String(out.headers["set-cookie"])).toMatch(/^lo_session=;.*Expires=Thu, 01 Jan 1970/);
    expect(String(out.headers["set-cookie"])).not.toContain("Secure");
    expect(
      await plain.db.select().from(sessions).where(eq(sessions.userIdnumber, user.idnumber)),
    ).toHaveLength(0);
  });
});
