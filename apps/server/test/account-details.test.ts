import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkTokens, sessions } from "../src/db/schema";
import { createCustomer, signIn, signInAs } from "./factories";
import { createTestApp, type TestApp } from "./helpers";
import { accountCall, detailsOf, outboxOf, storedUser } from "./account-support";

// GET/PUT /account and signing out elsewhere (decision 062). The change of e-mail address
// is in account-email-change.test.ts.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /account", () => {
  it("gives the customer's details under the customer update payload's names", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const response = await accountCall(t, "GET", "/account", { cookie: customer.cookie });
    expect(response.statusCode).toBe(200);
    const { user } = customer;
    expect(response.json()).toEqual({
      idnumber: user.idnumber,
      name: user.name,
      surname: user.surname,
      email: user.email,
      cellphone: "082 555 0100",
      issouthafrican: true,
      address: "1 Long Street",
      city: "Cape Town",
      province: "Western Cape",
      postalcode: 8001,
      country: "South Africa",
      pendingEmail: null,
    });
  });
});

describe("PUT /account", () => {
  it("saves name, phone and address, and answers the details as saved", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const body = detailsOf(customer, {
      name: "  Thandiwe ",
      surname: "Mokoena",
      cellphone: "",
      address: "7 Loop Street",
      city: "Durban",
      province: "KwaZulu-Natal",
      postalcode: "4001",
      country: "Namibia",
    });
    const response = await accountCall(t, "PUT", "/account", {
      cookie: customer.cookie,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: "Your details have been saved.",
      idnumber: customer.user.idnumber,
      name: "Thandiwe",
      surname: "Mokoena",
      email: customer.user.email,
      cellphone: null,
      address: "7 Loop Street",
      city: "Durban",
      postalcode: 4001,
      // A South African's country stays South Africa, as the customer API stores it.
      country: "South Africa",
      pendingEmail: null,
    });
    const row = await storedUser(t, customer.user.idnumber);
    expect(row).toMatchObject({ name: "Thandiwe", street: "7 Loop Street", postalCode: 4001 });
    // The same e-mail is no change: no link, no mail.
    expect(await outboxOf(t, customer.user.idnumber)).toEqual([]);
    // The header shows the new name at once: /users/me reads it.
    const me = await accountCall(t, "GET", "/users/me", { cookie: customer.cookie });
    expect(me.json().name).toBe("Thandiwe");
  });

  it("refuses bad input with the SPEC's messages and changes nothing", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const before = await storedUser(t, customer.user.idnumber);
    const response = await accountCall(t, "PUT", "/account", {
      cookie: customer.cookie,
      payload: detailsOf(customer, {
        name: " ",
        email: "not-an-address",
        postalcode: "80A1",
        city: "x".repeat(101),
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: "name", message: "Name is required" },
      { path: "email", message: "Please enter a valid email address" },
      { path: "city", message: "Must be at most 100 characters" },
      { path: "postalcode", message: "Postal code must be a number" },
    ]);
    expect(await storedUser(t, customer.user.idnumber)).toEqual(before);
  });

  it("needs a country from a customer who is not South African", async () => {
    const customer = await signInAs(t.app, t.db, "customer", {
      idnumber: `P${Date.now()}`,
      isSouthAfrican: false,
      country: "Namibia",
    });
    const before = await storedUser(t, customer.user.idnumber);
    const missing = await accountCall(t, "PUT", "/account", {
      cookie: customer.cookie,
      payload: detailsOf(customer, { country: "", name: "Changed" }),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([{ path: "country", message: "Country is required" }]);
    expect(await storedUser(t, customer.user.idnumber)).toEqual(before);
    const moved = await accountCall(t, "PUT", "/account", {
      cookie: customer.cookie,
      payload: detailsOf(customer, { country: "Botswana" }),
    });
    expect(moved.json().country).toBe("Botswana");
  });

  it("never changes the ID number: the own one sent back is ignored, another is refused", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const { idnumber } = customer.user;
    const same = await accountCall(t, "PUT", "/account", {
      cookie: customer.cookie,
      payload: { ...detailsOf(customer, { surname: "Same" }), idnumber, issouthafrican: false },
    });
    expect(same.statusCode).toBe(200);
    // issouthafrican is not the customer's to set: dropped.
    expect(same.json()).toMatchObject({ idnumber, issouthafrican: true, surname: "Same" });

    const before = await storedUser(t, idnumber);
    const other = await accountCall(t, "PUT", "/account", {
      cookie: customer.cookie,
      payload: { ...detailsOf(customer, { surname: "Other" }), idnumber: "9001015009087" },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().issues).toEqual([
      {
        path: "idnumber",
        message: "Your ID number cannot be changed here. Please contact the workshop.",
      },
    ]);
    expect(await storedUser(t, idnumber)).toEqual(before);
  });

  it("refuses an address that is someone else's login, in any letter case, and changes nothing", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const other = await createCustomer(t.db);
    const before = await storedUser(t, customer.user.idnumber);
    const response = await accountCall(t, "PUT", "/account", {
      cookie: customer.cookie,
      payload: detailsOf(customer, { email: other.user.email.toUpperCase(), surname: "Changed" }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: "A customer with this email already exists.",
      message: "A customer with this email already exists.",
      issues: [{ path: "email", message: "A customer with this email already exists." }],
    });
    expect(await storedUser(t, customer.user.idnumber)).toEqual(before);
    expect(await outboxOf(t, customer.user.idnumber)).toEqual([]);
    const links = await t.db
      .select()
      .from(linkTokens)
      .where(eq(linkTokens.userIdnumber, customer.user.idnumber));
    expect(links).toEqual([]);
  });
});

describe("POST /account/sessions/end-others", () => {
  it("ends every other session of the customer and keeps this one", async () => {
    const { user, password } = await createCustomer(t.db);
    const here = await signIn(t.app, user.email, password);
    const phone = await signIn(t.app, user.email, password);
    const laptop = await signIn(t.app, user.email, password);
    const someoneElse = await signInAs(t.app, t.db, "customer");

    const response = await accountCall(t, "POST", "/account/sessions/end-others", { cookie: here });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "You have been signed out everywhere else." });
    expect((await accountCall(t, "GET", "/account", { cookie: here })).statusCode).toBe(200);
    for (const cookie of [phone, laptop]) {
      expect((await accountCall(t, "GET", "/users/me", { cookie })).statusCode).toBe(401);
    }
    const left = await t.db.select().from(sessions).where(eq(sessions.userIdnumber, user.idnumber));
    expect(left).toHaveLength(1);
    expect(
      (await accountCall(t, "GET", "/users/me", { cookie: someoneElse.cookie })).statusCode,
    ).toBe(200);
  });
});

