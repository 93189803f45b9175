import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { createCustomer, expect, signIn, test, unique, type NewCustomer } from "./fixtures";
import { untilStill } from "./settle";
import { createPieces, raiseRepair, signInFirstTime } from "./setup";

// Decision 069: focus never gets lost. Seen at a desk, with the keyboard alone.
test.use({ viewport: { width: 1280, height: 800 } });

/** A customer owning `count` products of an ordinary type. */
async function customerWithProducts(adminApi: APIRequestContext, count: number) {
  const customer = await createCustomer(adminApi);
  const serials = Array.from({ length: count }, () => unique("LO-FOCUS-").toUpperCase());
  await createPieces(adminApi, customer.idnumber, serials);
  return { customer, serials };
}

/** The focused element's box and the sticky header's bottom edge, as the page has them now. */
async function focusedBox(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    const header = document.querySelector("body header")!;
    const box = active?.getBoundingClientRect();
    return {
      label: `${active?.tagName} ${active?.getAttribute("aria-label") ?? active?.textContent?.slice(0, 40)}`,
      top: box?.top ?? 0,
      bottom: box?.bottom ?? 0,
      headerBottom: header.getBoundingClientRect().bottom,
      viewport: window.innerHeight,
    };
  });
}

/**
 * Presses `key` until focus leaves the page's <main> (past the form's first or last stop);
 * after each press, the focused element is in sight, its top below the sticky header.
 */
async function tabAndCheck(page: Page, key: "Tab" | "Shift+Tab") {
  const hidden: string[] = [];
  const seen: string[] = [];
  let stops = 0;
  for (; stops < 60; stops += 1) {
    await page.keyboard.press(key);
    // Smooth scrolling: wait until the page and the focused element have come to rest.
    await untilStill(page);
    const outside = await page.evaluate(() => {
      const active = document.activeElement;
      const siteHeader = document.querySelector("body header");
      const footer = document.querySelector("footer");
      return (
        !active ||
        active === document.body ||
        siteHeader?.contains(active) === true ||
        footer?.contains(active) === true
      );
    });
    if (outside) break;
    const box = await focusedBox(page);
    seen.push(box.label);
    // Never under the header; in sight at the bottom (a tall text area may run on below).
    if (box.top < box.headerBottom || box.top > box.viewport - 24) {
      hidden.push(
        `${box.label} (top ${Math.round(box.top)}, header ${Math.round(box.headerBottom)})`,
      );
    }
  }
  expect(hidden).toEqual([]);
  // The form has a good many stops: three or four product blocks of three or four each.
  expect(stops, seen.join(" | ")).toBeGreaterThan(9);
}

/**
 * One product block per serial number, each chosen and described; after the first, Add Product
 * makes the next block, and focus goes to its product picker (not its description).
 */
async function fillProducts(
  page: Page,
  serials: string[],
  blockNumbered: (number: number) => Locator,
  pickerIn: (block: Locator) => Locator,
) {
  for (const [index, serialno] of serials.entries()) {
    const block = blockNumbered(index + 1);
    const picker = pickerIn(block);
    if (index > 0) {
      await page.getByRole("button", { name: "Add Product" }).last().click();
      await expect(picker).toBeFocused();
    }
    await picker.click();
    await page.getByRole("option", { name: new RegExp(serialno) }).click();
    await block.getByLabel(/^Problem Description/).fill(`Stitching loose on ${serialno}`);
  }
}

/**
 * A filled request form, from `first` (its top) to its end and back: every stop in full view.
 * Then Submit: the Confirm step opens with its heading in sight, below the header.
 */
async function checkStopsThenConfirm(page: Page, first: Locator) {
  await first.focus();
  await tabAndCheck(page, "Tab");
  await page.getByRole("button", { name: "Submit Request" }).focus();
  await tabAndCheck(page, "Shift+Tab");

  await page.getByRole("button", { name: "Submit Request" }).click();
  const heading = page.getByRole("heading", { name: "Confirm Repair Request" });
  await expect(heading).toBeFocused();
  await untilStill(page);
  const box = await focusedBox(page);
  expect(box.top).toBeGreaterThanOrEqual(box.headerBottom);
}

