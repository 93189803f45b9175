import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../src/db/schema";
import { verifyPassword } from "../src/identity/passwords";
import { createAdmin, createCustomer, signIn, uniqueEmail } from "./factories";
import { createTestApp, JSON_HEADERS, type TestApp } from "./helpers";
import { sessionCookieOf } from "./password-links-support";

// design §8 and decision 062: a password that is already one's own is changed only with
// it. The first-time dialog (flag 0) and the rest of the route are in reset-password.test.ts.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = "Fresh#Leather9";
let ipCounter = 0;
/** One client address per test, so one test's failures never count against another's. */
const freshIp = () => `192.0.2.${++ipCounter}`;

interface ChangeFields {
  password?: string;
  currentPassword?: string;
}

/**
 * Asks to set NEW_PASSWORD (unless `fields` name another) with flag 1, from a fresh client
 * address unless one is given.
 */
function change(
  idnumber: string,
  cookie: string,
  fields: ChangeFields = {},
  remoteAddress = freshIp(),
) {
  return t.app.inject({
    method: "PUT",
    url: `/lifetime-outfitter/users/reset-password/${idnumber}`,
    headers: { ...JSON_HEADERS, cookie },
    payload: JSON.stringify({ password: NEW_PASSWORD, passwordflag: 1, ...fields }),
    remoteAddress,
  });
}

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: "POST",
    url: "/lifetime-outfitter/users/login",
    headers: JSON_HEADERS,
    payload: { email, password },
    remoteAddress,
  });

const me = (cookie: string) =>
  t.app.inject({ method: "GET", url: "/lifetime-outfitter/users/me", headers: { cookie } });

async function passwordHashOf(idnumber: string) {
  const [row] = await t.db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.idnumber, idnumber));
  return row?.hash ?? "";
}

describe("changing a password that is already one's own (flag 1)", () => {
  it("with the current password: saved, this session stays, the others end", async () => {
    const { user, password } = await createCustomer(t.db);
    const here = await signIn(t.app, user.email, password);
    const elsewhere = await signIn(t.app, user.email, password);
    const response = await change(user.idnumber, here, { currentPassword: password });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: "Password updated successfully" });
    expect(await verifyPassword(await passwordHashOf(user.idnumber), NEW_PASSWORD)).toBe(true);
    // This browser stays signed in on a new token; the old token is spent like the others.
    const renewed = sessionCookieOf(response);
    expect(renewed).toBeDefined();
    expect((await me(renewed ?? "")).statusCode).toBe(200);
    expect((await me(here)).statusCode).toBe(401);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await login(user.email, password, freshIp())).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it("without the current password: 400 on currentPassword, nothing changed", async () => {
    const { user, password } = await createCustomer(t.db);
    const here = await signIn(t.app, user.email, password);
    const elsewhere = await signIn(t.app, user.email, password);
    const before = await passwordHashOf(user.idnumber);
    for (const currentPassword of [undefined, ""]) {
      const response = await change(user.idnumber, here, { currentPassword });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: "Enter your current password.",
        message: "Enter your current password.",
        issues: [{ path: "currentPassword", message: "Enter your current password." }],
      });
    }
    expect(await passwordHashOf(user.idnumber)).toBe(before);
    expect((await me(elsewhere)).statusCode).toBe(200);
  });

  it("with a wrong current password: 400 on currentPassword, nothing changed", async () => {
    const { user, password } = await createCustomer(t.db);
    const here = await signIn(t.app, user.email, password);
    const elsewhere = await signIn(t.app, user.email, password);
    const before = await passwordHashOf(user.idnumber);
    const response = await change(user.idnumber, here, { currentPassword: "Not#ThePassword1" });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: "currentPassword", message: "Your current password is not correct." },
    ]);
    expect(response.json().message).toBe("Your current password is not correct.");
    expect(await passwordHashOf(user.idnumber)).toBe(before);
    expect((await me(elsewhere)).statusCode).toBe(200);
  });

  it("checks the new password's rules before the current password", async () => {
    const { user, password } = await createCustomer(t.db);
    const here = await signIn(t.app, user.email, password);
    const response = await change(user.idnumber, here, {
      password: "short",
      currentPassword: "whatever",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe("password");
  });

  it("refuses a common password or one with the person's details, and changes nothing", async () => {
    const email = uniqueEmail("saddler");
    const { user, password } = await createCustomer(t.db, {
      name: "Nomvula",
      surname: "Zungu",
      email,
    });
    const here = await signIn(t.app, user.email, password);
    const elsewhere = await signIn(t.app, user.email, password);
    const before = await passwordHashOf(user.idnumber);
    const refusals = [
      [
        "Password1!",
        "This password is one of the most common passwords, perhaps with numbers or symbols added: choose one that is harder to guess.",
      ],
      ["Nomvula#2025", "Your password must not contain your name."],
      ["Zungu#Leather9", "Your password must not contain your surname."],
      [
        `Q#${email.split("@")[0]}`,
        "Your password must not contain your e-mail address (the part before the @).",
      ],
      [`Ab#${user.idnumber}`, "Your password must not contain your ID number."],
      ["Outfitter#2025", "Your password must not contain the shop's name (Lifetime or Outfitter)."],
    ];
    for (const [weak, message] of refusals) {
      const response = await change(user.idnumber, here, {
        password: weak,
        currentPassword: password,
      });
      expect(response.statusCode, weak).toBe(400);
      expect(response.json()).toEqual({
        error: message,
        message,
        issues: [{ path: "password", message }],
      });
    }
    expect(await passwordHashOf(user.idnumber)).toBe(before);
    expect((await me(elsewhere)).statusCode).toBe(200);
  });

  it("five wrong current passwords lock changing and signing in from that address for 15 minutes", async () => {
    const { user, password } = await createCustomer(t.db);
    const here = await signIn(t.app, user.email, password);
    const ip = freshIp();
    const wrong = { currentPassword: "Guess#Number1" };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await change(user.idnumber, here, wrong, ip)).statusCode, `attempt ${attempt}`).toBe(
        400,
      );
    }
    const right = { currentPassword: password };
    const locked = await change(user.idnumber, here, right, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      "Too many failed sign-in attempts for this account. Please try again in 15 minutes.",
    );
    // The same limit as sign-in's: that account from that address is refused there too ...
    expect((await login(user.email, password, ip)).statusCode).toBe(429);
    expect(await verifyPassword(await passwordHashOf(user.idnumber), password)).toBe(true);
    // ... and only from that address (a stranger cannot lock the owner out elsewhere).
    expect((await login(user.email, password, freshIp())).statusCode).toBe(200);
    expect((await change(user.idnumber, here, right)).statusCode).toBe(200);
  });

  it("a sign-in's wrong passwords count against changing it too", async () => {
    const { user, password } = await createCustomer(t.db);
    const here = await signIn(t.app, user.email, password);
    const ip = freshIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(user.email, "Wrong#Password1", ip)).statusCode).toBe(401);
    }
    const response = await change(user.idnumber, here, { currentPassword: password }, ip);
    expect(response.statusCode).toBe(429);
  });

  it("an admin who chose their password gives it too", async () => {
    const { user, password } = await createAdmin(t.db);
    const cookie = await signIn(t.app, user.email, password);
    const without = await change(user.idnumber, cookie);
    expect(without.statusCode).toBe(400);
    const withIt = await change(user.idnumber, cookie, { currentPassword: password });
    expect(withIt.statusCode).toBe(200);
  });
});

