import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomer, signInAs } from "./factories";
import { createTestApp, type TestApp } from "./helpers";
import { PLAIN_INDEX, useWebDist } from "./web-dist";

// A built web app as Vite leaves it: a hashed script with its .br and .gz siblings.
const SCRIPT = `export const greeting = ${JSON.stringify("leather ".repeat(400))};\n`;
const SCRIPT_URL = "/assets/index-Ab12Cd34.js";
const IMMUTABLE = "public, max-age=31536000, immutable";
const API = "/lifetime-outfitter";

const dist = useWebDist({
  "index.html": PLAIN_INDEX,
  [SCRIPT_URL]: SCRIPT,
  [`${SCRIPT_URL}.br`]: brotliCompressSync(SCRIPT),
  [`${SCRIPT_URL}.gz`]: gzipSync(SCRIPT),
});
let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp({ config: { webDist: dist } });
  adminCookie = (await signInAs(t.app, t.db, "admin")).cookie;
});
afterAll(() => t.close());

function get(url: string, acceptEncoding?: string, extra: Record<string, string> = {}) {
  return t.app.inject({
    method: "GET",
    url,
    headers: {
      accept: "text/html,*/*",
      ...(acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding }),
      ...extra,
    },
  });
}

/** The body as the client reads it after undoing the Content-Encoding it was given. */
function decoded(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.rawPayload).toString("utf8");
  if (encoding === "gzip") return gunzipSync(response.rawPayload).toString("utf8");
  expect(encoding).toBeUndefined();
  return response.rawPayload.toString("utf8");
}

describe("the web app's files", () => {
  it.each([
    ["br, gzip, deflate", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
  ])("sends a hashed script as built when asked for %s (%s)", async (accept, encoding) => {
    const response = await get(SCRIPT_URL, accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe(encoding);
    expect(response.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers["cache-control"]).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(decoded(response)).toBe(SCRIPT);
  });

  it("sends the script plain to a client that accepts no compression", async () => {
    for (const accept of [undefined, "identity"]) {
      const response = await get(SCRIPT_URL, accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers["cache-control"]).toBe(IMMUTABLE);
      expect(response.body).toBe(SCRIPT);
    }
  });

  it("answers HEAD for a script with its headers and no body", async () => {
    const response = await t.app.inject({
      method: "HEAD",
      url: SCRIPT_URL,
      headers: { "accept-encoding": "br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["cache-control"]).toBe(IMMUTABLE);
    expect(response.body).toBe("");
  });

  it.each([
    ["br, gzip", "br"],
    ["gzip", "gzip"],
    ["identity", undefined],
  ])(
    "sends index.html for every page, never cached, compressed for %s",
    async (accept, encoding) => {
      for (const url of ["/", "/products", "/admin/customers?highlight=1"]) {
        const response = await get(url, accept);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers["content-type"]).toMatch(/^text\/html/);
        expect(response.headers["content-encoding"]).toBe(encoding);
        expect(response.headers["cache-control"]).toBe("no-cache");
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        // A public page carries its own title and Open Graph tags (page-head.test.ts).
        if (url.startsWith("/admin")) expect(decoded(response)).toBe(PLAIN_INDEX);
        else expect(decoded(response)).toContain('<meta property="og:title"');
      }
    },
  );

  it("answers a revalidation of index.html with 304 and no body", async () => {
    const first = await get("/admin/products", "br");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    // The same page in another encoding is the same page: one weak tag for all.
    expect((await get("/admin/customers", "gzip")).headers.etag).toBe(etag);
    const again = await get("/account", "br", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers["cache-control"]).toBe("no-cache");
    const changed = await get("/account", "br", { "if-none-match": 'W/"something-else"' });
    expect(changed.statusCode).toBe(200);
    expect(decoded(changed)).toBe(PLAIN_INDEX);
  });

  it("keeps the security headers on compressed answers", async () => {
    const response = await get("/", "br");
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("the API's JSON answers", () => {
  beforeAll(async () => {
    // Enough customers that the admin's list passes 1 kB.
    for (let i = 0; i < 12; i += 1) await createCustomer(t.db);
  });

  const customers = (acceptEncoding?: string, query = "") =>
    get(`${API}/users/get-all-customers${query}`, acceptEncoding, {
      accept: "application/json",
      cookie: adminCookie,
    });

  it.each(["br", "gzip"])("compresses an answer over 1 kB with %s when asked", async (encoding) => {
    const plain = await customers();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const response = await customers(`${encoding}, deflate`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe(encoding);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(decoded(response))).toEqual(plain.json());
  });

  it("leaves a small answer as it is", async () => {
    const response = await get(`${API}/health`, "br, gzip", { accept: "application/json" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("keeps errors in their { error, message } shape", async () => {
    const response = await get(`${API}/users/get-all-customers`, "br, gzip", {
      accept: "application/json",
    });
    expect(response.statusCode).toBe(401);
    expect(decoded(response)).toBe(
      JSON.stringify({ error: "Please sign in.", message: "Please sign in." }),
    );
  });

  it("answers HEAD on a large answer with the plain answer's headers and no body", async () => {
    // Fastify strips a HEAD answer's body before the compression hook sees it, so HEAD
    // describes the identity form: a valid answer, and no work spent compressing nothing.
    // A page, whose length is known up front (the unpaged list is streamed, without one).
    const plain = await customers(undefined, "?limit=500");
    const response = await t.app.inject({
      method: "HEAD",
      url: `${API}/users/get-all-customers?limit=500`,
      headers: { cookie: adminCookie, "accept-encoding": "gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["content-length"]).toBe(String(plain.rawPayload.length));
    expect(response.body).toBe("");
  });

  it("still reads plain JSON bodies and refuses compressed ones", async () => {
    const body = JSON.stringify({ email: "nobody@example.test", password: "x" });
    const plain = await t.app.inject({
      method: "POST",
      url: `${API}/users/login`,
      headers: { "content-type": "application/json" },
      payload: body,
    });
    expect(plain.statusCode).toBe(401);
    const zipped = await t.app.inject({
      method: "POST",
      url: `${API}/users/login`,
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      payload: gzipSync(body),
    });
    expect(zipped.statusCode).toBe(400);
    expect(zipped.json()).toEqual({
      error: "The request body is not valid JSON.",
      message: "The request body is not valid JSON.",
    });
  });
});
