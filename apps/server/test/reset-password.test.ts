import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../src/identity/passwords";
import { sessions, users } from "../src/db/schema";
import { createAdmin, createCustomer, signIn, signInAs } from "./factories";
import { createTestApp, JSON_HEADERS, type TestApp } from "./helpers";
import { sessionCookieOf } from "./password-links-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function reset(id: string, payload: unknown, cookie?: string) {
  return t.app.inject({
    method: "PUT",
    url: `/lifetime-outfitter/users/reset-password/${encodeURIComponent(id)}`,
    headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(payload),
  });
}

const me = (cookie: string) =>
  t.app.inject({ method: "GET", url: "/lifetime-outfitter/users/me", headers: { cookie } });

async function storedUser(idnumber: string) {
  const [row] = await t.db.select().from(users).where(eq(users.idnumber, idnumber));
  if (!row) throw new Error("user vanished");
  return row;
}

/**
 * Makes the database refuse to delete this user's sessions while `run` runs, to see that a
 * password change whose sessions cannot be ended is not saved either (one transaction).
 */
async function withSessionDeleteFailing<T>(idnumber: string, run: () => Promise<T>): Promise<T> {
  if (!/^\d+$/.test(idnumber)) throw new Error("unexpected id number");
  await t.db.execute(
    sql.raw(`CREATE FUNCTION lo_test_refuse_session_delete() RETURNS trigger AS $$
      BEGIN
        IF OLD.user_idnumber = '${idnumber}' THEN
          RAISE EXCEPTION 'sessions of ${idnumber} cannot be deleted';
        END IF;
        RETURN OLD;
      END $$ LANGUAGE plpgsql`),
  );
  await t.db.execute(
    sql.raw(`CREATE TRIGGER lo_test_refuse_session_delete BEFORE DELETE ON sessions
      FOR EACH ROW EXECUTE FUNCTION lo_test_refuse_session_delete()`),
  );
  try {
    return await run();
  } finally {
    await t.db.execute(sql.raw("DROP TRIGGER lo_test_refuse_session_delete ON sessions"));
    await t.db.execute(sql.raw("DROP FUNCTION lo_test_refuse_session_delete()"));
  }
}

const sessionsOf = (idnumber: string) =>
  t.db.select().from(sessions).where(eq(sessions.userIdnumber, idnumber));

