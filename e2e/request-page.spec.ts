import type { APIRequestContext } from "@playwright/test";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  API,
  createCustomer,
  expect,
  ok,
  submitSignIn,
  test,
  unique,
} from "./fixtures";
import { choosePassword, createPieces, raiseRepair } from "./setup";

const PASSWORD = "Saddle#Stitch9";
const SECRET = "Customer was short with us: check the stitching twice";
const VISIBLE = "Spine restitched with waxed thread";

/** A customer with a chosen password and a two-item request raised by the admin. */
async function customerWithRequest(adminApi: APIRequestContext, baseUrl: string) {
  const customer = await createCustomer(adminApi, { name: "Thandi" });
  await choosePassword(baseUrl, customer, PASSWORD);
  const serials = [unique("LO-RP-").toUpperCase(), unique("LO-RP-").toUpperCase()];
  await createPieces(adminApi, customer.idnumber, serials);
  const repairId = await raiseRepair(adminApi, {
    customeridnumber: customer.idnumber,
    current_location: "Courier to the workshop",
    status: "Pending",
    repairlines: serials.map((serialno) => ({
      serialno,
      problemdescription: "Stitching loose",
      state: "pending",
    })),
  });
  return { customer, serials, repairId };
}

async function signInHere(page: import("@playwright/test").Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await submitSignIn(page);
}

test("an admin adds an internal note on the request page; the customer and the tracking page never see it", async ({
  page,
  browser,
  shop,
  adminApi,
}) => {
  const { customer, serials, repairId } = await customerWithRequest(adminApi, shop.url);
  const [wallet] = serials as [string, string];

  // Signed out, the request page's address leads to the login page, then back to it.
  await page.goto(`/admin/requests?highlight=${repairId}`);
  await expect(page).toHaveURL(/\/login\?next=/);
  await signInHere(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/admin/requests\\?highlight=${repairId}$`));

  // From the list, the request's reference opens its page.
  await page.getByRole("link", { name: `Request #${repairId}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/requests/${repairId}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Request #${repairId}` })).toBeVisible();
  await expect(
    page.getByRole("link", { name: `${customer.name} ${customer.surname}` }),
  ).toHaveAttribute("href", `/admin/customers/${customer.idnumber}`);
  await expect(page.getByText("Courier to the workshop", { exact: true })).toBeVisible();

  // A visible note, then an internal one, through the line dialog (docs/requirements.md §2).
  for (const [message, internal] of [
    [VISIBLE, false],
    [SECRET, true],
  ] as const) {
    await page.getByRole("button", { name: `Update ${wallet}` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Update Repair Line" })).toBeVisible();
    await dialog.getByLabel(/New Workshop Note/).fill(message);
    if (internal) {
      await dialog
        .getByRole("checkbox", { name: "Internal note (only the workshop sees it)" })
        .check();
    }
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByRole("heading", { name: "Confirm Update" })).toBeVisible();
    await dialog.getByRole("button", { name: "Confirm Update" }).click();
    await expect(dialog).toBeHidden();
  }
  const notes = page.getByRole("list", { name: `Workshop notes for ${wallet}` });
  await expect(notes.getByRole("listitem")).toHaveCount(2);
  await expect(notes.getByRole("listitem").nth(0)).not.toContainText("Internal");
  await expect(notes.getByRole("listitem").nth(1)).toContainText(SECRET);
  await expect(notes.getByRole("listitem").nth(1)).toContainText("Internal");
  const { request: stored } = await ok<{ request: { trackingUrl?: string } }>(
    await adminApi.get(`${API}/repairs/requests/${repairId}`),
  );
  const trackingUrl = stored.trackingUrl;

  // The customer: signed out, their request's address returns after signing in.
  const context = await browser.newContext({ baseURL: shop.url });
  const customerPage = await context.newPage();
  await customerPage.goto(`/repairs/${repairId}`);
  await expect(customerPage).toHaveURL(/\/login\?next=/);
  await signInHere(customerPage, customer.email, PASSWORD);
  await expect(customerPage).toHaveURL(new RegExp(`/repairs/${repairId}$`));
  await expect(
    customerPage.getByRole("heading", { level: 1, name: `Request #${repairId}` }),
  ).toBeVisible();
  await expect(customerPage.getByText(VISIBLE)).toBeVisible();
  await expect(customerPage.getByText(SECRET)).toHaveCount(0);
  await expect(customerPage.getByText("Internal", { exact: true })).toHaveCount(0);

  // My Repairs links to the page too, and does not show the note either.
  await customerPage.goto("/repairs");
  await expect(customerPage.getByText(SECRET)).toHaveCount(0);
  await customerPage.getByRole("link", { name: `Repair Request #${repairId}` }).click();
  await expect(customerPage).toHaveURL(new RegExp(`/repairs/${repairId}$`));

  // The public tracking page neither.
  expect(trackingUrl).toMatch(/\/track\//);
  await customerPage.goto(trackingUrl!);
  await expect(customerPage.getByText(VISIBLE)).toBeVisible();
  await expect(customerPage.getByText(SECRET)).toHaveCount(0);

  // Someone else's request reads as not found.
  await customerPage.goto(`/repairs/${repairId + 100000}`);
  await expect(
    customerPage.getByRole("heading", { name: "Repair request not found" }),
  ).toBeVisible();
  await context.close();
});
