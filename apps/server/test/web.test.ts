import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers";
import { PLAIN_INDEX, useWebDist, writeWebDist } from "./web-dist";

const dist = useWebDist({
  "index.html": PLAIN_INDEX,
  "assets/index-abc123.js": 'console.log("app")',
  "favicon.svg": '<svg xmlns="http://www.w3.org/2000/svg"/>',
});
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { webDist: dist } });
});
afterAll(() => t.close());

const page = (app: TestApp["app"], url: string, accept = "text/html,application/xhtml+xml") =>
  app.inject({ method: "GET", url, headers: { accept } });

describe("the built web app", () => {
  it("serves index.html for a client-side route (history fallback)", async () => {
    for (const url of ["/", "/some/client/route", "/admin/customers?highlight=1"]) {
      const response = await page(t.app, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      // The home page's head is its own (page-head.test.ts); the rest is the app's page.
      if (url === "/") expect(response.body).toContain('<div id="root"></div>');
      else expect(response.body).toBe(PLAIN_INDEX);
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("serves a tracking page with noindex in its header and its HTML, other pages without", async () => {
    const tracking = await page(t.app, "/track/SomeToken_-123?utm=chat");
    expect(tracking.statusCode).toBe(200);
    expect(tracking.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(tracking.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(tracking.body.indexOf('name="robots"')).toBeLessThan(tracking.body.indexOf("</head>"));
    // Compressed apart from the public page, so neither is served for the other.
    const zipped = await page(t.app, "/track/SomeToken");
    expect(zipped.headers.etag).not.toBe((await page(t.app, "/")).headers.etag);

    for (const url of ["/confirm-email?token=SomeToken_-123", "/set-password?token=Some_-1"]) {
      const linkPage = await page(t.app, url);
      expect(linkPage.headers["x-robots-tag"], url).toBe("noindex, nofollow");
    }

    for (const url of [
      "/",
      "/tracking-help",
      "/my-repairs",
      "/account",
      "/confirm-emails",
      "/forgot-password",
    ]) {
      const other = await page(t.app, url);
      expect(other.headers["x-robots-tag"], url).toBeUndefined();
      // The public ones carry their own title and Open Graph tags (page-head.test.ts).
      expect(other.body, url).not.toContain('name="robots"');
    }
  });

  it("sends the Permissions-Policy and the CSP without <base> on pages and files", async () => {
    for (const url of ["/", "/transfer/SomeToken", "/assets/index-abc123.js"]) {
      const response = await page(t.app, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-security-policy"], url).toContain("base-uri 'none'");
      expect(response.headers["permissions-policy"], url).toContain("camera=(self)");
      expect(response.headers["permissions-policy"], url).toContain("geolocation=()");
    }
  });

  it("answers /.well-known/security.txt itself, never with the app's page", async () => {
    const response = await page(t.app, "/.well-known/security.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toMatch(/^Contact: mailto:/);
  });

  it("never serves index.html raw at /index.html", async () => {
    const response = await page(t.app, "/index.html");
    // A file name, not a page: 404 rather than a second copy of the app.
    expect(response.statusCode).toBe(404);
  });

  it("caches hashed assets for a year and revalidates other files", async () => {
    const asset = await t.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const icon = await t.app.inject({ method: "GET", url: "/favicon.svg" });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["cache-control"]).toBe("no-cache");
  });

  it("answers a missing file with 404, not the app", async () => {
    const response = await t.app.inject({ method: "GET", url: "/assets/missing.js" });
    expect(response.statusCode).toBe(404);
  });

  it("answers unknown API paths with JSON, even to a browser", async () => {
    const response = await page(t.app, "/lifetime-outfitter/nope");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json().message).toBe("The requested resource was not found.");
  });

  it("does not answer JSON-only requests with the app", async () => {
    const response = await page(t.app, "/some/client/route", "application/json");
    expect(response.statusCode).toBe(404);
  });

  it("puts the API key into index.html when one is configured", async () => {
    const keyed = await createTestApp({ config: { webDist: dist, apiKey: 'k"ey<1>' } });
    try {
      const response = await page(keyed.app, "/my-products");
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<meta name="lo-api-key" content="k&quot;ey&lt;1&gt;">');
      expect(response.body.indexOf("lo-api-key")).toBeLessThan(response.body.indexOf("</head>"));
    } finally {
      await keyed.close();
    }
  });
});

describe("without a built web app", () => {
  it("answers pages with a plain 503 that says how to build it", async () => {
    const bare = await createTestApp({ config: { webDist: join(dist, "does-not-exist") } });
    try {
      const response = await page(bare.app, "/some/client/route");
      expect(response.statusCode).toBe(503);
      expect(response.headers["content-type"]).toMatch(/^text\/plain/);
      expect(response.body).toBe("The web app has not been built yet: run npm run build.");
      // The API still works.
      const health = await bare.app.inject({ method: "GET", url: "/lifetime-outfitter/health" });
      expect(health.statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

describe("a public page's scripts named in its HTML", () => {
  const preloadTag = (file: string) => `<link rel="modulepreload" crossorigin href="${file}">`;

  it("names the scripts page-preloads.json lists for that page, and none elsewhere", async () => {
    const built = writeWebDist({
      "index.html": PLAIN_INDEX,
      "page-preloads.json": JSON.stringify({
        "/": ["/assets/home-page-a1.js", "/assets/hammer-b2.js"],
        "/products": ["/assets/products-page-c3.js"],
        // Never written into a page: not a built script.
        "/contact": ["/assets/contact.js", '"><script>alert(1)</script>'],
      }),
    });
    const app = await createTestApp({ config: { webDist: built, apiKey: "key" } });
    try {
      const home = await page(app.app, "/?utm_source=mail");
      expect(home.body).toContain(preloadTag("/assets/home-page-a1.js"));
      expect(home.body).toContain(preloadTag("/assets/hammer-b2.js"));
      expect(home.body).toContain('<meta name="lo-api-key" content="key">');
      expect(home.body.indexOf("modulepreload")).toBeLessThan(home.body.indexOf("</head>"));
      expect(home.body).not.toContain("products-page");

      const products = await page(app.app, "/products/");
      expect(products.body).toContain(preloadTag("/assets/products-page-c3.js"));
      expect(products.body).not.toContain("home-page");
      expect(products.headers.etag).not.toBe(home.headers.etag);
      // Each variant is compressed apart, and still answers a revalidation with 304.
      const again = await app.app.inject({
        method: "GET",
        url: "/products",
        headers: {
          accept: "text/html",
          "accept-encoding": "gzip",
          "if-none-match": products.headers.etag as string,
        },
      });
      expect(again.statusCode).toBe(304);

      // A catalogue piece's page is the catalogue with the piece open: the same scripts.
      const piece = await page(app.app, "/products/classic-belt");
      expect(piece.body).toContain(preloadTag("/assets/products-page-c3.js"));
      expect(piece.headers.etag).not.toBe(products.headers.etag);
      expect((await page(app.app, "/products/no-such-piece")).body).not.toContain("modulepreload");

      for (const url of ["/contact", "/login", "/admin/customers", "/track/SomeToken"]) {
        expect((await page(app.app, url)).body, url).not.toContain("modulepreload");
      }
    } finally {
      await app.close();
      rmSync(built, { recursive: true, force: true });
    }
  });
});