describe("the first-time password (flag 0), as the SPEC has it", () => {
  it("needs no current password, and ignores one that is wrong", async () => {
    const { user, password } = await createCustomer(t.db, { passwordFlag: 0 });
    const cookie = await signIn(t.app, user.email, password);
    const response = await change(user.idnumber, cookie);
    expect(response.statusCode).toBe(200);
    expect((await me(sessionCookieOf(response) ?? "")).json().passwordflag).toBe(1);

    const other = await createCustomer(t.db, { passwordFlag: 0 });
    const otherCookie = await signIn(t.app, other.user.email, other.password);
    const withWrong = await change(other.user.idnumber, otherCookie, {
      currentPassword: "Not#It1",
    });
    expect(withWrong.statusCode).toBe(200);
    const remaining = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userIdnumber, other.user.idnumber));
    expect(remaining).toHaveLength(1);
  });

  it("refuses a common password or one with the ID number, and leaves the flag at 0", async () => {
    // The factory's surname ends in the ID number's last digits: a real one is used here.
    const { user, password } = await createCustomer(t.db, { passwordFlag: 0, surname: "Zungu" });
    const cookie = await signIn(t.app, user.email, password);
    const before = await passwordHashOf(user.idnumber);
    const common = await change(user.idnumber, cookie, { password: "Dragon#2025" });
    expect(common.statusCode).toBe(400);
    expect(common.json().issues).toEqual([
      {
        path: "password",
        message:
          "This password is one of the most common passwords, perhaps with numbers or symbols added: choose one that is harder to guess.",
      },
    ]);
    const withId = await change(user.idnumber, cookie, { password: `${user.idnumber}#Aa` });
    expect(withId.statusCode).toBe(400);
    expect(withId.json().issues).toEqual([
      { path: "password", message: "Your password must not contain your ID number." },
    ]);
    expect(await passwordHashOf(user.idnumber)).toBe(before);
    expect((await me(cookie)).json().passwordflag).toBe(0);
  });
});
