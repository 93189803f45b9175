import { API, expect, signIn, testWithShop, type Shop } from "./fixtures";

// Turnaround promises (decision 067) in the real app, on a shop started with the demo data: its
// requests have states entered days ago, so a target shortened at /admin/settings makes one of
// them overdue at once.

const test = testWithShop({ args: ["--demo"] });

/** The demo customer Thandi's e-mail and password, as the server printed them at start. */
function thandi(shop: Shop): { email: string; password: string } {
  const match = /Thandi[^:\n]*: (\S+@\S+) \/ (\S+)/.exec(shop.output());
  if (!match?.[1] || !match[2]) throw new Error(`No demo account printed:\n${shop.output()}`);
  return { email: match[1], password: match[2] };
}

test("an admin shortens a target, the request list's Overdue filter finds the late piece, and its customer sees an estimated completion", async ({
  page,
  browser,
  shop,
  adminApi,
}) => {
  await signIn(page);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Settings" })
    .click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  const inProgress = page.getByLabel(/^In Progress \(days\)/);
  await expect(inProgress).toHaveValue("21");

  // Thandi's demo belt has been In Progress for 6 days: within 21, past 5.
  await page.goto("/admin/requests?overdue=1");
  await expect(page.getByText("No repair requests found matching your filters.")).toBeVisible();
  await page.goto("/admin/settings");
  await inProgress.fill("5");
  await page.getByRole("button", { name: "Save targets" }).click();
  await expect(page.getByText("Turnaround targets saved")).toBeVisible();

  await page.goto("/admin/requests");
  const count = page.getByRole("link", { name: /^\d+ overdue$/ });
  await expect(count).toBeVisible();
  const filter = page.getByRole("checkbox", { name: "Overdue only" });
  await expect(filter).not.toBeChecked();
  await filter.click();
  await expect(filter).toBeChecked();
  await expect(page).toHaveURL(/[?&]overdue=1/);
  const rows = page.getByRole("table", { name: "Repair requests" }).getByRole("row", {
    name: /Request #\d+/,
  });
  await expect(rows.first()).toBeVisible();
  await expect(rows.first().getByText("Overdue")).toBeVisible();
  const shown = await rows.count();
  for (let index = 0; index < shown; index += 1) {
    await expect(rows.nth(index).getByText("Overdue")).toBeVisible();
  }
  await expect(page.getByRole("row", { name: /Thandi Nkosi/ }).first()).toBeVisible();

  // The customer: their open request's page gives an estimated completion date.
  const account = thandi(shop);
  const mine = await adminApi.get(`${API}/repairs/get-admin-repairs?overdue=1&limit=50`);
  const { repairRequests } = (await mine.json()) as {
    repairRequests: { id: number; clientEmail: string }[];
  };
  const request = repairRequests.find((candidate) => candidate.clientEmail === account.email);
  expect(request).toBeDefined();
  const context = await browser.newContext({ baseURL: shop.url });
  const customerPage = await context.newPage();
  await signIn(customerPage, account.email, account.password);
  await expect(
    customerPage.getByRole("banner").getByRole("button", { name: "Logout" }),
  ).toBeVisible();
  await customerPage.goto(`/repairs/${request!.id}`);
  await expect(
    customerPage.getByRole("heading", { level: 1, name: `Request #${request!.id}` }),
  ).toBeVisible();
  await expect(
    customerPage.getByText(/^Estimated completion: \d{1,2} [A-Z][a-z]+ \d{4}$/),
  ).toBeVisible();
  // Customers never see the workshop's Overdue mark.
  await expect(customerPage.getByText("Overdue", { exact: true })).toHaveCount(0);
  await context.close();
});
