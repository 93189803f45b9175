import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./setup";
import {
  customerWithPieces,
  raiseRequest,
  setLineState,
  signInAsCustomer,
  trackingPath,
} from "./details-helpers";

// Decision 071: one request, one piece pending and one ready. The customer reads the lowest
// state (Pending), the workshop the overall status (Ready for Collection); both read how far
// the items are in the same words, so the two cannot be taken for a contradiction.
async function halfReadyRequest(adminApi: Parameters<typeof customerWithPieces>[0]) {
  const customer = await customerWithPieces(adminApi, 2);
  const id = await raiseRequest(adminApi, customer);
  await setLineState(adminApi, id, customer.serials[1]!, "Ready for Collection");
  return { customer, id };
}

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the customer reads 'Pending' with '1 of 2 items ready' on My Repairs, the request and its tracking page", async ({
    page,
    adminApi,
  }) => {
    const { customer, id } = await halfReadyRequest(adminApi);
    await signInAsCustomer(page, customer);

    await page.goto("/repairs");
    const card = page.getByRole("article", { name: `Repair Request #${id}` });
    await expect(card.getByText("1 of 2 items ready")).toBeVisible();
    await expect(card.locator("header").getByText("Pending")).toBeVisible();

    await card.getByRole("link", { name: `Repair Request #${id}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Request #${id}` })).toBeVisible();
    await expect(page.getByText("1 of 2 items ready")).toBeVisible();

    await page.goto(await trackingPath(adminApi, id));
    const status = page.getByRole("region", { name: "Status" });
    await expect(status.getByText("Pending")).toBeVisible();
    await expect(status.getByText("1 of 2 items ready")).toBeVisible();
  });
});

test.describe("at a 1280 px desk", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the workshop reads 'Ready for Collection' with the same '1 of 2 items ready' on its list, the request and the customer's page", async ({
    page,
    adminApi,
  }) => {
    const { customer, id } = await halfReadyRequest(adminApi);
    await signInAsAdmin(page);

    await page.goto("/admin/requests");
    const row = page
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: `Request #${id}`, exact: true }) });
    await expect(row.getByText("Ready for Collection")).toBeVisible();
    await expect(row.getByText("1 of 2 items ready")).toBeVisible();

    await page.goto(`/admin/requests/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: `Request #${id}` })).toBeVisible();
    await expect(page.getByText("1 of 2 items ready")).toBeVisible();

    await page.goto(`/admin/customers/${customer.idnumber}`);
    const requests = page.getByRole("region", { name: /Repair requests/ });
    await expect(requests.getByRole("link", { name: new RegExp(`Request #${id}`) })).toContainText(
      "1 of 2 items ready",
    );
  });

  test("Manage Products says 'Colour' in its column, filter and dialog, and 'Color' nowhere", async ({
    page,
    adminApi,
  }) => {
    const customer = await customerWithPieces(adminApi, 1);
    await signInAsAdmin(page);

    await page.goto("/admin/products");
    const table = page.getByRole("table", { name: "Products" });
    await expect(table.getByRole("columnheader", { name: /Colour/ })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Colour" })).toBeVisible();
    await expect(page.getByText(/\bColor\b/)).toHaveCount(0);

    await page.getByRole("button", { name: `Edit ${customer.serials[0]}` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("combobox", { name: "Colour" })).toBeVisible();
    await expect(dialog.getByText(/\bColor\b/)).toHaveCount(0);
  });
});
