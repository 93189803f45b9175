import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { createProduct, expect, productTypes, unique } from "./fixtures";

// The words the product's specification quotes on its screens, states and validation rules,
// checked screen by screen in spec-words-*.spec.ts: a change that renames one fails CI. Every
// check is exact: the whole text of an element, not a part of a longer one. Two quoted words
// no browser can reach are held by component tests instead: 'Please sign in to view your
// products.' (the sign-in guard sends a visitor to /login first; my-products-page.test.tsx) and
// 'No Image Available' (every catalogue piece has photos; products-page.test.tsx).

/** The six states as the specification names them, in the workflow's order. */
export const STATE_LABELS = [
  "Pending",
  "En Route to Outfitter",
  "In Progress",
  "Ready for Collection",
  "En Route to Customer",
  "Completed",
];

/** Each text stands alone in an element somewhere in `scope`, and is visible. */
export async function seeTexts(scope: Page | Locator, texts: readonly string[]) {
  for (const text of texts) {
    await expect(scope.getByText(text, { exact: true }).first(), text).toBeVisible();
  }
}

/** A button or link per name, named exactly so (the accessible name, as a reader hears it). */
export async function seeControls(
  scope: Page | Locator,
  role: "button" | "link",
  names: readonly string[],
) {
  for (const name of names) {
    await expect(scope.getByRole(role, { name, exact: true }).first(), name).toBeVisible();
  }
}

/**
 * Holds every answer of one API call until `release()`, so a loading state can be read; the
 * real server still answers each of them afterwards.
 */
export async function holdAnswers(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** One piece of an ordinary type registered to the customer, through the API; its serial. */
export async function pieceFor(adminApi: APIRequestContext, idnumber: string): Promise<string> {
  const type = (await productTypes(adminApi)).find((candidate) => candidate.name !== "Custom")!;
  const serialno = unique("LO-WORDS-").toUpperCase();
  await createProduct(adminApi, {
    serialno,
    producttypeid: type.producttypeid,
    customerid: idnumber,
  });
  return serialno;
}
