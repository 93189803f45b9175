import { connect, type AddressInfo, type Socket } from "node:net";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerClientError } from "../src/errors";
import { PERMISSIONS_POLICY } from "../src/http/security-headers";
import { createTestApp, JSON_HEADERS, ownTestApp, type TestApp } from "./helpers";

const SECRET = "internal detail: connection to 10.0.0.5 refused";

// Routes that fail on purpose, to see what a client gets when the server breaks.
const routes: FastifyPluginAsyncZod = async (api) => {
  api.get("/test/explode", { config: { access: "public" } }, async () => {
    throw new Error(SECRET);
  });
  api.post("/test/echo", { config: { access: "public" } }, async (request) => ({
    received: request.body ?? null,
  }));
};

let t: TestApp;
let builtAt: number;
beforeAll(async () => {
  builtAt = Date.now();
  t = await createTestApp({ routes });
});
afterAll(() => t.close());

const login = (headers: Record<string, string>, payload: string) =>
  t.app.inject({ method: "POST", url: "/lifetime-outfitter/users/login", headers, payload });

describe("error answers", () => {
  it("turns an unexpected error into a plain 500 without internals", async () => {
    const response = await t.app.inject({ method: "GET", url: "/lifetime-outfitter/test/explode" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: "Something went wrong. Please try again.",
      message: "Something went wrong. Please try again.",
    });
    expect(response.body).not.toContain(SECRET);
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const response = await login(JSON_HEADERS, '{"email": "a@b.c", "password": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "The request body is not valid JSON.",
      message: "The request body is not valid JSON.",
    });
  });

  it("refuses prototype poisoning as invalid JSON", async () => {
    const response = await login(JSON_HEADERS, '{"__proto__": {"admin": true}}');
    expect(response.statusCode).toBe(400);
  });

  it("requires a JSON body: other content types get 415 in the error shape", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"]) {
      const response = await login({ "content-type": type }, "email=a@b.c&password=x");
      expect(response.statusCode, type).toBe(415);
      expect(response.json().message).toBe(
        "Please send the request body as JSON (Content-Type: application/json).",
      );
    }
  });

  it("reads an empty JSON body as no body", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/lifetime-outfitter/test/echo",
      headers: JSON_HEADERS,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: null });
  });

  it("answers a body that is too large with 413", async () => {
    const response = await login(
      JSON_HEADERS,
      JSON.stringify({ email: "a@b.c", password: "x".repeat(300 * 1024) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("The request body is too large.");
  });

  it("answers a URL that cannot be decoded with 400 in the error shape, echoing nothing", async () => {
    for (const url of [
      "/lifetime-outfitter/products/products-for-customer/%E0%A4%A",
      "/lifetime-outfitter/repairs/update-repair/%zz",
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        error: "The request is not valid.",
        message: "The request is not valid.",
      });
      expect(response.body).not.toMatch(/FST_|Bad Request|%E0|%zz/);
    }
  });

  it("answers a request Node's parser refuses (bad Content-Length) with a JSON 400 in the error shape", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.write(
          "POST /lifetime-outfitter/users/login HTTP/1.1\r\nHost: localhost\r\n" +
            "Content-Type: application/json\r\nContent-Length: abc\r\n\r\n{}",
        );
      });
      let received = "";
      socket.setEncoding("utf8");
      socket.on("data", (chunk: string) => (received += chunk));
      socket.on("close", () => resolve(received));
      // The server closes the connection after answering; if the close arrives as a reset,
      // what was answered before it still counts.
      socket.on("error", (error) => (received ? resolve(received) : reject(error)));
    });
    const [head = "", body = ""] = raw.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(head).toMatch(/\r\nContent-Type: application\/json; charset=utf-8/);
    expect(JSON.parse(body)).toEqual({
      error: "The request is not valid.",
      message: "The request is not valid.",
    });
  });

  it("answers other parser refusals in the error shape too, and leaves reset sockets alone", () => {
    const written: string[] = [];
    const socket = {
      destroyed: false,
      writable: true,
      write: (data: string) => written.push(data),
      destroy: () => {},
    } as unknown as Socket;
    answerClientError(Object.assign(new Error("x"), { code: "HPE_HEADER_OVERFLOW" }), socket);
    answerClientError(Object.assign(new Error("x"), { code: "ERR_HTTP_REQUEST_TIMEOUT" }), socket);
    answerClientError(Object.assign(new Error("x"), { code: "ECONNRESET" }), socket);
    expect(written).toHaveLength(2);
    expect(written[0]).toMatch(/^HTTP\/1\.1 431 /);
    expect(written[0]).toContain(
      '{"error":"The request headers are too large.","message":"The request headers are too large."}',
    );
    expect(written[1]).toMatch(/^HTTP\/1\.1 408 /);
    expect(written[1]).toContain('"message":"The request took too long. Please try again."');
  });

  it("answers unknown API paths with a JSON 404", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const response = await t.app.inject({
        method,
        url: "/lifetime-outfitter/nope",
        headers: { accept: "text/html" },
      });
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toEqual({
        error: "The requested resource was not found.",
        message: "The requested resource was not found.",
      });
    }
  });
});