async function chooseCustomer(page: Page, customer: NewCustomer) {
  const picker = page.getByRole("combobox", { name: "Customer *" });
  await picker.fill(customer.idnumber.slice(2, 11));
  await page
    .getByRole("option", { name: `${customer.idnumber} - ${customer.name} ${customer.surname}` })
    .click();
}

test("after sign-in and each move to another page, focus is on the page's heading", async ({
  page,
}) => {
  await signIn(page);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.locator("main h1")).toBeFocused();

  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Repair Requests", exact: true })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Manage Repair Requests" }),
  ).toBeFocused();

  // With the keyboard: the next Tab goes on from the heading, into the page.
  await page.getByRole("link", { name: "New Request" }).press("Enter");
  await expect(
    page.getByRole("heading", { level: 1, name: "Create Repair Request" }),
  ).toBeFocused();
});

test("the request form: Add Product focuses the new picker; no stop hides under the header", async ({
  page,
  adminApi,
}) => {
  const { customer, serials } = await customerWithProducts(adminApi, 4);
  await signIn(page);
  await expect(page.locator("main h1")).toBeFocused();
  await page.goto("/admin/repairs/create");
  await chooseCustomer(page, customer);
  await page.getByLabel("Current Location Of Product *").fill("Cape Town shop counter");

  await fillProducts(
    page,
    serials,
    (number) => page.getByRole("listitem", { name: `Product ${number}` }),
    (block) => block.getByRole("combobox", { name: /^Product/ }),
  );

  await checkStopsThenConfirm(page, page.getByRole("combobox", { name: "Customer *" }));
});

test("the customer's request form: no stop hides under the header, the Confirm heading in sight", async ({
  page,
  adminApi,
}) => {
  const { customer, serials } = await customerWithProducts(adminApi, 3);
  const password = "Saddle&Stitch2025";
  await signInFirstTime(page, customer, password);
  // The first-time dialog closed: focus is not lost.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);

  await page.goto("/create-repair-request");
  await page.getByLabel(/^Current Location Of Product/).fill("At home in Cape Town");
  await fillProducts(
    page,
    serials,
    (number) => page.getByRole("group", { name: `Product ${number}` }),
    (block) => block.getByRole("combobox", { name: "Product", exact: true }),
  );

  await checkStopsThenConfirm(page, page.getByLabel(/^Current Location Of Product/));
});

test("closing the line update dialog gives focus back to its Update button", async ({
  page,
  adminApi,
}) => {
  const { customer, serials } = await customerWithProducts(adminApi, 1);
  const serialno = serials[0]!;
  const repairid = await raiseRepair(adminApi, {
    customeridnumber: customer.idnumber,
    current_location: "Courier to the workshop",
    status: "Pending",
    repairlines: [{ serialno, problemdescription: "Stitching loose", state: "pending" }],
  });
  await signIn(page);
  await expect(page.locator("main h1")).toBeFocused();
  await page.goto(`/admin/requests?q=${serialno}`);
  await page
    .getByRole("button", { name: `Show items of request #${repairid}`, exact: true })
    .click();
  const update = page.getByRole("button", { name: `Update ${serialno}` });
  const dialog = page.getByRole("dialog");

  // Closed with Escape.
  await update.click();
  await expect(dialog.getByRole("heading", { name: "Update Repair Line" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(update).toBeFocused();

  // Closed by saving a change: the list is fetched again, focus still comes back.
  await update.press("Enter");
  await dialog.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "In Progress" }).click();
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await dialog.getByRole("button", { name: "Confirm Update" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Repair Request Updated")).toBeVisible();
  await expect(update).toBeFocused();
  // And it stays there once the refetched list has arrived and been drawn.
  await page.waitForLoadState("networkidle");
  await untilStill(page, [update], { dom: true });
  await expect(update).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
});
