import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxMails } from "../src/db/schema";
import { MESSAGES } from "../src/errors";
import { FORGOT_PASSWORD_MIN_MS } from "../src/passwords/mutations";
import { createAdmin, createCustomer, signIn } from "./factories";
import {
  call,
  FORGOT_ANSWER,
  freshIp,
  mailsTo,
  NEW_PASSWORD,
  newMailTo,
  NOT_LIVE,
  passwordLinksOf,
  sessionCookieOf,
  tokenIn,
  userRow,
  useSuite,
} from "./password-links-support";

// 'Forgot password?' (design §8): one answer for every address, a 1-hour link to those that
// have an account, limits per IP and per address.

const suite = useSuite();

const forgot = (email: string, ip = freshIp()) =>
  call(suite.t, "POST", "/users/forgot-password", { payload: { email }, ip });

const resetMailsOf = async (idnumber: string) =>
  (
    await suite.t.db.select().from(outboxMails).where(eq(outboxMails.customerIdnumber, idnumber))
  ).filter((row) => row.kind === "password-reset-requested");

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

describe("POST /users/forgot-password", () => {
  it("mails a 1-hour link; following it sets a new password, ends old sessions, signs in", async () => {
    const { t } = suite;
    const { user, password } = await createCustomer(t.db, { name: "Pieter" });
    const before = await signIn(t.app, user.email, password);

    const answer = await forgot(user.email.toUpperCase());
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(FORGOT_ANSWER);

    const mail = await newMailTo(suite, user.email);
    expect(mail.subject).toBe("Reset your Lifetime Outfitter password");
    expect(mail.text).toContain("Dear Pieter,");
    expect(mail.text).toContain("1 hour");
    expect(mail.text).toContain("If you did not ask for this, you can ignore this e-mail");
    const token = tokenIn(mail);
    const [link] = await passwordLinksOf(t, user.idnumber);
    const lifetime = (link?.expiresAt?.getTime() ?? 0) - (link?.createdAt.getTime() ?? 0);
    expect(lifetime).toBe(3600 * 1000);

    expect((await call(t, "GET", `/password-links/${token}`)).json()).toEqual({ purpose: "reset" });
    const set = await call(t, "POST", `/password-links/${token}`, {
      payload: { password: NEW_PASSWORD },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe("Your password has been set.");
    expect((await call(t, "GET", "/users/me", { cookie: sessionCookieOf(set) })).statusCode).toBe(
      200,
    );
    expect((await call(t, "GET", "/users/me", { cookie: before })).statusCode).toBe(401);
    await signIn(t.app, user.email, NEW_PASSWORD);
  });

  it("its link refuses a common password or the person's name, and stays usable", async () => {
    const { t } = suite;
    const { user, password } = await createCustomer(t.db, { name: "Pieter", surname: "Botha" });
    await forgot(user.email);
    const token = tokenIn(await newMailTo(suite, user.email));
    const setTo = (chosen: string) =>
      call(t, "POST", `/password-links/${token}`, { payload: { password: chosen } });
    const common = await setTo("Monkey#2025");
    expect(common.statusCode).toBe(400);
    expect(common.json().issues).toEqual([
      {
        path: "password",
        message:
          "This password is one of the most common passwords, perhaps with numbers or symbols added: choose one that is harder to guess.",
      },
    ]);
    const named = await setTo("pieter#Botha1");
    expect(named.statusCode).toBe(400);
    expect(named.json().issues).toEqual([
      { path: "password", message: "Your password must not contain your name." },
      { path: "password", message: "Your password must not contain your surname." },
    ]);
    await signIn(t.app, user.email, password);
    expect((await setTo(NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("answers an unknown address exactly as a known one, and mails nothing", async () => {
    const { user } = await createCustomer(suite.t.db);
    const known = await forgot(user.email);
    const unknown = await forgot("nobody-here@example.test");
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers["content-type"]).toBe(known.headers["content-type"]);
    expect(unknown.cookies).toEqual(known.cookies);
    expect(await mailsTo(suite, "nobody-here@example.test")).toHaveLength(0);
  });

  it("takes the same time whether or not the address has an account", async () => {
    const { user } = await createCustomer(suite.t.db);
    const timed = async (email: string) => {
      const started = performance.now();
      await forgot(email);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Alternated, so a slower moment of the machine falls on both; the per-address cap
    // (3 mails an hour) is reached early, which must not change the timing either.
    for (let i = 0; i < 8; i++) {
      known.push(await timed(user.email));
      unknown.push(await timed(`nobody-${i}@example.test`));
    }
    expect(Math.min(...known, ...unknown)).toBeGreaterThanOrEqual(FORGOT_PASSWORD_MIN_MS - 1);
    // Within the noise a sign-in check accepts: both sit on the same floor.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(25);
  });

  it("sends at most 3 reset mails to one address an hour; the answer stays the same", async () => {
    const { user } = await createCustomer(suite.t.db);
    for (let i = 0; i < 5; i++) {
      const answer = await forgot(user.email);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(FORGOT_ANSWER);
      await mailsTo(suite, user.email);
    }
    expect(await resetMailsOf(user.idnumber)).toHaveLength(3);
    expect(await mailsTo(suite, user.email)).toHaveLength(3);
    // An hour later the address may have one again.
    await suite.t.db
      .update(outboxMails)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(outboxMails.customerIdnumber, user.idnumber));
    await forgot(user.email);
    expect(await resetMailsOf(user.idnumber)).toHaveLength(4);
  });

  it("a newer link revokes the older: only the latest mail's link works", async () => {
    const { user } = await createCustomer(suite.t.db);
    await forgot(user.email);
    const first = tokenIn(await newMailTo(suite, user.email));
    // Asked twice more before a mail went out: only the latest goes, the other is skipped.
    await forgot(user.email);
    await forgot(user.email);
    const second = tokenIn(await newMailTo(suite, user.email, 1));
    const skipped = (await resetMailsOf(user.idnumber)).filter((row) => row.state === "skipped");
    expect(skipped.map((row) => row.lastError)).toEqual([
      "A newer password link replaced this one",
    ]);
    const stale = await call(suite.t, "POST", `/password-links/${first}`, {
      payload: { password: NEW_PASSWORD },
    });
    expect(stale.statusCode).toBe(404);
    expect(stale.json()).toEqual(NOT_LIVE);
    const fresh = await call(suite.t, "POST", `/password-links/${second}`, {
      payload: { password: NEW_PASSWORD },
    });
    expect(fresh.statusCode).toBe(200);
  });

  it("works for an admin account too, whose second factor is still asked for", async () => {
    const { user } = await createAdmin(suite.t.db, { name: "Ada" });
    await forgot(user.email);
    const token = tokenIn(await newMailTo(suite, user.email));
    const set = await call(suite.t, "POST", `/password-links/${token}`, {
      payload: { password: NEW_PASSWORD },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ role: "admin", passwordflag: 1, secondFactor: "enrol" });
    expect((await userRow(suite.t, user.idnumber)).passwordFlag).toBe(1);
    // The link signed this browser in, but the session does nothing until a factor is proved.
    const cookie = sessionCookieOf(set);
    const held = await call(suite.t, "GET", "/users/get-all-customers?limit=1", { cookie });
    expect(held.statusCode).toBe(403);
    expect(held.json().message).toBe(MESSAGES.secondFactorPending);
  });

  it("limits each IP to 10 requests in 15 minutes (429), whatever the addresses", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await forgot(`someone-${i}@example.test`, ip)).statusCode).toBe(200);
    }
    const limited = await forgot("someone-else@example.test", ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: "Too many password reset requests. Please wait 15 minutes and try again.",
      message: "Too many password reset requests. Please wait 15 minutes and try again.",
    });
    expect((await forgot("someone-else@example.test")).statusCode).toBe(200);
  });

  it("refuses a missing or malformed address with 400", async () => {
    const missing = await call(suite.t, "POST", "/users/forgot-password", { payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([{ path: "email", message: "Email is required" }]);
    const malformed = await forgot("not-an-address");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe("Please enter a valid email address");
  });
});
