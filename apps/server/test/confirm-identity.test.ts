import { CONFIRM_IDENTITY_MESSAGES, PASSWORD_MESSAGES } from "@lo/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../src/db/schema";
import { createCustomer, createProduct, signInAs } from "./factories";
import { apiCaller, sessionHashOf } from "./api-call";
import { createTestApp, type TestApp } from "./helpers";

// 'Confirm it is you' (decision 088): the calls that hand out customers' data or a way into an
// account need a proof within the last 15 minutes; the password (or a code, or a passkey)
// given again starts the window anew.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(() => t);

/** The session's last proof, moved `minutes` into the past. */
async function ageConfirmation(cookie: string, minutes: number) {
  await t.db
    .update(sessions)
    .set({ confirmedAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(sessions.tokenHash, sessionHashOf(cookie)));
}

const expectAsked = (answer: { statusCode: number; json: () => { message: string } }) => {
  expect(answer.statusCode).toBe(403);
  expect(answer.json().message).toBe(CONFIRM_IDENTITY_MESSAGES.required);
};

describe("calls that need a recent proof", () => {
  it("let the admin through within 15 minutes of signing in, then ask again", async () => {
    const admin = await signInAs(t.app, t.db, "admin");
    expect((await call("GET", "/customers/export.csv", admin.cookie)).statusCode).toBe(200);

    await ageConfirmation(admin.cookie, 16);
    expectAsked(await call("GET", "/customers/export.csv", admin.cookie));
    expect((await call("GET", "/users/confirm-identity", admin.cookie)).json()).toEqual({
      confirmedUntil: expect.any(String),
    });

    const wrong = await call("POST", "/users/confirm-identity", admin.cookie, {
      password: "Not-it-at-all1!",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([
      { path: "password", message: PASSWORD_MESSAGES.currentWrong },
    ]);
    expectAsked(await call("GET", "/customers/export.csv", admin.cookie));

    const confirmed = await call("POST", "/users/confirm-identity", admin.cookie, {
      password: admin.password,
    });
    expect(confirmed.json()).toEqual({ message: CONFIRM_IDENTITY_MESSAGES.confirmed });
    expect((await call("GET", "/customers/export.csv", admin.cookie)).statusCode).toBe(200);
    const { confirmedUntil } = (await call("GET", "/users/confirm-identity", admin.cookie)).json();
    expect(Date.parse(confirmedUntil) - Date.now()).toBeGreaterThan(14 * 60_000);
  });

  it("cover the exports, a customer's password reset and new e-mail, a direct transfer and a new passkey", async () => {
    const admin = await signInAs(t.app, t.db, "admin");
    const { user: customer } = await createCustomer(t.db);
    const { user: other } = await createCustomer(t.db);
    const piece = await createProduct(t.db, { customerIdnumber: customer.idnumber });
    await ageConfirmation(admin.cookie, 20);

    for (const url of ["/customers/export.csv", "/products/export.csv", "/repairs/export.csv"]) {
      expectAsked(await call("GET", url, admin.cookie));
    }
    expectAsked(
      await call("PUT", `/users/reset-password/${customer.idnumber}`, admin.cookie, {
        passwordflag: 0,
      }),
    );
    const update = (email: string) =>
      call("PUT", `/users/update-customer/${customer.idnumber}`, admin.cookie, {
        name: customer.name,
        surname: customer.surname,
        email,
        cellphone: customer.cellphone,
        issouthafrican: 1,
        address: "1 Long Street",
        city: "Cape Town",
        province: "Western Cape",
        postalcode: 8001,
        country: "South Africa",
      });
    expectAsked(await update(`new.${customer.email}`));
    // The same e-mail (in other letters) is no change: nothing to confirm.
    const same = await update(customer.email.toUpperCase());
    expect(same.statusCode, same.body).toBe(200);
    expectAsked(
      await call("POST", "/transfers/direct", admin.cookie, {
        serialno: piece.serialno,
        customeridnumber: other.idnumber,
      }),
    );
    expectAsked(await call("POST", "/account/passkeys/options", admin.cookie));
  });

  it("ask nothing of one's own password change, which takes the current password", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    await ageConfirmation(customer.cookie, 60);
    const own = await call(
      "PUT",
      `/users/reset-password/${customer.user.idnumber}`,
      customer.cookie,
      {
        password: "Brand&New#Leather7",
        passwordflag: 1,
        currentPassword: customer.password,
      },
    );
    expect(own.statusCode, own.body).toBe(200);
  });

  it("a visitor gets 401 from the confirmation's routes", async () => {
    expect((await call("GET", "/users/confirm-identity")).statusCode).toBe(401);
    expect(
      (await call("POST", "/users/confirm-identity", undefined, { password: "x" })).statusCode,
    ).toBe(401);
  });
});
