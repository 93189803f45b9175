import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema";
import { unsubscribeTokenFor } from "../src/links/unsubscribe-links";
import { createCustomer, createProduct, signInAs } from "./factories";
import { createTestApp, JSON_HEADERS, type TestApp } from "./helpers";
import { listUnsubscribeUrl, mailsOfRequest, render, renderMail } from "./repair-mails-support";
import { pendingPasswordSession } from "./repairs-support";

// A built web app of one page, so a GET of the opt-out address shows that it is the SPA's page.
const webDist = mkdtempSync(join(tmpdir(), "lo-opt-out-web-"));
mkdirSync(join(webDist, "assets"));
writeFileSync(join(webDist, "index.html"), "<!doctype html><title>Lifetime Outfitter</title>");

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  t = await createTestApp({ config: { webDist } });
  admin = await signInAs(t.app, t.db, "admin");
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

function call(method: "GET" | "PUT" | "POST", url: string, cookie?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/lifetime-outfitter${url}`,
    headers: { ...(payload === undefined ? {} : JSON_HEADERS), ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const statusMailsOf = async (idnumber: string) =>
  (await t.db.select({ on: users.statusMails }).from(users).where(eq(users.idnumber, idnumber)))[0]
    ?.on;

/** A customer with a request whose first line has moved on: one status row queued. */
async function customerWithNews() {
  const customer = await signInAs(t.app, t.db, "customer");
  const { serialno } = await createProduct(t.db, { customerIdnumber: customer.user.idnumber });
  const inject = (method: "GET" | "POST" | "PUT", url: string, cookie: string, payload?: unknown) =>
    call(method, url, cookie, payload);
  const created = await inject("POST", "/repairs/create", customer.cookie, {
    customeridnumber: customer.user.idnumber,
    current_location: "Home",
    repairlines: [{ serialno, problemdescription: "Loose buckle" }],
  });
  const id = created.json().repairid as number;
  const [record] = (
    await inject("GET", `/repairs/get-customer-repairs/${customer.user.idnumber}`, admin.cookie)
  ).json();
  const line = record.products[0];
  const updated = await inject("PUT", `/repairs/update-repair/${id}`, admin.cookie, {
    currentLocation: "Home",
    repair_lines: [
      {
        repairlineid: line.repairlineid,
        state: "in-progress",
        problemDescription: line.problemDescription,
      },
    ],
  });
  expect(updated.statusCode, updated.body).toBe(200);
  const rows = (await mailsOfRequest(t.db, id)).filter((row) => row.kind === "request-status");
  return { customer, id, rows };
}

describe("GET/PUT /account/notifications", () => {
  it("a customer reads and changes their choice; status mails follow it when they are sent", async () => {
    const { customer, rows } = await customerWithNews();
    expect((await call("GET", "/account/notifications", customer.cookie)).json()).toEqual({
      statusMails: true,
      signInMails: true,
    });

    const off = await call("PUT", "/account/notifications", customer.cookie, {
      statusMails: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      statusMails: false,
      signInMails: true,
      message: "Your e-mail choice is saved.",
    });
    expect(await statusMailsOf(customer.user.idnumber)).toBe(false);
    expect((await call("GET", "/account/notifications", customer.cookie)).json()).toEqual({
      statusMails: false,
      signInMails: true,
    });
    expect(await render(t, rows)).toEqual({ skip: "The customer turned status mails off" });

    await call("PUT", "/account/notifications", customer.cookie, { statusMails: true });
    expect("to" in (await render(t, rows))).toBe(true);
  });

  it("refuses a visitor (401), an admin (403), a pending password change (403) and a bad body (400)", async () => {
    expect((await call("GET", "/account/notifications")).statusCode).toBe(401);
    expect(
      (await call("PUT", "/account/notifications", undefined, { statusMails: false })).statusCode,
    ).toBe(401);
    expect((await call("GET", "/account/notifications", admin.cookie)).statusCode).toBe(403);
    expect(
      (await call("PUT", "/account/notifications", admin.cookie, { statusMails: false }))
        .statusCode,
    ).toBe(403);
    const pending = await pendingPasswordSession(t);
    expect(
      (await call("PUT", "/account/notifications", pending.cookie, { statusMails: false }))
        .statusCode,
    ).toBe(403);
    expect(await statusMailsOf(pending.user.idnumber)).toBe(true);
    const customer = await signInAs(t.app, t.db, "customer");
    const bad = await call("PUT", "/account/notifications", customer.cookie, { statusMails: "no" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe("statusMails must be true or false");
  });

  it("changes only the caller's own choice", async () => {
    const one = await signInAs(t.app, t.db, "customer");
    const other = await signInAs(t.app, t.db, "customer");
    await call("PUT", "/account/notifications", one.cookie, { statusMails: false });
    expect(await statusMailsOf(one.user.idnumber)).toBe(false);
    expect(await statusMailsOf(other.user.idnumber)).toBe(true);
  });
});

describe("the one-click opt-out (RFC 8058) at PUBLIC_URL/unsubscribe/{token}", () => {
  it("a mail client's form POST, cross-site, without cookie or API key, turns status mails off", async () => {
    const { customer, rows } = await customerWithNews();
    const mail = await renderMail(t, rows);
    const path = new URL(listUnsubscribeUrl(mail)).pathname;
    const response = await t.app.inject({
      method: "POST",
      url: path,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://mail.provider.example",
        "sec-fetch-site": "cross-site",
      },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      statusMails: false,
      message: "You will no longer get e-mails when your repairs move on.",
    });
    expect(await statusMailsOf(customer.user.idnumber)).toBe(false);
    expect(await render(t, rows)).toEqual({ skip: "The customer turned status mails off" });

    // Again, and as multipart/form-data (the other encoding the RFC allows): still fine.
    const again = await t.app.inject({
      method: "POST",
      url: path,
      headers: { "content-type": "multipart/form-data; boundary=x" },
      payload:
        '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(again.statusCode).toBe(200);
  });

  it("a GET of the same address is the web page, and changes nothing (link scanners follow links)", async () => {
    const { customer, rows } = await customerWithNews();
    const path = new URL(listUnsubscribeUrl(await renderMail(t, rows))).pathname;
    const page = await t.app.inject({ method: "GET", url: path, headers: { accept: "text/html" } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(await statusMailsOf(customer.user.idnumber)).toBe(true);
  });

  it("answers 404 to a wrong token, and changes no one", async () => {
    const { customer } = await customerWithNews();
    const response = await t.app.inject({
      method: "POST",
      url: "/unsubscribe/not-a-real-token-at-all-not-a-real-token-xyz",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe("The requested resource was not found.");
    expect(await statusMailsOf(customer.user.idnumber)).toBe(true);
  });

  it("refuses a body over a few kilobytes", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const token = await unsubscribeTokenFor(t.db, customer.user.idnumber);
    const response = await t.app.inject({
      method: "POST",
      url: `/unsubscribe/${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `List-Unsubscribe=One-Click&x=${"a".repeat(10_000)}`,
    });
    expect(response.statusCode).toBe(413);
    expect(await statusMailsOf(customer.user.idnumber)).toBe(true);
  });
});