describe("who may call the account routes", () => {
  const routes: [string, string, unknown?][] = [
    ["GET", "/account"],
    ["PUT", "/account", { name: "X", surname: "Y", email: "x@example.test" }],
    ["DELETE", "/account/pending-email"],
  ];

  it("a visitor gets 401, an admin 403, a customer whose password change is pending 403", async () => {
    const admin = await signInAs(t.app, t.db, "admin");
    const fresh = await createCustomer(t.db, { passwordFlag: 0 });
    const pending = await signIn(t.app, fresh.user.email, fresh.password);
    for (const [method, url, payload] of routes) {
      const as = (cookie?: string) =>
        accountCall(t, method as "GET", url, { ...(cookie ? { cookie } : {}), payload });
      expect((await as()).statusCode, `${method} ${url} visitor`).toBe(401);
      expect((await as(admin.cookie)).statusCode, `${method} ${url} admin`).toBe(403);
      expect((await as(pending)).statusCode, `${method} ${url} pending`).toBe(403);
    }
    // And nothing of the admin's changed.
    expect((await storedUser(t, admin.user.idnumber)).name).toBe(admin.user.name);
    // Ending one's other sessions is for everyone signed in: admins too.
    const endOthers = (cookie?: string) =>
      accountCall(t, "POST", "/account/sessions/end-others", cookie ? { cookie } : {});
    expect((await endOthers()).statusCode).toBe(401);
    expect((await endOthers(pending)).statusCode).toBe(403);
    expect((await endOthers(admin.cookie)).statusCode).toBe(200);
  });

  it("a customer reaches only their own account: there is no way to name another", async () => {
    const owner = await signInAs(t.app, t.db, "customer");
    const other = await signInAs(t.app, t.db, "customer");
    const before = await storedUser(t, owner.user.idnumber);
    const response = await accountCall(t, "PUT", "/account", {
      cookie: other.cookie,
      payload: { ...detailsOf(owner, { surname: "Hijacked" }), idnumber: owner.user.idnumber },
    });
    expect(response.statusCode).toBe(400);
    expect(await storedUser(t, owner.user.idnumber)).toEqual(before);
    const read = await accountCall(t, "GET", "/account", { cookie: other.cookie });
    expect(read.json().idnumber).toBe(other.user.idnumber);
    await accountCall(t, "POST", "/account/sessions/end-others", { cookie: other.cookie });
    expect((await accountCall(t, "GET", "/account", { cookie: owner.cookie })).statusCode).toBe(
      200,
    );
  });
});
