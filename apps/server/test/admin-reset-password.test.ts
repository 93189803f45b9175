import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../src/identity/passwords";
import { users } from "../src/db/schema";
import { createCustomer, signIn, signInAs } from "./factories";
import { createTestApp, JSON_HEADERS, ownDataRoute, type TestApp } from "./helpers";
import { createCustomerByApi, sessionCookieOf } from "./password-links-support";

// The admin's "Reset Password" on Manage Customers, end to end over HTTP. The rules of the
// route itself (own password, other admins, flag-0 admins) are in reset-password.test.ts.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ routes: ownDataRoute });
});
afterAll(() => t.close());

const API = "/lifetime-outfitter";

function put(url: string, payload: unknown, cookie?: string) {
  return t.app.inject({
    method: "PUT",
    url: `${API}${url}`,
    headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(payload),
  });
}

function get(url: string, cookie: string) {
  return t.app.inject({ method: "GET", url: `${API}${url}`, headers: { cookie } });
}

async function passwordHashOf(idnumber: string): Promise<string> {
  const [row] = await t.db.select().from(users).where(eq(users.idnumber, idnumber));
  if (!row) throw new Error("user vanished");
  return row.passwordHash;
}

describe("an admin resets a customer's password", () => {
  it("the customer's sessions end and they sign in with their ID number to choose a new one", async () => {
    const admin = await signInAs(t.app, t.db, "admin");
    const { idnumber, email } = await createCustomerByApi({ t, admin });

    // The customer sets their own password, then works with two browsers.
    const first = await signIn(t.app, email, idnumber);
    expect(
      (
        await put(
          `/users/reset-password/${idnumber}`,
          { password: "Own#Choice42", passwordflag: 1 },
          first,
        )
      ).statusCode,
    ).toBe(200);
    const laptop = await signIn(t.app, email, "Own#Choice42");
    const phone = await signIn(t.app, email, "Own#Choice42");
    expect((await get(`/test/own/${idnumber}`, laptop)).statusCode).toBe(200);

    // The original client (requirements §4) sends the ID number as the password with flag 0.
    const reset = await put(
      `/users/reset-password/${idnumber}`,
      { password: idnumber, passwordflag: 0 },
      admin.cookie,
    );
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: "Password reset successfully" });

    for (const oldCookie of [first, laptop, phone]) {
      const response = await get("/users/me", oldCookie);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe("Please sign in.");
    }
    expect(await verifyPassword(await passwordHashOf(idnumber), "Own#Choice42")).toBe(false);

    const again = await signIn(t.app, email, idnumber);
    expect((await get("/users/me", again)).json()).toMatchObject({ idnumber, passwordflag: 0 });
    // Until a new password is set, nothing else is open to them.
    const blocked = await get(`/test/own/${idnumber}`, again);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe("Please set a new password first.");

    const chosen = await put(
      `/users/reset-password/${idnumber}`,
      { password: "Fresh#Start77", passwordflag: 1 },
      again,
    );
    expect(chosen.statusCode).toBe(200);
    // A password change gives the browser a new session token; the old one is spent.
    const renewed = sessionCookieOf(chosen) ?? "";
    expect(renewed).not.toBe("");
    expect((await get("/users/me", renewed)).json().passwordflag).toBe(1);
    expect((await get("/users/me", again)).statusCode).toBe(401);
  });

  it("an admin cannot send passwordflag 1 for a customer", async () => {
    const admin = await signInAs(t.app, t.db, "admin");
    const customer = await createCustomer(t.db);
    const response = await put(
      `/users/reset-password/${customer.user.idnumber}`,
      { password: "Admin#Chose1", passwordflag: 1 },
      admin.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(
      await verifyPassword(await passwordHashOf(customer.user.idnumber), customer.password),
    ).toBe(true);
  });

  it("a visitor (401) and another customer (404) cannot reset it, and nothing changes", async () => {
    const customer = await createCustomer(t.db);
    const customerCookie = await signIn(t.app, customer.user.email, customer.password);
    const path = `/users/reset-password/${customer.user.idnumber}`;

    const visitor = await put(path, { passwordflag: 0 });
    expect(visitor.statusCode).toBe(401);

    const other = await signInAs(t.app, t.db, "customer");
    const byOther = await put(path, { passwordflag: 0 }, other.cookie);
    expect(byOther.statusCode).toBe(404);

    expect(
      await verifyPassword(await passwordHashOf(customer.user.idnumber), customer.password),
    ).toBe(true);
    expect((await get("/users/me", customerCookie)).statusCode).toBe(200);
  });

  it("a customer cannot reset their own password to the ID number", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const response = await put(
      `/users/reset-password/${customer.user.idnumber}`,
      { passwordflag: 0 },
      customer.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect((await get("/users/me", customer.cookie)).json().passwordflag).toBe(1);
  });
});
