import type { AccountSession } from "@lo/domain";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sessionCookieName } from "../src/identity/sessions";
import { createAdmin, createCustomer, sessionCookieOf, signIn, signInAs } from "./factories";
import { createTestApp, JSON_HEADERS, type TestApp } from "./helpers";

const API = "/lifetime-outfitter";
const CHROME_ON_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_ON_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

let t: TestApp;
/** Sessions are judged by the system's clock: only Date is faked here, timers run as ever. */
let clock = new Date("2031-05-01T08:00:00Z");
const setClock = (at: Date) => {
  clock = at;
  vi.setSystemTime(at);
};

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  setClock(clock);
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const call = (method: "GET" | "POST", url: string, cookie?: string) =>
  t.app.inject({
    method,
    url: `${API}${url}`,
    headers: { ...(method === "POST" ? JSON_HEADERS : {}), ...(cookie ? { cookie } : {}) },
    ...(method === "POST" ? { payload: {} } : {}),
  });

async function signInWith(email: string, password: string, agent: string, ip: string) {
  const response = await t.app.inject({
    method: "POST",
    url: `${API}/users/login`,
    payload: { email, password },
    remoteAddress: ip,
    headers: { "user-agent": agent },
  });
  expect(response.statusCode, response.body).toBe(200);
  return sessionCookieOf(response) ?? "";
}

const sessionsOf = async (cookie: string) =>
  (await call("GET", "/account/sessions", cookie)).json().sessions as AccountSession[];

describe("the sessions on /account", () => {
  it("lists each session with its browser, system, address and times, this device marked", async () => {
    const { user, password } = await createCustomer(t.db);
    const laptop = await signInWith(user.email, password, CHROME_ON_WINDOWS, "10.0.0.1");
    const phone = await signInWith(user.email, password, SAFARI_ON_IPHONE, "10.0.0.2");
    const listed = await sessionsOf(laptop);
    expect(listed).toHaveLength(2);
    expect(listed.find((session) => session.current)).toMatchObject({
      browser: "Chrome 131",
      system: "Windows 10",
      ip: "10.0.0.1",
      startedAt: clock.toISOString(),
      lastSeenAt: clock.toISOString(),
    });
    expect(listed.find((session) => !session.current)).toMatchObject({
      browser: "Safari 17",
      system: "iOS 17",
      ip: "10.0.0.2",
    });
    // The ids are not the tokens (nor their hashes).
    for (const session of listed) {
      expect(laptop + phone).not.toContain(session.id);
    }
  });

  it("ends another device's session, or this one (signing out), and never someone else's", async () => {
    const { user, password } = await createCustomer(t.db);
    const here = await signIn(t.app, user.email, password);
    const there = await signIn(t.app, user.email, password);
    const stranger = await signInAs(t.app, t.db, "customer");
    const other = (await sessionsOf(here)).find((session) => !session.current);
    const strangers = await sessionsOf(stranger.cookie);

    // Someone else's session id is not found, and their session goes on.
    const refused = await call("POST", `/account/sessions/${strangers[0]?.id}/end`, here);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe("That session was not found: it may have ended already.");
    expect((await call("GET", "/users/me", stranger.cookie)).statusCode).toBe(200);

    const ended = await call("POST", `/account/sessions/${other?.id}/end`, here);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ message: "That session has ended." });
    expect((await call("GET", "/users/me", there)).statusCode).toBe(401);
    expect((await call("POST", `/account/sessions/${other?.id}/end`, here)).statusCode).toBe(404);

    const mine = (await sessionsOf(here))[0];
    const self = await call("POST", `/account/sessions/${mine?.id}/end`, here);
    expect(self.statusCode).toBe(200);
    // The cookie is cleared (written empty) under the name this server gives it.
    const cleared = self.cookies.find((c) => c.name === sessionCookieName(t.config.cookieSecure));
    expect(cleared?.value).toBe("");
    expect((await call("GET", "/users/me", here)).statusCode).toBe(401);
  });

  it("is for the signed-in only: a visitor gets 401, a pending password 403", async () => {
    const fresh = await createCustomer(t.db, { passwordFlag: 0 });
    const pending = await signIn(t.app, fresh.user.email, fresh.password);
    for (const [method, url] of [
      ["GET", "/account/sessions"],
      ["POST", "/account/sessions/some-id/end"],
    ] as const) {
      expect((await call(method, url)).statusCode).toBe(401);
      expect((await call(method, url, pending)).statusCode).toBe(403);
    }
    // An admin has sessions of their own to see.
    const admin = await signInAs(t.app, t.db, "admin");
    expect(await sessionsOf(admin.cookie)).toHaveLength(1);
  });
});

describe("an admin ends every session of a customer", () => {
  it("ends them all; a visitor, a customer and another customer's own call are refused", async () => {
    const admin = await signInAs(t.app, t.db, "admin");
    const { user, password } = await createCustomer(t.db);
    const one = await signIn(t.app, user.email, password);
    const two = await signIn(t.app, user.email, password);
    const url = `/customers/${user.idnumber}/sessions/end`;

    expect((await call("POST", url)).statusCode).toBe(401);
    const otherCustomer = await signInAs(t.app, t.db, "customer");
    expect((await call("POST", url, otherCustomer.cookie)).statusCode).toBe(403);
    expect((await call("POST", url, one)).statusCode).toBe(403);
    expect((await call("GET", "/users/me", two)).statusCode).toBe(200);

    const response = await call("POST", url, admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: "Every session of this customer has ended.",
      ended: 2,
    });
    for (const cookie of [one, two]) {
      expect((await call("GET", "/users/me", cookie)).statusCode).toBe(401);
    }
    const anotherAdmin = await createAdmin(t.db);
    expect(
      (await call("POST", `/customers/${anotherAdmin.user.idnumber}/sessions/end`, admin.cookie))
        .statusCode,
    ).toBe(404);
  });
});

describe("how long sessions live", () => {
  const hours = (n: number) => n * 3600 * 1000;
  const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

  it("an admin's ends after 12 hours without a call; a customer's does not", async () => {
    const start = new Date("2031-06-01T08:00:00Z");
    setClock(start);
    const admin = await signInAs(t.app, t.db, "admin");
    const customer = await signInAs(t.app, t.db, "customer");
    setClock(at(start, hours(11)));
    expect((await call("GET", "/users/me", admin.cookie)).statusCode).toBe(200);
    setClock(at(start, hours(11 + 12) + 60_000));
    expect((await call("GET", "/users/me", admin.cookie)).statusCode).toBe(401);
    expect((await call("GET", "/users/me", customer.cookie)).statusCode).toBe(200);
  });

  it("an admin's ends 7 days after sign-in however busy; a customer's lives on", async () => {
    const start = new Date("2031-07-01T08:00:00Z");
    setClock(start);
    const admin = await signInAs(t.app, t.db, "admin");
    const customer = await signInAs(t.app, t.db, "customer");
    // Busy every 10 hours for a week.
    for (let hour = 10; hour < 7 * 24; hour += 10) {
      setClock(at(start, hours(hour)));
      expect((await call("GET", "/users/me", admin.cookie)).statusCode, `hour ${hour}`).toBe(200);
      expect((await call("GET", "/users/me", customer.cookie)).statusCode).toBe(200);
    }
    setClock(at(start, hours(7 * 24) + 1000));
    expect((await call("GET", "/users/me", admin.cookie)).statusCode).toBe(401);
    expect((await call("GET", "/users/me", customer.cookie)).statusCode).toBe(200);
  });
});