describe("cross-site requests", () => {
  const payload = JSON.stringify({ email: "nobody@example.test", password: "x" });

  it("refuses a foreign Origin on a state-changing request", async () => {
    const response = await login(
      { ...JSON_HEADERS, origin: "https://evil.example", host: "shop.example" },
      payload,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: "Cross-site requests are not allowed.",
      message: "Cross-site requests are not allowed.",
    });
    expect(
      (await login({ ...JSON_HEADERS, origin: "null", host: "shop.example" }, payload)).statusCode,
    ).toBe(403);
  });

  it("refuses Sec-Fetch-Site: cross-site", async () => {
    const response = await login({ ...JSON_HEADERS, "sec-fetch-site": "cross-site" }, payload);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Cross-site requests are not allowed.");
  });

  it("lets same-origin browsers and non-browser clients through", async () => {
    const sameOrigin = await login(
      {
        ...JSON_HEADERS,
        origin: "http://shop.example:8080",
        host: "shop.example:8080",
        "sec-fetch-site": "same-origin",
      },
      payload,
    );
    expect(sameOrigin.statusCode).toBe(401);
    expect((await login(JSON_HEADERS, payload)).statusCode).toBe(401);
  });

  it("does not refuse a cross-site GET (nothing changes)", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/lifetime-outfitter/health",
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("security headers", () => {
  it("sends a strict Content-Security-Policy and the other helmet headers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/lifetime-outfitter/health" });
    const csp = String(response.headers["content-security-policy"]);
    const directives = Object.fromEntries(
      csp.split(";").map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values.join(" ")];
      }),
    );
    expect(directives).toEqual({
      "default-src": "'self'",
      "img-src": "'self' data:",
      "style-src": "'self' 'unsafe-inline'",
      "script-src": "'self'",
      "object-src": "'none'",
      "frame-ancestors": "'none'",
      "base-uri": "'none'",
      "form-action": "'self'",
    });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    // The tests' site is https (testConfig's PUBLIC_URL): a year, subdomains included.
    expect(response.headers["strict-transport-security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });

  it("sends them on errors too, those Fastify answers before any hook included", async () => {
    for (const url of [
      "/lifetime-outfitter/nope",
      "/lifetime-outfitter/repairs/update-repair/%zz",
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.headers["content-security-policy"], url).toContain("base-uri 'none'");
      expect(response.headers["permissions-policy"], url).toBe(PERMISSIONS_POLICY);
      expect(response.headers["strict-transport-security"], url).toMatch(/^max-age=31536000/);
    }
  });

  it("turns off with a Permissions-Policy what the site does not use, keeping camera and passkeys", async () => {
    const response = await t.app.inject({ method: "GET", url: "/lifetime-outfitter/health" });
    const policy = Object.fromEntries(
      String(response.headers["permissions-policy"])
        .split(", ")
        .map((entry) => entry.split("=")),
    );
    // The QR scanner (camera) and passkeys (WebAuthn), on this site's own pages only.
    expect(policy).toMatchObject({
      camera: "(self)",
      "publickey-credentials-get": "(self)",
      "publickey-credentials-create": "(self)",
    });
    for (const feature of ["geolocation", "microphone", "payment", "usb", "interest-cohort"]) {
      expect(policy[feature], feature).toBe("()");
    }
    // Copying a tracking link is used: the clipboard keeps the browser's default.
    expect(policy).not.toHaveProperty("clipboard-write");
  });

  describe("on a plain-http site", () => {
    const plainApp = ownTestApp({
      config: { publicUrl: "http://127.0.0.1:8080", cookieSecure: false },
    });

    it("sends no HSTS (a browser ignores it over http) but the other headers", async () => {
      for (const url of [
        "/lifetime-outfitter/health",
        "/lifetime-outfitter/repairs/update-repair/%zz",
      ]) {
        const response = await plainApp().app.inject({ method: "GET", url });
        expect(response.headers["strict-transport-security"], url).toBeUndefined();
        expect(response.headers["content-security-policy"], url).toContain("base-uri 'none'");
        expect(response.headers["permissions-policy"], url).toBe(PERMISSIONS_POLICY);
      }
    });
  });
});

