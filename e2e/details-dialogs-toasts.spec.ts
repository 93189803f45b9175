import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { createCustomer, expect, signIn, test, uniqueSouthAfricanId, unique } from "./fixtures";
import { holdToasts, untilStill } from "./settle";

// Decision 069: toasts cover nothing the person needs; dialogs fit the screen.

type Box = { x: number; y: number; width: number; height: number };

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The toast showing `text`, once it has slid into place. */
async function toastBox(page: Page, text: string): Promise<Box> {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: text });
  await expect(toast).toBeVisible();
  await untilStill(page, [toast]);
  return (await toast.boundingBox())!;
}

async function expectApart(toast: Box, what: Locator) {
  const box = await what.boundingBox();
  if (box) expect(intersects(toast, box), `toast over ${what.toString()}`).toBe(false);
}

/**
 * At the given screen size, a new customer found on Manage Customers by the admin (signed in,
 * focus on the page's heading); answers the full name on their card.
 */
async function findNewCustomer(
  page: Page,
  adminApi: APIRequestContext,
  viewport: { width: number; height: number },
): Promise<{ fullName: string }> {
  await page.setViewportSize(viewport);
  const customer = await createCustomer(adminApi);
  const fullName = `${customer.name} ${customer.surname}`;
  await signIn(page);
  await expect(page.locator("main h1")).toBeFocused();
  await page.goto(`/admin/customers?q=${customer.idnumber}`);
  return { fullName };
}

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

/** Fills in Create Customer with a valid customer; answers the full name. */
async function fillNewCustomer(page: Page): Promise<string> {
  const surname = unique("Toast");
  await field(page, "Name").fill("Naledi");
  await field(page, "Surname").fill(surname);
  await field(page, "Email").fill(`${unique("toast-")}@example.com`);
  await field(page, "Contact Number").fill("082 000 1111");
  await field(page, "Customer ID").fill(uniqueSouthAfricanId());
  await field(page, "Street Address").fill("3 Church Street");
  await field(page, "City").fill("Pretoria");
  await field(page, "Province").fill("Gauteng");
  await field(page, "Postal Code").fill("0002");
  return `Naledi ${surname}`;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 667 },
]) {
  test(`at ${viewport.width} px the Create Customer toasts cover neither its button nor the new customer`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    await expect(page.locator("main h1")).toBeFocused();
    await page.goto("/admin/customers/create");
    await holdToasts(page);
    const submit = page.getByRole("button", { name: "Create Customer" });

    // Sent empty: the error toast keeps clear of the button just pressed.
    await submit.click();
    const error = await toastBox(page, "Please fix the errors");
    await expectApart(error, submit);
    await page.locator("[data-sonner-toast]").getByRole("button", { name: /close/i }).click();

    const fullName = await fillNewCustomer(page);
    await submit.click();
    const confirm = page.getByRole("alertdialog", { name: "Create this customer?" });
    await confirm.getByRole("button", { name: "Confirm & Create" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Manage Customers" })).toBeVisible();
    await expect(page.getByRole("article", { name: fullName })).toHaveAttribute(
      "aria-current",
      "true",
    );
    // Once the list has scrolled to the new customer and the toast has found its place.
    const toasts = page.locator("[data-sonner-toast]").filter({ hasText: "Customer Created" });
    await untilStill(page, [page.getByRole("article", { name: fullName }), toasts], {
      quietMs: 400,
    });
    const created = await toastBox(page, "Customer Created");
    await expectApart(created, page.getByRole("link", { name: "Create Customer" }).first());
    await expectApart(created, page.getByRole("article", { name: fullName }));
  });
}

test("on a phone, a toast raised as a dialog opens is never over the dialog", async ({
  page,
  adminApi,
}) => {
  const { fullName } = await findNewCustomer(page, adminApi, { width: 375, height: 667 });
  const card = page.getByRole("article", { name: fullName });
  await card.getByRole("button", { name: `Edit ${fullName}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Customer" });
  await dialog.getByRole("textbox", { name: "City" }).fill("Polokwane");
  await holdToasts(page);
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await page
    .getByRole("alertdialog", { name: `Save changes to ${fullName}?` })
    .getByRole("button", { name: "Confirm" })
    .click();
  await expect(dialog).toBeHidden();
  // Focus came back to the button that opened the dialog.
  await expect(card.getByRole("button", { name: `Edit ${fullName}` })).toBeFocused();

  // The toast is still up when the dialog opens again.
  await expect(page.getByText("Customer Updated", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: `Edit ${fullName}` }).click();
  await expect(dialog).toBeVisible();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Customer Updated" });
  await untilStill(page, [dialog, toast]);
  const toastArea = await toast.boundingBox();
  const dialogArea = (await dialog.boundingBox())!;
  if (toastArea && intersects(toastArea, dialogArea)) {
    // Where the dialog leaves no room, the toast waits under its backdrop.
    const toasterLayer = await page
      .locator("[data-sonner-toaster]")
      .first()
      .evaluate((element) => Number(getComputedStyle(element).zIndex));
    expect(toasterLayer).toBeLessThan(50);
    expect(
      await page.evaluate(() => document.elementFromPoint(187, 333)?.closest("[role=dialog]")),
    ).not.toBeNull();
  }
});

test("at 1280 × 900 the Edit Customer dialog shows Save without scrolling", async ({
  page,
  adminApi,
}) => {
  const { fullName } = await findNewCustomer(page, adminApi, { width: 1280, height: 900 });
  const edit = page.getByRole("button", { name: `Edit ${fullName}` });
  await edit.click();
  const dialog = page.getByRole("dialog", { name: "Edit Customer" });
  await expect(dialog.getByRole("heading", { name: "Edit Customer" })).toBeVisible();
  const save = dialog.getByRole("button", { name: "Save Changes" });
  await expect(save).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeInViewport({ ratio: 1 });
  // The dialog itself fits the screen; its body scrolls under the footer.
  const box = (await dialog.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(900);
  await dialog.getByRole("textbox", { name: "Postal Code" }).focus();
  await expect(save).toBeInViewport({ ratio: 1 });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
});

test("on a phone the product dialog's close button stays in reach while its content scrolls", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto("/products");
  const card = page.getByRole("button", { name: /Classic Belt/ });
  await card.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: /Classic Belt/ })).toBeVisible();
  const close = dialog.getByRole("button", { name: "Close", exact: true });

  // Scroll the dialog's content to its end.
  await dialog.locator("[data-slot=dialog-body]").evaluate((body) => {
    body.scrollTop = body.scrollHeight;
  });
  await expect
    .poll(() =>
      dialog
        .locator("[data-slot=dialog-body]")
        .evaluate((body) => body.scrollHeight - body.clientHeight - body.scrollTop),
    )
    .toBeLessThanOrEqual(1);
  const scrolled = await dialog
    .locator("[data-slot=dialog-body]")
    .evaluate((body) => body.scrollTop);
  expect(scrolled).toBeGreaterThan(0);
  await expect(close).toBeInViewport({ ratio: 1 });
  await close.click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();
});
