import { and, eq, isNull } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterEach, describe, expect, it } from "vitest";
import { linkTokens, outboxMails } from "../src/db/schema";
import { hashToken } from "../src/identity/sessions";
import { createCustomer, signInAs, uniqueEmail } from "./factories";
import { JSON_HEADERS } from "./helpers";
import { deliverAll } from "./mail-support";
import { setUpMailSuite, smtp, t } from "./mail-suite";
import {
  accountCall,
  confirmEmail,
  confirmTokenIn,
  detailsOf,
  outboxOf,
  storedUser,
} from "./account-support";

// A new e-mail address takes effect only once confirmed from it (design §8, decision 062),
// end to end: the real routes, the outbox, the mail worker and a real SMTP server.
setUpMailSuite();
afterEach(() => {
  smtp.mails.length = 0;
});

const EXPIRED = "This link has expired or has already been used.";

const login = (email: string, password: string) =>
  t.app.inject({
    method: "POST",
    url: "/lifetime-outfitter/users/login",
    headers: JSON_HEADERS,
    payload: { email, password },
    remoteAddress: `203.0.113.${Math.floor(Math.random() * 250) + 1}`,
  });

type Customer = Awaited<ReturnType<typeof signInAs>>;

async function askForEmail(customer: Customer, email: string) {
  const response = await accountCall(t, "PUT", "/account", {
    cookie: customer.cookie,
    payload: detailsOf(customer, { email }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

const mailsTo = (address: string): ParsedMail[] =>
  smtp.mails.filter((mail) => JSON.stringify(mail.to).includes(address.toLowerCase()));

/** Sends what is due and returns the token of the latest confirmation mail to `address`. */
async function tokenMailedTo(address: string): Promise<string> {
  await deliverAll(t, smtp);
  const mails = mailsTo(address).filter((m) => m.subject === "Confirm your new e-mail address");
  return confirmTokenIn(mails.at(-1)?.text);
}

describe("changing one's e-mail address", () => {
  it("mails a link to the new address and a notice to the old; the login changes once the link is used", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const oldEmail = customer.user.email;
    const newEmail = uniqueEmail("Thandi.New");

    const saved = await askForEmail(customer, `  ${newEmail.toUpperCase()} `);
    expect(saved.json()).toMatchObject({
      message: "Your details have been saved.",
      email: oldEmail,
      pendingEmail: newEmail.toLowerCase(),
    });
    // Both mails were queued with the change, in its transaction.
    const queued = await t.db
      .select({ kind: outboxMails.kind, to: outboxMails.toAddress, payload: outboxMails.payload })
      .from(outboxMails)
      .where(eq(outboxMails.customerIdnumber, customer.user.idnumber));
    expect(queued.map((row) => [row.kind, row.to]).sort()).toEqual([
      ["email-change-confirm", newEmail.toLowerCase()],
      ["email-change-notice", oldEmail],
    ]);
    // The outbox names the link by its hash and never holds the token or the ID number.
    expect(JSON.stringify(queued)).not.toContain(customer.user.idnumber);

    await deliverAll(t, smtp);
    const [confirmation] = mailsTo(newEmail);
    expect(confirmation?.subject).toBe("Confirm your new e-mail address");
    expect(confirmation?.text).toContain(`Dear ${customer.user.name},`);
    expect(confirmation?.text).toContain(
      "Confirm my new address: https://shop.lifetime-outfitter.test/confirm-email?token=",
    );
    expect(confirmation?.html).toContain("/confirm-email?token=");
    const token = confirmTokenIn(confirmation?.text);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(queued)).not.toContain(token);
    // Only the token's hash is stored.
    const [link] = await t.db
      .select()
      .from(linkTokens)
      .where(eq(linkTokens.tokenHash, hashToken(token)));
    expect(link).toMatchObject({ purpose: "confirm-email", email: newEmail.toLowerCase() });
    expect(JSON.stringify(link)).not.toContain(token);
    const hours = (link!.expiresAt!.getTime() - link!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);

    const [notice] = mailsTo(oldEmail);
    expect(notice?.subject).toBe("Your e-mail address is being changed");
    expect(notice?.text).toContain(
      "Someone asked to change the e-mail address of your Lifetime Outfitter account to th***@ex***.test.",
    );
    expect(notice?.text).toContain("If it was not you");
    expect(notice?.text).not.toContain(newEmail.toLowerCase());
    expect(notice?.text).not.toContain(token);
    expect(smtp.mails).toHaveLength(2);

    // Until confirmed, the old address is the login.
    expect((await login(newEmail, customer.password)).statusCode).toBe(401);
    expect((await login(oldEmail, customer.password)).statusCode).toBe(200);

    // Opened on another device, signed in as no one.
    const confirmed = await confirmEmail(t, token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: "Your e-mail address has been changed." });
    expect((await storedUser(t, customer.user.idnumber)).email).toBe(newEmail.toLowerCase());
    expect((await login(newEmail, customer.password)).statusCode).toBe(200);
    expect((await login(oldEmail, customer.password)).statusCode).toBe(401);
    // The session that asked goes on, and sees the new address.
    const details = await accountCall(t, "GET", "/account", { cookie: customer.cookie });
    expect(details.json()).toMatchObject({ email: newEmail.toLowerCase(), pendingEmail: null });

    // Single use.
    const again = await confirmEmail(t, token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: EXPIRED, message: EXPIRED });
  });

  it("a newer change revokes the older link; a link replaced before its mail went out is not sent", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const first = uniqueEmail("first");
    await askForEmail(customer, first);
    const firstToken = await tokenMailedTo(first);
    const second = uniqueEmail("second");
    const third = uniqueEmail("third");
    await askForEmail(customer, second);
    const replied = await askForEmail(customer, third);
    expect(replied.json().pendingEmail).toBe(third);
    await deliverAll(t, smtp);
    // The second address's mail was replaced before it went out: skipped, never sent.
    expect(mailsTo(second)).toEqual([]);
    const skipped = await t.db
      .select({ state: outboxMails.state, error: outboxMails.lastError })
      .from(outboxMails)
      .where(and(eq(outboxMails.toAddress, second), eq(outboxMails.kind, "email-change-confirm")));
    expect(skipped).toEqual([
      { state: "skipped", error: "The link was replaced, cancelled or used, or expired" },
    ]);
    // The old address heard of every request.
    expect(mailsTo(customer.user.email)).toHaveLength(3);

    expect((await confirmEmail(t, firstToken)).statusCode).toBe(404);
    const thirdToken = confirmTokenIn(
      mailsTo(third).find((m) => m.subject === "Confirm your new e-mail address")?.text,
    );
    expect((await confirmEmail(t, thirdToken)).statusCode).toBe(200);
    expect((await storedUser(t, customer.user.idnumber)).email).toBe(third);
  });

  it("an expired link does nothing and no longer shows as pending", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const newEmail = uniqueEmail("late");
    await askForEmail(customer, newEmail);
    const token = await tokenMailedTo(newEmail);
    await t.db
      .update(linkTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(linkTokens.tokenHash, hashToken(token)));
    const response = await confirmEmail(t, token);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(EXPIRED);
    expect((await storedUser(t, customer.user.idnumber)).email).toBe(customer.user.email);
    const details = await accountCall(t, "GET", "/account", { cookie: customer.cookie });
    expect(details.json().pendingEmail).toBeNull();
    // A fresh request makes a fresh link (the expired one does not stand in the way).
    await askForEmail(customer, newEmail);
    expect((await confirmEmail(t, await tokenMailedTo(newEmail))).statusCode).toBe(200);
  });

  it("an altered, malformed or made-up token is refused the same way", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const newEmail = uniqueEmail("altered");
    await askForEmail(customer, newEmail);
    const token = await tokenMailedTo(newEmail);
    const last = token.at(-1) === "A" ? "B" : "A";
    for (const wrong of [`${token.slice(0, -1)}${last}`, token.slice(1), "x", `${token}x`]) {
      const response = await confirmEmail(t, wrong);
      expect(response.statusCode, wrong).toBe(404);
      expect(response.json().message).toBe(EXPIRED);
    }
    expect((await storedUser(t, customer.user.idnumber)).email).toBe(customer.user.email);
    expect((await confirmEmail(t, token)).statusCode).toBe(200);
  });

  it("needs the current password: a session alone cannot move the login address", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const newEmail = uniqueEmail("thief");
    const attempt = (currentPassword: string | undefined) =>
      accountCall(t, "PUT", "/account", {
        cookie: customer.cookie,
        payload: detailsOf(customer, { email: newEmail, currentPassword }),
      });
    const missing = await attempt(undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([
      { path: "currentPassword", message: "Enter your current password." },
    ]);
    const wrong = await attempt("Wrong#Password1");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([
      { path: "currentPassword", message: "Your current password is not correct." },
    ]);
    // Nothing pending, nothing queued.
    const queued = await outboxOf(t, customer.user.idnumber);
    expect(queued).toEqual([]);
    const details = await accountCall(t, "GET", "/account", { cookie: customer.cookie });
    expect(details.json().pendingEmail).toBeNull();
    // Sending the pending change's link again needs no password (the change was allowed).
    await askForEmail(customer, newEmail);
    const again = await attempt(undefined);
    expect(again.statusCode, again.body).toBe(200);
  });

  it("mails at most 5 confirmation links an hour for one account, then answers 429", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    for (let i = 0; i < 5; i += 1) await askForEmail(customer, uniqueEmail(`many${i}`));
    const sixth = await accountCall(t, "PUT", "/account", {
      cookie: customer.cookie,
      payload: detailsOf(customer, { email: uniqueEmail("many5") }),
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(
      "You have asked for several e-mail changes in the last hour. Please try again later.",
    );
    const confirmations = (await outboxOf(t, customer.user.idnumber)).filter(
      (mail) => mail.kind === "email-change-confirm",
    );
    expect(confirmations).toHaveLength(5);
    // Other details still save.
    const details = await accountCall(t, "PUT", "/account", {
      cookie: customer.cookie,
      payload: detailsOf(customer, { name: "Renamed" }),
    });
    expect(details.statusCode, details.body).toBe(200);
  });

  it("cancelling the change stops its link", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const newEmail = uniqueEmail("cancel");
    await askForEmail(customer, newEmail);
    const token = await tokenMailedTo(newEmail);
    const cancelled = await accountCall(t, "DELETE", "/account/pending-email", {
      cookie: customer.cookie,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: "The change of your e-mail address is cancelled.",
      email: customer.user.email,
      pendingEmail: null,
    });
    expect((await confirmEmail(t, token)).statusCode).toBe(404);
    expect((await storedUser(t, customer.user.idnumber)).email).toBe(customer.user.email);
  });

  it("an address that became someone else's login meanwhile is refused at confirmation", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const newEmail = uniqueEmail("contested");
    await askForEmail(customer, newEmail);
    const token = await tokenMailedTo(newEmail);
    // The workshop creates another customer with that address before the link is used.
    await createCustomer(t.db, { email: newEmail });
    const response = await confirmEmail(t, token);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("A customer with this email already exists.");
    expect((await storedUser(t, customer.user.idnumber)).email).toBe(customer.user.email);
    // The link cannot succeed any more: it is spent, and nothing is pending.
    expect((await confirmEmail(t, token)).statusCode).toBe(404);
    const details = await accountCall(t, "GET", "/account", { cookie: customer.cookie });
    expect(details.json().pendingEmail).toBeNull();
  });

  it("a link works for its own account only, whoever is signed in where it is opened", async () => {
    const owner = await signInAs(t.app, t.db, "customer");
    const other = await signInAs(t.app, t.db, "customer");
    const newEmail = uniqueEmail("mine");
    await askForEmail(owner, newEmail);
    const token = await tokenMailedTo(newEmail);
    const response = await t.app.inject({
      method: "POST",
      url: `/lifetime-outfitter/account/email-confirmations/${token}`,
      headers: { cookie: other.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect((await storedUser(t, owner.user.idnumber)).email).toBe(newEmail);
    expect((await storedUser(t, other.user.idnumber)).email).toBe(other.user.email);
  });

  it("is limited to 30 tries a minute from one address", async () => {
    const ip = "198.18.0.7";
    const tries = [];
    for (let i = 0; i < 31; i += 1)
      tries.push((await confirmEmail(t, "x".repeat(43), ip)).statusCode);
    expect(tries.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(tries[30]).toBe(429);
  });

  it("at once: a link used twice changes the address once; two changes leave one live link", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const newEmail = uniqueEmail("twice");
    await askForEmail(customer, newEmail);
    const token = await tokenMailedTo(newEmail);
    const answers = await Promise.all([confirmEmail(t, token), confirmEmail(t, token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);

    const [a, b] = [uniqueEmail("race-a"), uniqueEmail("race-b")];
    const saves = await Promise.all([
      accountCall(t, "PUT", "/account", {
        cookie: customer.cookie,
        payload: detailsOf(customer, { email: a }),
      }),
      accountCall(t, "PUT", "/account", {
        cookie: customer.cookie,
        payload: detailsOf(customer, { email: b }),
      }),
    ]);
    expect(saves.map((save) => save.statusCode)).toEqual([200, 200]);
    const open = await t.db
      .select({ email: linkTokens.email })
      .from(linkTokens)
      .where(
        and(
          eq(linkTokens.userIdnumber, customer.user.idnumber),
          eq(linkTokens.purpose, "confirm-email"),
          isNull(linkTokens.revokedAt),
          isNull(linkTokens.usedAt),
        ),
      );
    expect(open).toHaveLength(1);
    const details = await accountCall(t, "GET", "/account", { cookie: customer.cookie });
    expect(details.json().pendingEmail).toBe(open[0]?.email);
  });
});
