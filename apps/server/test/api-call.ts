import { hashToken } from "../src/identity/sessions";
import { JSON_HEADERS, type TestApp } from "./helpers";

type Method = "GET" | "POST" | "PUT" | "DELETE";

/**
 * A JSON call to the app's API as a browser makes it: with the session cookie when one is given,
 * from a random client address (so per-address limits never trip), a body when one is given.
 * `testApp` is read at each call: the suite's app is made in its beforeAll.
 */
export function apiCaller(testApp: () => TestApp) {
  return (method: Method, url: string, cookie?: string, payload?: unknown) =>
    testApp().app.inject({
      method,
      url: `/lifetime-outfitter${url}`,
      headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
}

/** The stored hash of the session token a Cookie header (`name=token`) carries. */
export function sessionHashOf(cookie: string): string {
  return hashToken(cookie.slice(cookie.indexOf("=") + 1));
}