describe("GET /.well-known/security.txt", () => {
  const YEAR_LESS_A_DAY = 364 * 24 * 60 * 60 * 1000;

  it("names the workshop's address, an expiry a year ahead, the language and its own address", async () => {
    const response = await t.app.inject({ method: "GET", url: "/.well-known/security.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = response.body.trimEnd().split("\n");
    expect(lines).toEqual([
      "Contact: mailto:workshop@lifetime-outfitter.test",
      expect.stringMatching(/^Expires: \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      "Preferred-Languages: en",
      "Canonical: https://shop.lifetime-outfitter.test/.well-known/security.txt",
    ]);
    // Computed when the app was built: less than a year ahead, as RFC 9116 recommends.
    const expires = Date.parse(lines[1]?.slice("Expires: ".length) ?? "");
    expect(expires).toBeGreaterThanOrEqual(Math.floor(builtAt / 1000) * 1000 + YEAR_LESS_A_DAY);
    expect(expires).toBeLessThanOrEqual(Date.now() + YEAR_LESS_A_DAY);
    expect(response.headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
    // Public: nothing about a session is asked or set.
    expect(response.headers["set-cookie"]).toBeUndefined();
  });
});

describe("GET /lifetime-outfitter/health", () => {
  it("answers ok", async () => {
    const response = await t.app.inject({ method: "GET", url: "/lifetime-outfitter/health" });
    expect(response.json()).toEqual({ status: "ok" });
  });
});

describe("GET /api/openapi.json", () => {
  it("serves the OpenAPI document generated from the zod schemas", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe("Lifetime Outfitter API");
    const login = doc.paths["/lifetime-outfitter/users/login"].post;
    expect(login.requestBody.content["application/json"].schema.properties).toHaveProperty("email");
    expect(doc.paths).toHaveProperty(["/lifetime-outfitter/products/product-attributes/{id}"]);
    expect(doc.paths).not.toHaveProperty(["/api/openapi.json"]);
  });
});

describe("API key", () => {
  let keyed: TestApp;
  beforeAll(async () => {
    keyed = await createTestApp({ config: { apiKey: "s3cret-key" } });
  });
  afterAll(() => keyed.close());

  it("refuses API requests without the right x-api-key", async () => {
    for (const headers of [{}, { "x-api-key": "wrong" }, { "x-api-key": "s3cret-key " }]) {
      const response = await keyed.app.inject({
        method: "GET",
        url: "/lifetime-outfitter/health",
        headers,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: "Invalid API key.", message: "Invalid API key." });
    }
    const unknown = await keyed.app.inject({ method: "GET", url: "/lifetime-outfitter/nope" });
    expect(unknown.statusCode).toBe(401);
  });

  it("cannot be walked around by spelling the path differently", async () => {
    for (const url of [
      "/%6Cifetime-outfitter/health",
      "/lifetime-outfitter/%68ealth",
      "/lifetime-outfitter/health/",
      "/x/../lifetime-outfitter/health",
      "/%6Cifetime-outfitter/nope",
    ]) {
      const response = await keyed.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it("accepts the right key", async () => {
    const response = await keyed.app.inject({
      method: "GET",
      url: "/lifetime-outfitter/health",
      headers: { "x-api-key": "s3cret-key" },
    });
    expect(response.statusCode).toBe(200);
  });

  it("does not guard non-API paths", async () => {
    for (const url of ["/api/openapi.json", "/.well-known/security.txt"]) {
      const response = await keyed.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
    }
  });
});