describe("the opt-out page's calls, /lifetime-outfitter/unsubscribe/{token}", () => {
  it("GET says whether mails are on and changes nothing; POST turns them off", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const token = await unsubscribeTokenFor(t.db, customer.user.idnumber);
    expect((await call("GET", `/unsubscribe/${token}`)).json()).toEqual({ statusMails: true });
    expect(await statusMailsOf(customer.user.idnumber)).toBe(true);
    const off = await call("POST", `/unsubscribe/${token}`);
    expect(off.statusCode).toBe(200);
    expect(off.json().statusMails).toBe(false);
    expect((await call("GET", `/unsubscribe/${token}`)).json()).toEqual({ statusMails: false });
  });

  it("answers 404 to an unknown token, and stays behind the API's cross-site check", async () => {
    expect((await call("GET", "/unsubscribe/nope")).statusCode).toBe(404);
    expect((await call("POST", "/unsubscribe/nope")).statusCode).toBe(404);
    const customer = await signInAs(t.app, t.db, "customer");
    const token = await unsubscribeTokenFor(t.db, customer.user.idnumber);
    const foreign = await t.app.inject({
      method: "POST",
      url: `/lifetime-outfitter/unsubscribe/${token}`,
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.statusCode).toBe(403);
    expect(await statusMailsOf(customer.user.idnumber)).toBe(true);
  });
});

describe("with API_KEY set", () => {
  it("the one-click POST needs no key (a mail provider has none); the API's calls still do", async () => {
    const keyed = await createTestApp({ config: { apiKey: "the-api-key" } });
    try {
      const { user } = await createCustomer(keyed.db);
      const token = await unsubscribeTokenFor(keyed.db, user.idnumber);
      const page = await keyed.app.inject({
        method: "GET",
        url: `/lifetime-outfitter/unsubscribe/${token}`,
      });
      expect(page.statusCode).toBe(401);
      const oneClick = await keyed.app.inject({
        method: "POST",
        url: `/unsubscribe/${token}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
      expect(oneClick.statusCode).toBe(200);
      const [row] = await keyed.db
        .select({ on: users.statusMails })
        .from(users)
        .where(eq(users.idnumber, user.idnumber));
      expect(row?.on).toBe(false);
    } finally {
      await keyed.close();
    }
  });
});
