import { expect, testWithShop } from "./fixtures";

// Decision 059: a link to a public page shared in a chat shows a proper card. The preview
// runs no script: the tags must be in the HTML the server sends, and the app shows the same title.

/** The <title> and the meta tags of raw HTML, by name or property. */
function headOf(html: string) {
  const tags = new Map<string, string>();
  for (const match of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)) {
    tags.set(match[1]!, match[2]!);
  }
  return { title: /<title>([^<]*)<\/title>/.exec(html)?.[1], tags };
}

/** One of the catalogue's twelve pieces (packages/domain catalogue.ts). */
const piece = { slug: "messenger-bag", name: "Messenger Bag" };

const PAGES = [
  { path: "/", title: "Lifetime Outfitter — Handcrafted leather goods", image: true },
  { path: "/products", title: "Products · Lifetime Outfitter", image: true },
  { path: `/products/${piece.slug}`, title: `${piece.name} · Lifetime Outfitter`, image: true },
  { path: "/contact", title: "Contact · Lifetime Outfitter", image: false },
];

/** The address the shop is known by (PUBLIC_URL): every og:url and og:image is built on it. */
const PUBLIC_URL = "https://shop.lifetime-outfitter.example";

// This file's shop knows its public address (PUBLIC_URL), as a deployed one does.
const test = testWithShop({ env: { PUBLIC_URL } });

test.describe("shared links", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const { path, title, image } of PAGES) {
    test(`${path} carries its title, description and Open Graph tags in its HTML`, async ({
      page,
      request: chat,
    }) => {
      // What a chat's preview reads: the HTML alone, no script run.
      const response = await chat.get(path, { headers: { accept: "text/html" } });
      expect(response.status()).toBe(200);
      const { title: htmlTitle, tags } = headOf(await response.text());
      expect(htmlTitle).toBe(title);
      expect(tags.get("og:title")).toBe(title);
      expect(tags.get("og:site_name")).toBe("Lifetime Outfitter");
      expect(tags.get("description")?.length).toBeGreaterThan(40);
      expect(tags.get("og:description")).toBe(tags.get("description"));
      expect(tags.get("og:url")).toBe(`${PUBLIC_URL}${path}`);
      expect(tags.get("twitter:card")).toBe(image ? "summary_large_image" : "summary");
      if (image) {
        const picture = tags.get("og:image")!;
        expect(picture.startsWith(`${PUBLIC_URL}/catalogue/`)).toBe(true);
        expect((await chat.get(new URL(picture).pathname)).status()).toBe(200);
      }

      // The app, once it runs, keeps the same title.
      await page.goto(path);
      // (A piece's page opens its dialog, which hides the rest of the page from the reader.)
      await expect(page.getByRole("heading").first()).toBeVisible();
      await expect(page).toHaveTitle(title.replace("&amp;", "&"));
    });
  }

  test("a piece's address opens the catalogue with that piece shown, and closing it leaves the catalogue", async ({
    page,
  }) => {
    await page.goto(`/products/${piece.slug}`);
    const dialog = page.getByRole("dialog", { name: piece.name });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveTitle(`${piece.name} · Lifetime Outfitter`);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page).toHaveTitle("Products · Lifetime Outfitter");
    await expect(page.getByRole("heading", { name: "Our Products" })).toBeVisible();
  });

  test("an unknown piece keeps the general tags and shows the not-found page", async ({
    page,
    request: chat,
  }) => {
    const html = await (await chat.get("/products/no-such-piece")).text();
    expect(headOf(html).title).toBe("Lifetime Outfitter — Handcrafted leather goods");
    expect(html).not.toContain("og:title");
    await page.goto("/products/no-such-piece");
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  });

  test("a tracking link's HTML says nothing about the request", async ({ request: chat }) => {
    const html = await (await chat.get("/track/SomeTokenThatIsNotReal")).text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain("og:");
    expect(headOf(html).title).toBe("Lifetime Outfitter — Handcrafted leather goods");
  });
});
