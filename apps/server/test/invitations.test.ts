import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { linkTokens, loginFailures, users } from "../src/db/schema";
import { createAdmin, createCustomer, signIn, signInAs } from "./factories";
import {
  call,
  createCustomerByApi,
  NEW_PASSWORD,
  newMailTo,
  NOT_LIVE,
  passwordLinksOf,
  tokenIn,
  useSuite,
} from "./password-links-support";
import { pendingPasswordSession } from "./repairs-support";

// The admin's side of invitations (resend, the status on the customer records), the admin
// reset's mail, and the temporary ID-number password that lapses (design §8).

const suite = useSuite();

const resend = (idnumber: string, cookie?: string) =>
  call(suite.t, "POST", `/customers/${encodeURIComponent(idnumber)}/invitation`, { cookie });

async function statusOf(idnumber: string): Promise<unknown> {
  const answer = await call(suite.t, "GET", `/users/get-all-customers?idnumber=${idnumber}`, {
    cookie: suite.admin.cookie,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().data[0]?.invitationStatus;
}

const login = (email: string, password: string) =>
  call(suite.t, "POST", "/users/login", { payload: { email, password } });

describe("POST /customers/{id}/invitation", () => {
  it("mails a new invitation and ends the earlier link", async () => {
    const customer = await createCustomerByApi(suite, "Thabo");
    const first = tokenIn(await newMailTo(suite, customer.email));
    const answer = await resend(customer.idnumber, suite.admin.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: "Invitation sent." });
    const second = await newMailTo(suite, customer.email, 1);
    expect(second.text).toContain("Dear Thabo,");
    expect((await call(suite.t, "GET", `/password-links/${first}`)).json()).toEqual(NOT_LIVE);
    const token = tokenIn(second);
    expect((await call(suite.t, "GET", `/password-links/${token}`)).json()).toEqual({
      purpose: "invitation",
    });
    const links = await passwordLinksOf(suite.t, customer.idnumber);
    expect(links.map((link) => [link.purpose, link.revokedAt !== null])).toEqual([
      ["invitation", true],
      ["invitation", false],
    ]);
  });

  it("refuses a visitor (401), a customer (403) and a pending password change (403)", async () => {
    const { user } = await createCustomer(suite.t.db, { passwordFlag: 0 });
    const customer = await signInAs(suite.t.app, suite.t.db, "customer");
    const pending = await pendingPasswordSession(suite.t);
    expect((await resend(user.idnumber)).statusCode).toBe(401);
    expect((await resend(user.idnumber, customer.cookie)).statusCode).toBe(403);
    // Not even for themselves.
    expect((await resend(customer.user.idnumber, customer.cookie)).statusCode).toBe(403);
    expect((await resend(user.idnumber, pending.cookie)).statusCode).toBe(403);
    expect(await passwordLinksOf(suite.t, user.idnumber)).toHaveLength(0);
  });

  it("answers 409 for a customer who has chosen a password already, and mails nothing", async () => {
    const { user } = await createCustomer(suite.t.db, { passwordFlag: 1 });
    const answer = await resend(user.idnumber, suite.admin.cookie);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(
      "This customer has already chosen a password. Use Reset Password to send them a new link.",
    );
    expect(await passwordLinksOf(suite.t, user.idnumber)).toHaveLength(0);
  });

  it("answers 404 for an unknown ID number and for an admin", async () => {
    const unknown = await resend("0000000000000", suite.admin.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Customer not found.");
    expect((await resend(suite.admin.user.idnumber, suite.admin.cookie)).statusCode).toBe(404);
  });
});

describe("invitationStatus on the admin's customer records", () => {
  it("pending, then accepted once the password is set", async () => {
    const customer = await createCustomerByApi(suite);
    expect(await statusOf(customer.idnumber)).toBe("pending");
    const token = tokenIn(await newMailTo(suite, customer.email));
    expect(await statusOf(customer.idnumber)).toBe("pending");
    await call(suite.t, "POST", `/password-links/${token}`, {
      payload: { password: NEW_PASSWORD },
    });
    expect(await statusOf(customer.idnumber)).toBe("accepted");
  });

  it("expired when no link is live any more; a resend makes it pending again", async () => {
    const customer = await createCustomerByApi(suite);
    await suite.t.db
      .update(linkTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(linkTokens.userIdnumber, customer.idnumber));
    expect(await statusOf(customer.idnumber)).toBe("expired");
    await resend(customer.idnumber, suite.admin.cookie);
    expect(await statusOf(customer.idnumber)).toBe("pending");
  });

  it("null for an account never invited; accepted for anyone who chose a password", async () => {
    const never = await createCustomer(suite.t.db, { passwordFlag: 0 });
    const chose = await createCustomer(suite.t.db);
    expect(await statusOf(never.user.idnumber)).toBeNull();
    expect(await statusOf(chose.user.idnumber)).toBe("accepted");
  });

  it("is in every list answer: paged, unpaged and sorted", async () => {
    const customer = await createCustomerByApi(suite);
    for (const query of ["", "?limit=500", "?sort=totalRepairs&limit=500", "?q=invited"]) {
      const answer = await call(suite.t, "GET", `/users/get-all-customers${query}`, {
        cookie: suite.admin.cookie,
      });
      const data = answer.json().data as { id: string; invitationStatus: unknown }[];
      expect(data.find((record) => record.id === customer.idnumber)?.invitationStatus).toBe(
        "pending",
      );
      expect(data.every((record) => "invitationStatus" in record)).toBe(true);
    }
  });
});

describe("an admin reset", () => {
  it("also mails a reset link valid 7 days, which replaces the temporary password", async () => {
    const { user } = await createCustomer(suite.t.db, { name: "Zanele" });
    const reset = await call(suite.t, "PUT", `/users/reset-password/${user.idnumber}`, {
      cookie: suite.admin.cookie,
      payload: { password: user.idnumber, passwordflag: 0 },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: "Password reset successfully" });
    const mail = await newMailTo(suite, user.email);
    expect(mail.subject).toBe("Your Lifetime Outfitter password was reset");
    expect(mail.text).toContain("Dear Zanele,");
    expect(mail.text).toContain("7 days");
    const [link] = await passwordLinksOf(suite.t, user.idnumber);
    expect(link?.purpose).toBe("reset");
    const lifetime = (link?.expiresAt?.getTime() ?? 0) - (link?.createdAt.getTime() ?? 0);
    expect(lifetime).toBe(7 * 24 * 3600 * 1000);
    expect(await statusOf(user.idnumber)).toBe("pending");
    // The ID number signs in meanwhile (requirements §4), until the link is used.
    await signIn(suite.t.app, user.email, user.idnumber);
    const set = await call(suite.t, "POST", `/password-links/${tokenIn(mail)}`, {
      payload: { password: NEW_PASSWORD },
    });
    expect(set.json()).toMatchObject({ passwordflag: 1, idnumber: user.idnumber });
    expect((await login(user.email, user.idnumber)).statusCode).toBe(401);
  });
});

describe("the temporary ID-number password", () => {
  async function temporary() {
    const customer = await createCustomerByApi(suite);
    return customer;
  }

  const setBack = (idnumber: string, days: number) =>
    suite.t.db
      .update(users)
      .set({ passwordSetAt: sql`now() - make_interval(days => ${days}::int)` })
      .where(eq(users.idnumber, idnumber));

  it("signs in for TEMP_PASSWORD_DAYS (7) after it was set", async () => {
    const { idnumber, email } = await temporary();
    await setBack(idnumber, 6);
    const answer = await login(email, idnumber);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().passwordflag).toBe(0);
  });

  it("after that gets exactly the wrong-password answer, and counts as a failure", async () => {
    const { idnumber, email } = await temporary();
    await setBack(idnumber, 8);
    const lapsed = await login(email, idnumber);
    const wrong = await login(email, "Wrong#Password1");
    expect(lapsed.statusCode).toBe(401);
    expect(lapsed.body).toBe(wrong.body);
    expect(lapsed.cookies).toHaveLength(0);
    const failures = await suite.t.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.emailLower, email.toLowerCase()));
    expect(failures).toHaveLength(2);
    // A password the person chose (flag 1) never lapses.
    const chosen = await createCustomer(suite.t.db);
    await setBack(chosen.user.idnumber, 400);
    expect((await login(chosen.user.email, chosen.password)).statusCode).toBe(200);
  });

  it("choosing a password in the first-time dialog ends the mailed link", async () => {
    const customer = await createCustomerByApi(suite);
    const token = tokenIn(await newMailTo(suite, customer.email));
    const cookie = await signIn(suite.t.app, customer.email, customer.idnumber);
    const own = await call(suite.t, "PUT", `/users/reset-password/${customer.idnumber}`, {
      cookie,
      payload: { password: NEW_PASSWORD, passwordflag: 1 },
    });
    expect(own.statusCode).toBe(200);
    expect((await call(suite.t, "GET", `/password-links/${token}`)).json()).toEqual(NOT_LIVE);
    expect(await statusOf(customer.idnumber)).toBe("accepted");
  });

  it("the first admin's generated password (flag 0 too, but random) does not lapse", async () => {
    const admin = await createAdmin(suite.t.db, { passwordFlag: 0 });
    await setBack(admin.user.idnumber, 30);
    expect((await login(admin.user.email, admin.password)).statusCode).toBe(200);
  });

  it("an admin reset sets it again for another TEMP_PASSWORD_DAYS", async () => {
    const { idnumber, email } = await temporary();
    await setBack(idnumber, 30);
    expect((await login(email, idnumber)).statusCode).toBe(401);
    await call(suite.t, "PUT", `/users/reset-password/${idnumber}`, {
      cookie: suite.admin.cookie,
      payload: { passwordflag: 0 },
    });
    expect((await login(email, idnumber)).statusCode).toBe(200);
  });
});
