import { CATALOGUE } from "@lo/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { injectPageHead } from "../src/web/page-head";
import { createTestApp, type TestApp } from "./helpers";
import { useWebDist } from "./web-dist";

// Decision 059 (design §12): a public page's title, description and Open Graph tags are in
// the HTML the server sends, for chat previews and crawlers, which run no script.

const INDEX = `<!doctype html><html><head>
    <meta
      name="description"
      content="Lifetime Outfitter: handcrafted leather goods built to last a lifetime, with a lifetime repair warranty."
    />
    <title>Lifetime Outfitter — Handcrafted leather goods</title>
  </head><body><div id="root"></div></body></html>`;
const SITE = "https://shop.lifetime-outfitter.test";

const dist = useWebDist({ "index.html": INDEX });
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { webDist: dist, publicUrl: SITE } });
});
afterAll(() => t.close());

async function html(url: string): Promise<string> {
  const response = await t.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
  expect(response.statusCode, url).toBe(200);
  return response.body;
}

/** The page's <title>, its description and its og:/twitter: tags, by name. */
function head(page: string) {
  const tags = new Map<string, string>();
  for (const match of page.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)) {
    tags.set(match[1]!, match[2]!);
  }
  const descriptions = page.match(/name="description"/g) ?? [];
  return {
    title: /<title>([^<]*)<\/title>/.exec(page)?.[1],
    titles: (page.match(/<title>/g) ?? []).length,
    descriptions: descriptions.length,
    tags,
  };
}

describe("a public page's head in the HTML the server sends", () => {
  it("gives the home page, the catalogue, contact, repairs and login their own", async () => {
    const pages = [
      ["/", "Lifetime Outfitter — Handcrafted leather goods"],
      ["/products", "Products · Lifetime Outfitter"],
      ["/products/?utm_source=chat", "Products · Lifetime Outfitter"],
      ["/contact", "Contact · Lifetime Outfitter"],
      ["/repairs", "Repairs &amp; Lifetime Warranty · Lifetime Outfitter"],
      ["/login", "Login · Lifetime Outfitter"],
      ["/forgot-password", "Forgot password · Lifetime Outfitter"],
    ] as const;
    for (const [url, title] of pages) {
      const found = head(await html(url));
      expect(found.title, url).toBe(title);
      expect(found.titles, url).toBe(1);
      expect(found.descriptions, url).toBe(1);
      expect(found.tags.get("og:title"), url).toBe(title);
      expect(found.tags.get("og:site_name"), url).toBe("Lifetime Outfitter");
      expect(found.tags.get("og:type"), url).toBe("website");
      expect(found.tags.get("og:description"), url).toBe(found.tags.get("description"));
      expect(found.tags.get("og:url"), url).toBe(
        `${SITE}${url.split("?")[0]!.replace(/\/$/, "") || "/"}`,
      );
      expect(found.tags.get("twitter:card"), url).toMatch(/^summary/);
    }
    const catalogue = head(await html("/products"));
    expect(catalogue.tags.get("description")).toMatch(/^Twelve pieces of handcrafted leather/);
    expect(catalogue.tags.get("og:image")).toMatch(
      new RegExp(`^${SITE}/catalogue/[a-z-]+-1\\.svg$`),
    );
    expect(catalogue.tags.get("twitter:card")).toBe("summary_large_image");
  });

  it("gives each catalogue piece its name, its first sentence and its photo", async () => {
    for (const piece of CATALOGUE) {
      const found = head(await html(`/products/${piece.slug}`));
      expect(found.title).toBe(`${piece.name} · Lifetime Outfitter`);
      expect(found.tags.get("og:type")).toBe("product");
      expect(found.tags.get("og:url")).toBe(`${SITE}/products/${piece.slug}`);
      expect(found.tags.get("og:image")).toBe(`${SITE}/catalogue/${piece.slug}-1.svg`);
      expect(piece.description.startsWith(found.tags.get("description")!)).toBe(true);
      expect(found.tags.get("og:description")).toBe(found.tags.get("description"));
    }
  });

  it("keeps the general title and no Open Graph tags for an unknown piece or page", async () => {
    for (const url of ["/products/no-such-piece", "/products/classic-belt/more", "/nowhere"]) {
      const page = await html(url);
      expect(head(page).title, url).toBe("Lifetime Outfitter — Handcrafted leather goods");
      expect(page, url).not.toContain("og:");
    }
  });

  it("says nothing about a private link's page beyond the general title, and keeps noindex", async () => {
    for (const url of [
      "/track/SomeToken_-123",
      "/verify/SomeToken",
      "/transfer/SomeToken",
      "/set-password?token=abc",
      "/confirm-email?token=abc",
    ]) {
      const page = await html(url);
      expect(page, url).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(head(page).title, url).toBe("Lifetime Outfitter — Handcrafted leather goods");
      expect(page, url).not.toContain("og:");
    }
  });
});

describe("injectPageHead", () => {
  it("escapes everything it writes", () => {
    const page = injectPageHead(
      "<html><head><title>x</title></head></html>",
      {
        title: `</title><script>alert("1")</script>`,
        description: `"><script>'`,
        image: `/a"b.svg`,
        type: "website",
        path: "/?a=<b>&c",
      },
      "https://shop.example",
    );
    expect(page).not.toContain("<script>");
    expect(page).toContain(
      "<title>&lt;/title&gt;&lt;script&gt;alert(&quot;1&quot;)&lt;/script&gt;</title>",
    );
    expect(page).toContain('content="&quot;&gt;&lt;script&gt;&#39;"');
    expect(page).toContain('content="https://shop.example/a&quot;b.svg"');
    expect(page).toContain('content="https://shop.example/?a=&lt;b&gt;&amp;c"');
  });
});
