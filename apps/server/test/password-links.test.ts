import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { linkTokens, outboxMails, sessions } from "../src/db/schema";
import { verifyPassword } from "../src/identity/passwords";
import { signIn, uniqueIdnumber } from "./factories";
import {
  call,
  createCustomerByApi,
  NEW_PASSWORD,
  newMailTo,
  NOT_LIVE,
  passwordLinksOf,
  sessionCookieOf,
  tokenIn,
  userRow,
  useSuite,
} from "./password-links-support";

// Invitations (design §8): creating a customer mails a one-time link; following it sets the
// password, ends every other session and signs the browser in. Every misuse of a token.

const suite = useSuite();

/** A new customer, their invitation mail and its token. */
async function invited(name = "Naledi", options: { idnumber?: string; foreign?: boolean } = {}) {
  const customer = await createCustomerByApi(suite, name, options);
  const mail = await newMailTo(suite, customer.email);
  return { ...customer, mail, token: tokenIn(mail) };
}

const setPassword = (token: string, password = NEW_PASSWORD, cookie?: string) =>
  call(suite.t, "POST", `/password-links/${token}`, { payload: { password }, cookie });

describe("the invitation of a new customer", () => {
  it("is mailed with a 7-day link; following it sets the password and signs them in", async () => {
    const { t } = suite;
    const { idnumber, email, mail, token } = await invited("Naledi");
    expect(mail.subject).toBe("Welcome to Lifetime Outfitter: choose your password");
    expect(mail.text).toContain("Dear Naledi,");
    expect(mail.text).toContain("handcrafted leather goods");
    expect(mail.text).toContain("7 days");
    expect(mail.text).toContain(
      `Choose your password: https://shop.lifetime-outfitter.test/set-password?token=${token}`,
    );
    expect(mail.html).toContain(`/set-password?token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Meanwhile they signed in twice with the ID number (first-time password pending).
    const laptop = await signIn(t.app, email, idnumber);
    const phone = await signIn(t.app, email, idnumber);

    const state = await call(t, "GET", `/password-links/${token}`);
    expect(state.statusCode).toBe(200);
    expect(state.json()).toEqual({ purpose: "invitation" });

    const set = await setPassword(token, NEW_PASSWORD, laptop);
    expect(set.statusCode, set.body).toBe(200);
    const row = await userRow(t, idnumber);
    expect(set.json()).toEqual({
      message: "Your password has been set.",
      idnumber,
      email,
      name: "Naledi",
      surname: "Khumalo",
      role: "customer",
      passwordflag: 1,
      secondFactor: "none",
    });
    expect(row.passwordFlag).toBe(1);
    expect(await verifyPassword(row.passwordHash, NEW_PASSWORD)).toBe(true);

    // This browser is signed in with a new session; every earlier one has ended.
    const cookie = sessionCookieOf(set);
    expect(cookie).toBeDefined();
    expect(String(set.headers["set-cookie"])).toContain("HttpOnly");
    const me = await call(t, "GET", "/users/me", { cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json().passwordflag).toBe(1);
    for (const old of [laptop, phone]) {
      expect((await call(t, "GET", "/users/me", { cookie: old })).statusCode).toBe(401);
    }
    const live = await t.db.select().from(sessions).where(eq(sessions.userIdnumber, idnumber));
    expect(live).toHaveLength(1);
    // The new password signs in; the ID number no longer does.
    expect((await signIn(t.app, email, NEW_PASSWORD)).length).toBeGreaterThan(0);
    const old = await call(t, "POST", "/users/login", {
      payload: { email, password: idnumber },
    });
    expect(old.statusCode).toBe(401);
  });

  it("stores only the token's sha-256, and nothing that gives the token back", async () => {
    const { t } = suite;
    const { idnumber, token } = await invited();
    const [link] = await passwordLinksOf(t, idnumber);
    expect(link?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(link?.salt).toBeNull();
    const everything = await t.db.execute(
      sql`select ${linkTokens}::text as row from ${linkTokens} union all select ${outboxMails}::text from ${outboxMails}`,
    );
    expect(JSON.stringify(everything)).not.toContain(token);
  });

  it("works once: a used link answers 404 and changes nothing", async () => {
    const { token, idnumber } = await invited();
    expect((await setPassword(token)).statusCode).toBe(200);
    const before = (await userRow(suite.t, idnumber)).passwordHash;
    for (const again of [
      await setPassword(token, "Another#Leather8"),
      await call(suite.t, "GET", `/password-links/${token}`),
    ]) {
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual(NOT_LIVE);
      expect(again.cookies).toHaveLength(0);
    }
    expect((await userRow(suite.t, idnumber)).passwordHash).toBe(before);
  });

  it("works once even when pressed twice at the same moment", async () => {
    const { token } = await invited();
    const answers = await Promise.all([setPassword(token), setPassword(token, "Another#Leather8")]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
  });

  it("expires: past its time it answers 404", async () => {
    const { token, idnumber } = await invited();
    await suite.t.db
      .update(linkTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(linkTokens.userIdnumber, idnumber));
    expect((await call(suite.t, "GET", `/password-links/${token}`)).json()).toEqual(NOT_LIVE);
    const set = await setPassword(token);
    expect(set.statusCode).toBe(404);
    expect((await userRow(suite.t, idnumber)).passwordFlag).toBe(0);
  });

  it("an altered, unknown or malformed token is not live", async () => {
    const { token, idnumber } = await invited();
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const wrong of [altered, "x".repeat(43), "short", `${token}x`, "%00"]) {
      const state = await call(suite.t, "GET", `/password-links/${encodeURIComponent(wrong)}`);
      expect(state.statusCode, wrong).toBe(404);
      expect(state.json()).toEqual(NOT_LIVE);
      expect((await setPassword(encodeURIComponent(wrong))).statusCode, wrong).toBe(404);
    }
    expect((await userRow(suite.t, idnumber)).passwordFlag).toBe(0);
    // The real one still works.
    expect((await setPassword(token)).statusCode).toBe(200);
  });

  it("one account's token sets only that account, whoever's browser uses it", async () => {
    const { t } = suite;
    const one = await invited("One");
    const other = await invited("Other");
    const otherCookie = await signIn(t.app, other.email, other.idnumber);
    const set = await setPassword(one.token, NEW_PASSWORD, otherCookie);
    expect(set.statusCode).toBe(200);
    expect(set.json().idnumber).toBe(one.idnumber);
    // The other account is untouched, and this browser's session of it ended.
    const otherRow = await userRow(t, other.idnumber);
    expect(otherRow.passwordFlag).toBe(0);
    expect(await verifyPassword(otherRow.passwordHash, other.idnumber)).toBe(true);
    expect((await call(t, "GET", "/users/me", { cookie: otherCookie })).statusCode).toBe(401);
    // The other's own link is still theirs to use.
    expect((await setPassword(other.token)).json().idnumber).toBe(other.idnumber);
  });

  it("refuses a password that breaks a rule or is the ID number, using nothing up", async () => {
    // A passport number can pass every rule; as the temporary password it is refused all the same.
    const { token, idnumber } = await invited("Lerato", {
      idnumber: `Pass#${uniqueIdnumber()}x`,
      foreign: true,
    });
    const weak = await setPassword(token, "short");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().issues).toEqual(
      expect.arrayContaining([
        { path: "password", message: "Password must be at least 8 characters" },
        { path: "password", message: "Password must contain at least one uppercase letter" },
      ]),
    );
    const missing = await call(suite.t, "POST", `/password-links/${token}`, { payload: {} });
    expect(missing.statusCode).toBe(400);
    const same = await setPassword(token, idnumber);
    expect(same.statusCode).toBe(400);
    expect(same.json().issues).toEqual([
      { path: "password", message: "Your new password must not be your ID number." },
    ]);
    expect((await call(suite.t, "GET", `/password-links/${token}`)).statusCode).toBe(200);
    expect((await setPassword(token)).statusCode).toBe(200);
  });

  it("refuses a common password or one with the person's details, using nothing up", async () => {
    const { token, idnumber, email } = await invited("Lerato");
    const refusals = [
      [
        "Password1!",
        "This password is one of the most common passwords, perhaps with numbers or symbols added: choose one that is harder to guess.",
      ],
      ["LERATO#2025x", "Your password must not contain your name."],
      ["Khumalo#Stitch1", "Your password must not contain your surname."],
      [
        `Q#${email.split("@")[0]}`,
        "Your password must not contain your e-mail address (the part before the @).",
      ],
      [`Ab#${idnumber}`, "Your password must not contain your ID number."],
      [
        "Lifetime#Stitch1",
        "Your password must not contain the shop's name (Lifetime or Outfitter).",
      ],
    ];
    for (const [weak, message] of refusals) {
      const response = await setPassword(token, weak);
      expect(response.statusCode, weak).toBe(400);
      expect(response.json()).toEqual({
        error: message,
        message,
        issues: [{ path: "password", message }],
      });
      expect(sessionCookieOf(response)).toBeUndefined();
    }
    const row = await userRow(suite.t, idnumber);
    expect(row.passwordFlag).toBe(0);
    expect(await verifyPassword(row.passwordHash, idnumber)).toBe(true);
    expect((await call(suite.t, "GET", `/password-links/${token}`)).statusCode).toBe(200);
    expect((await setPassword(token)).statusCode).toBe(200);
  });

  it("the GET tells what the link is for and nothing about whose it is", async () => {
    const { token, idnumber, email } = await invited("Secretive");
    const state = await call(suite.t, "GET", `/password-links/${token}`);
    expect(state.body).toBe('{"purpose":"invitation"}');
    for (const personal of [idnumber, email, "Secretive", "Khumalo"]) {
      expect(state.body).not.toContain(personal);
    }
  });
});
