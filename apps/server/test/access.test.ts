import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { currentUser } from "../src/identity/access";
import { createAdmin, createCustomer, signIn, signInAs } from "./factories";
import { buildApp } from "../src/app";
import type { Db } from "../src/db/client";
import { createTestApp, JSON_HEADERS, testConfig, type TestApp } from "./helpers";
import { sessionCookieOf } from "./password-links-support";

// Throw-away routes, one per access level, declared exactly as features declare theirs.
const routes: FastifyPluginAsyncZod = async (api) => {
  api.get("/test/signed-in", { config: { access: "signedIn" } }, async (request) => ({
    idnumber: currentUser(request).idnumber,
  }));
  api.get("/test/admin", { config: { access: "admin" } }, async () => ({ ok: true }));
  api.get(
    "/test/own/:id",
    { config: { access: { own: "id" } }, schema: { params: z.object({ id: z.string() }) } },
    async (request) => ({ id: request.params.id }),
  );
  api.post(
    "/test/own-body",
    {
      config: { access: { ownBody: "customeridnumber" } },
      schema: { body: z.object({ customeridnumber: z.string(), note: z.string().min(1) }) },
    },
    async () => ({ ok: true }),
  );
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ routes });
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({
    method: "GET",
    url: `/lifetime-outfitter${url}`,
    headers: cookie ? { cookie } : {},
  });

describe("access levels", () => {
  it("signedIn: 401 for visitors, open to customers and admins", async () => {
    const visitor = await get("/test/signed-in");
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe("Please sign in.");
    const customer = await signInAs(t.app, t.db, "customer");
    expect((await get("/test/signed-in", customer.cookie)).json()).toEqual({
      idnumber: customer.user.idnumber,
    });
    const admin = await signInAs(t.app, t.db, "admin");
    expect((await get("/test/signed-in", admin.cookie)).statusCode).toBe(200);
  });

  it("admin: 403 for a customer", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const response = await get("/test/admin", customer.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: "You do not have access to this.",
      message: "You do not have access to this.",
    });
    const admin = await signInAs(t.app, t.db, "admin");
    expect((await get("/test/admin", admin.cookie)).statusCode).toBe(200);
  });

  it("own: a customer sees their own data, 404 for someone else's; an admin sees all", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const other = await createCustomer(t.db);
    expect((await get(`/test/own/${customer.user.idnumber}`, customer.cookie)).statusCode).toBe(
      200,
    );
    const foreign = await get(`/test/own/${other.user.idnumber}`, customer.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("The requested resource was not found.");
    const admin = await signInAs(t.app, t.db, "admin");
    expect((await get(`/test/own/${other.user.idnumber}`, admin.cookie)).statusCode).toBe(200);
  });

  it("ownBody: checks the named body field, before the body is validated", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const post = (customeridnumber: string, cookie?: string) =>
      t.app.inject({
        method: "POST",
        url: "/lifetime-outfitter/test/own-body",
        headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) },
        payload: { customeridnumber, note: "" },
      });
    // Visitors learn nothing about the payload rules.
    expect((await post(customer.user.idnumber)).statusCode).toBe(401);
    expect((await post("someone-else", customer.cookie)).statusCode).toBe(404);
    // Own id: access passes, then validation speaks.
    expect((await post(customer.user.idnumber, customer.cookie)).statusCode).toBe(400);
  });

  it("refuses a session whose password change is pending, except me/logout/own reset", async () => {
    const { user, password } = await createCustomer(t.db, { passwordFlag: 0 });
    const cookie = await signIn(t.app, user.email, password);

    const blocked = await get("/test/signed-in", cookie);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      error: "Please set a new password first.",
      message: "Please set a new password first.",
    });
    expect((await get(`/test/own/${user.idnumber}`, cookie)).statusCode).toBe(403);

    const meResponse = await get("/users/me", cookie);
    expect(meResponse.statusCode).toBe(200);
    expect(meResponse.json().passwordflag).toBe(0);

    const reset = await t.app.inject({
      method: "PUT",
      url: `/lifetime-outfitter/users/reset-password/${user.idnumber}`,
      headers: { ...JSON_HEADERS, cookie },
      payload: { password: "Brand#New2025", passwordflag: 1 },
    });
    expect(reset.statusCode).toBe(200);
    // The browser's new session (a password change renews the token) may now go everywhere.
    const renewed = sessionCookieOf(reset) ?? "";
    expect((await get("/test/signed-in", renewed)).statusCode).toBe(200);
    expect((await get("/test/signed-in", cookie)).statusCode).toBe(401);

    const logout = await t.app.inject({
      method: "POST",
      url: "/lifetime-outfitter/users/logout",
      headers: { cookie: renewed },
    });
    expect(logout.statusCode).toBe(200);
  });

  it("lets a flag-0 session log out", async () => {
    const { user, password } = await createAdmin(t.db, { passwordFlag: 0 });
    const cookie = await signIn(t.app, user.email, password);
    const logout = await t.app.inject({
      method: "POST",
      url: "/lifetime-outfitter/users/logout",
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(200);
    expect((await get("/users/me", cookie)).statusCode).toBe(401);
  });

  it("will not start with an API route that does not declare its access", async () => {
    const undeclared: FastifyPluginAsyncZod = async (api) => {
      api.get("/test/forgotten", async () => ({ ok: true }));
    };
    // Building opens no connection (as scripts/print-openapi.ts does): no database is needed.
    const starting = async () => {
      const app = await buildApp(testConfig(), { db: {} as Db, extraApiRoutes: undeclared });
      await app.ready();
    };
    await expect(starting()).rejects.toThrow(
      /GET \/lifetime-outfitter\/test\/forgotten must declare its access/,
    );
  });
});
