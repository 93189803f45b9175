import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./setup";
import { customerWithPieces, lineCount, signInAsCustomer } from "./details-helpers";

/** Whether any two of the boxes overlap sideways (one column's text under another's). */
async function columnsOverlap(page: Page, tableName: string) {
  const boxes = await page
    .getByRole("table", { name: tableName })
    .getByRole("columnheader")
    .evaluateAll((cells) =>
      cells
        .map((cell) => cell.getBoundingClientRect())
        .filter((box) => box.width > 0)
        .map((box) => [box.left, box.right] as const),
    );
  return boxes.some(([left, right], index) =>
    boxes.some(([l, r], other) => other !== index && left < r - 1 && l < right - 1),
  );
}

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("'Create Your First Request' without any piece says why and offers Contact", async ({
    page,
    adminApi,
  }) => {
    const customer = await customerWithPieces(adminApi, 0);
    await signInAsCustomer(page, customer);
    await page.goto("/repairs");
    await expect(page.getByText("No repair requests found.")).toBeVisible();
    await page.getByRole("link", { name: "Create Your First Request" }).click();

    await expect(page.getByRole("heading", { name: "No pieces to repair yet" })).toBeVisible();
    await expect(page.getByText(/No pieces are registered to your account yet/)).toBeVisible();
    // No form that could never be sent.
    await expect(page.getByRole("button", { name: "Submit Request" })).toHaveCount(0);
    await page.getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("the picker leads with the piece; the created step says what happens next and its two buttons differ", async ({
    page,
    adminApi,
  }) => {
    const customer = await customerWithPieces(adminApi, 1);
    const serial = customer.serials[0]!;
    await signInAsCustomer(page, customer);
    await page.goto("/create-repair-request");

    await page.getByLabel(/Current Location Of Product/).fill("At home in Cape Town");
    const block = page.getByRole("group", { name: "Product 1" });
    await block.getByRole("combobox", { name: "Product", exact: true }).click();
    const option = page.getByRole("option", { name: new RegExp(serial) });
    // The piece's name and colour first, the serial last.
    await expect(option).toHaveText(new RegExp(`^${customer.typeName}, .+ · ${serial}$`));
    await option.click();
    await expect(block.getByRole("combobox", { name: "Product", exact: true })).toContainText(
      customer.typeName,
    );
    await block.getByLabel(/Problem Description/).fill("The clasp no longer closes.");
    await page.getByRole("button", { name: "Submit Request" }).click();
    await page.getByRole("button", { name: "Confirm & Create" }).click();

    const created = page.getByRole("region", { name: "Repair Request Created!" });
    await expect(created).toBeVisible();
    const id = (await created.getByRole("definition").first().textContent())?.trim() ?? "";
    const next = created.getByRole("region", { name: "What happens next" });
    await expect(next.getByText("14 Tanner's Lane")).toBeVisible();
    await expect(next.getByText("Monday – Saturday")).toBeVisible();

    // Two buttons, two places: the request's own page, or the list with it highlighted.
    await expect(created.getByRole("link", { name: "Back to My Repairs" })).toHaveAttribute(
      "href",
      `/repairs?highlight=${id}`,
    );
    await created.getByRole("link", { name: "View Request" }).click();
    await expect(page).toHaveURL(new RegExp(`/repairs/${id}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Request #${id}` })).toBeVisible();
    // Serial numbers never break over two lines.
    expect(await lineCount(page, page.getByRole("link", { name: serial }).first())).toBe(1);
  });

  test("the products table shows that it scrolls sideways and its serials stay on one line", async ({
    page,
    adminApi,
  }) => {
    const customer = await customerWithPieces(adminApi, 1);
    await signInAsAdmin(page);
    await page.goto("/admin/products");
    await expect(page.getByText(/scroll sideways to see every column/)).toBeVisible();
    const box = page.getByRole("region", { name: "Products, scrolls sideways" });
    await box.focus();
    await page.keyboard.press("ArrowRight");
    expect(await columnsOverlap(page, "Products")).toBe(false);
    const serial = page.getByRole("link", { name: customer.serials[0]!, exact: true });
    expect(await lineCount(page, serial)).toBe(1);
  });
});

test("the header stays on one line at 768 and 1024 px, for the workshop and for a customer", async ({
  page,
  adminApi,
}) => {
  const header = page.getByRole("banner");
  await page.setViewportSize({ width: 768, height: 900 });
  await signInAsAdmin(page);
  for (const width of [768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(header.getByRole("link", { name: "Lifetime Outfitter" })).toBeVisible();
    expect((await header.boundingBox())!.height, `admin at ${width}`).toBeLessThanOrEqual(73);
  }
  await header.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);

  const customer = await customerWithPieces(adminApi, 0);
  await page.setViewportSize({ width: 768, height: 900 });
  await signInAsCustomer(page, customer);
  await expect(header.getByRole("link", { name: "My Repairs" })).toBeVisible();
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(73);
});

test.describe("at a 1280 px desk", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("no column of Manage Products sits over another's text, and a table that fits has no hint", async ({
    page,
    adminApi,
  }) => {
    await customerWithPieces(adminApi, 1);
    await signInAsAdmin(page);
    await page.goto("/admin/products");
    await expect(page.getByRole("table", { name: "Products" })).toBeVisible();
    expect(await columnsOverlap(page, "Products")).toBe(false);

    await page.goto("/admin/requests");
    await expect(page.getByRole("heading", { name: "Repair Requests", level: 2 })).toBeVisible();
    await expect(page.getByText(/scroll sideways to see every column/)).toHaveCount(0);
  });
});