describe("PUT /users/reset-password/{own id}", () => {
  it("sets the new password and flag 1, renews this session's token and ends the others", async () => {
    const { user, password } = await createCustomer(t.db, { passwordFlag: 0 });
    const here = await signIn(t.app, user.email, password);
    const elsewhere = await signIn(t.app, user.email, password);

    const response = await reset(
      user.idnumber,
      { password: "Fresh#Leather9", passwordflag: 1 },
      here,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Password updated successfully" });

    const row = await storedUser(user.idnumber);
    expect(row.passwordFlag).toBe(1);
    expect(await verifyPassword(row.passwordHash, "Fresh#Leather9")).toBe(true);
    // This browser goes on with a new token (a password change renews it); the old one is spent.
    expect((await me(sessionCookieOf(response) ?? "")).statusCode).toBe(200);
    expect((await me(here)).statusCode).toBe(401);
    expect((await me(elsewhere)).statusCode).toBe(401);
    await signIn(t.app, user.email, "Fresh#Leather9");
  });

  it("keeps the old password when the other sessions cannot be ended (one transaction)", async () => {
    const { user, password } = await createCustomer(t.db, { passwordFlag: 0 });
    const here = await signIn(t.app, user.email, password);
    await signIn(t.app, user.email, password);
    const before = await storedUser(user.idnumber);

    const response = await withSessionDeleteFailing(user.idnumber, () =>
      reset(user.idnumber, { password: "Fresh#Leather9", passwordflag: 1 }, here),
    );
    expect(response.statusCode).toBe(500);
    const after = await storedUser(user.idnumber);
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.passwordFlag).toBe(0);
    expect(await sessionsOf(user.idnumber)).toHaveLength(2);
  });

  it("reports every broken rule as its own issue", async () => {
    const { cookie, user } = await signInAs(t.app, t.db, "customer");
    const response = await reset(user.idnumber, { password: "abc", passwordflag: 1 }, cookie);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    const messages = body.issues.map((issue: { message: string }) => issue.message);
    expect(messages).toEqual([
      "Password must be at least 8 characters",
      "Password must contain at least one uppercase letter",
      "Password must contain at least one number",
      "Password must contain at least one special character",
    ]);
    expect(body.issues.every((issue: { path: string }) => issue.path === "password")).toBe(true);
    expect(body.error).toBe("Password must be at least 8 characters");
    expect(body.message).toBe(body.error);
  });

  it("refuses a password over 128 characters", async () => {
    const { cookie, user } = await signInAs(t.app, t.db, "customer");
    const response = await reset(
      user.idnumber,
      { password: `Aa1!${"x".repeat(130)}`, passwordflag: 1 },
      cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Password must be at most 128 characters");
  });

  it("refuses a missing password", async () => {
    const { cookie, user } = await signInAs(t.app, t.db, "customer");
    const response = await reset(user.idnumber, { passwordflag: 1 }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe("password");
  });

  it("refuses the ID number as the new password", async () => {
    // A passport number can satisfy every rule, so only this check stands in the way.
    const idnumber = "Passport#2024X";
    const { cookie } = await signInAs(t.app, t.db, "customer", { idnumber, isSouthAfrican: false });
    const response = await reset(idnumber, { password: idnumber, passwordflag: 1 }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "Your new password must not be your ID number.",
      message: "Your new password must not be your ID number.",
      issues: [{ path: "password", message: "Your new password must not be your ID number." }],
    });
  });

  it("answers 404 when a customer names someone else", async () => {
    const { cookie } = await signInAs(t.app, t.db, "customer");
    const other = await createCustomer(t.db);
    const response = await reset(
      other.user.idnumber,
      { password: "Fresh#Leather9", passwordflag: 1 },
      cookie,
    );
    expect(response.statusCode).toBe(404);
    expect(
      await verifyPassword((await storedUser(other.user.idnumber)).passwordHash, other.password),
    ).toBe(true);
  });

  it("answers 401 to a visitor", async () => {
    const other = await createCustomer(t.db);
    const response = await reset(other.user.idnumber, {
      password: "Fresh#Leather9",
      passwordflag: 1,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("PUT /users/reset-password/{customer id} by an admin", () => {
  it("resets a customer's password to their ID number with flag 0 and ends their sessions", async () => {
    const admin = await signInAs(t.app, t.db, "admin");
    const customer = await createCustomer(t.db);
    const customerCookie = await signIn(t.app, customer.user.email, customer.password);

    const response = await reset(customer.user.idnumber, { passwordflag: 0 }, admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Password reset successfully" });

    const row = await storedUser(customer.user.idnumber);
    expect(row.passwordFlag).toBe(0);
    expect(await verifyPassword(row.passwordHash, customer.user.idnumber)).toBe(true);
    expect((await me(customerCookie)).statusCode).toBe(401);
    // The admin is still signed in.
    expect((await me(admin.cookie)).statusCode).toBe(200);

    const again = await signIn(t.app, customer.user.email, customer.user.idnumber);
    expect((await me(again)).json().passwordflag).toBe(0);
  });

  it("keeps the customer's password when their sessions cannot be ended (one transaction)", async () => {
    const admin = await signInAs(t.app, t.db, "admin");
    const customer = await createCustomer(t.db);
    const customerCookie = await signIn(t.app, customer.user.email, customer.password);
    const before = await storedUser(customer.user.idnumber);

    const response = await withSessionDeleteFailing(customer.user.idnumber, () =>
      reset(customer.user.idnumber, { passwordflag: 0 }, admin.cookie),
    );
    expect(response.statusCode).toBe(500);
    const after = await storedUser(customer.user.idnumber);
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.passwordFlag).toBe(1);
    expect((await me(customerCookie)).statusCode).toBe(200);
  });

  it("accepts the ID number as the password field and refuses anything else", async () => {
    const admin = await signInAs(t.app, t.db, "admin");
    const customer = await createCustomer(t.db);
    const ok = await reset(
      customer.user.idnumber,
      { password: customer.user.idnumber, passwordflag: 0 },
      admin.cookie,
    );
    expect(ok.statusCode).toBe(200);
    const refused = await reset(
      customer.user.idnumber,
      { password: "Something#Else1", passwordflag: 0 },
      admin.cookie,
    );
    expect(refused.statusCode).toBe(400);
  });

  it("answers 404 for another admin or an unknown id", async () => {
    const admin = await signInAs(t.app, t.db, "admin");
    const otherAdmin = await createAdmin(t.db);
    expect(
      (await reset(otherAdmin.user.idnumber, { passwordflag: 0 }, admin.cookie)).statusCode,
    ).toBe(404);
    expect((await reset("0000000000000", { passwordflag: 0 }, admin.cookie)).statusCode).toBe(404);
  });

  it("needs the admin to have set their own password first", async () => {
    const { user, password } = await createAdmin(t.db, { passwordFlag: 0 });
    const cookie = await signIn(t.app, user.email, password);
    const customer = await createCustomer(t.db);
    const response = await reset(customer.user.idnumber, { passwordflag: 0 }, cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Please set a new password first.");
  });
});
