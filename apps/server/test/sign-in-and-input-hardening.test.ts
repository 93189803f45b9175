import { NUL_CHARACTER_MESSAGE } from "@lo/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema";
import { answerError } from "../src/errors";
import { appWithCapturedLogs } from "./captured-logs";
import {
  createAdmin,
  createCustomer,
  DEFAULT_PASSWORD,
  newCustomerPayload,
  signIn,
  uniqueEmail,
} from "./factories";
import { createTestApp, JSON_HEADERS, type TestApp } from "./helpers";

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t.db);
  adminCookie = await signIn(t.app, admin.user.email, DEFAULT_PASSWORD);
});
afterAll(() => t.close());

const API = "/lifetime-outfitter";
let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: "POST",
    url: `${API}/users/login`,
    payload: { email, password },
    remoteAddress,
  });

describe("the per-account sign-in limit cannot be raced", () => {
  it("checks at most 5 of 20 parallel wrong passwords for one account from one address", async () => {
    const { user, password } = await createCustomer(t.db);
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(user.email, `Wrong#Password${i}`, ip)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    // A 401 is a checked password; a 429 was refused before any check.
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect((await login(user.email, password, ip)).statusCode).toBe(429);
    // From another address the customer still signs in.
    expect((await login(user.email, password, freshIp())).statusCode).toBe(200);
  });
});

describe("a NUL byte is refused with 400 wherever it comes in", () => {
  const refused = (body: { message: string; issues?: { message: string }[] }) => {
    expect(body.message).toBe(NUL_CHARACTER_MESSAGE);
  };

  it.each([
    ["the admin customers' search", "/users/get-all-customers?q=ab%00c&limit=5"],
    ["the admin products' search", "/products/?q=%00abc"],
    ["the admin repairs' search", "/repairs/get-admin-repairs?q=ab%00c&limit=5"],
    ["a path parameter", "/users/get-customer/ab%00c"],
  ])("in %s", async (_name, url) => {
    const answer = await t.app.inject({ url: `${API}${url}`, headers: { cookie: adminCookie } });
    expect(answer.statusCode).toBe(400);
    refused(answer.json());
  });

  it("in a text field of a body, and nothing is created", async () => {
    const email = uniqueEmail("nul");
    const answer = await t.app.inject({
      method: "POST",
      url: `${API}/contact`,
      headers: JSON_HEADERS,
      payload: { name: "Ann\u0000e", email, message: "Hello, my strap is torn." },
    });
    expect(answer.statusCode).toBe(400);
    refused(answer.json());
    const created = await t.app.inject({
      method: "POST",
      url: `${API}/users/login`,
      headers: JSON_HEADERS,
      payload: { email, password: "x\u0000" },
      remoteAddress: freshIp(),
    });
    expect(created.statusCode).toBe(400);
  });

  it("in a key of a body", async () => {
    const answer = await t.app.inject({
      method: "POST",
      url: `${API}/users/login`,
      headers: JSON_HEADERS,
      payload: JSON.stringify({ email: "a@b.co", password: "x", "odd\u0000key": 1 }),
      remoteAddress: freshIp(),
    });
    expect(answer.statusCode).toBe(400);
  });
});

describe("answers", () => {
  it("signed-in JSON answers are never stored (Cache-Control: no-store)", async () => {
    const answer = await t.app.inject({ url: `${API}/users/me`, headers: { cookie: adminCookie } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    const refused = await t.app.inject({ url: `${API}/users/me` });
    expect(refused.headers["cache-control"]).toBe("no-store");
  });

  it("an answer made before routing (a URL that cannot be decoded) has the security headers", async () => {
    for (const url of ["/%E0%A4%A", `${API}/%E0%A4%A`]) {
      const answer = await t.app.inject({ url });
      expect(answer.statusCode).toBe(400);
      expect(answer.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["x-frame-options"]).toBe("SAMEORIGIN");
    }
  });

  it("error logs leave out the values of the statement that failed", async () => {
    // The issue's probe: a failing statement's values (a customer's e-mail) must not reach the
    // error log, through the app's own error answer and log serializers.
    const personal = "thandi.secret@example.test";
    const { app, logged } = appWithCapturedLogs("error");
    app.setErrorHandler(answerError);
    app.get("/failing-statement", async () => t.db.execute(sql`select ${personal}::int`));
    const answer = await app.inject({ url: "/failing-statement" });
    await app.close();
    expect(answer.statusCode).toBe(500);
    expect(logged()).toContain("Failed query");
    expect(logged()).toContain("invalid input syntax");
    expect(logged()).not.toContain(personal);
  });
});

describe("ID numbers are unique whatever their letter case", () => {
  it("refuses a second customer whose ID number differs only in case", async () => {
    const idnumber = `PqXz${Date.now().toString(36)}`;
    const create = (id: string) =>
      t.app.inject({
        method: "POST",
        url: `${API}/users/create`,
        headers: { ...JSON_HEADERS, cookie: adminCookie },
        payload: newCustomerPayload({
          idnumber: id,
          name: "Pieter",
          surname: "Kruger",
          email: uniqueEmail("pieter"),
          issouthafrican: 0,
          country: "Namibia",
        }),
      });
    expect((await create(idnumber)).statusCode).toBe(201);
    const twin = await create(idnumber.toLowerCase());
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe("User already exists!");
    const rows = await t.db
      .select({ idnumber: users.idnumber })
      .from(users)
      .where(eq(sql`lower(${users.idnumber})`, idnumber.toLowerCase()));
    expect(rows).toHaveLength(1);
  });

  it("the database refuses it too (an insert that skipped the check)", async () => {
    const { user } = await createCustomer(t.db, { idnumber: `AbC${Date.now()}` });
    await expect(createCustomer(t.db, { idnumber: user.idnumber.toLowerCase() })).rejects.toThrow();
  });
});
