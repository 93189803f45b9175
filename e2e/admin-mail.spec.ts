import { API, expect, ok, test } from "./fixtures";
import { signInAsAdmin } from "./setup";

// The shop here has no SMTP_URL: every mail is written as an .eml file and none fails, so the
// list is empty. A list with failed mails (rows, Retry) is covered by the page's component
// tests and, on the server, by apps/server/test/mail-admin.test.ts.

test("an admin finds Undelivered Mail in the footer, and the page says every mail has gone out", async ({
  page,
  adminApi,
}) => {
  const failed = await ok<{ data: unknown[]; total: number }>(
    await adminApi.get(`${API}/admin/mail/failed`),
  );
  expect(failed).toEqual({ data: [], total: 0 });

  await signInAsAdmin(page);
  // A rare errand: in the footer's quick links, not in the header.
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Undelivered Mail" }),
  ).toHaveCount(0);
  await page
    .getByRole("navigation", { name: "Footer" })
    .getByRole("link", { name: "Undelivered Mail" })
    .click();

  await expect(page).toHaveURL(/\/admin\/mail$/);
  await expect(page).toHaveTitle("Undelivered Mail · Lifetime Outfitter");
  await expect(page.getByRole("heading", { level: 1, name: "Undelivered Mail" })).toBeVisible();
  await expect(page.getByText(/could not deliver after trying for about a day/)).toBeVisible();
  const empty = page.getByText("No undelivered mail. Every e-mail has gone out.");
  await expect(empty).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Retry/ })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Pages" })).toHaveCount(0);

  // On a phone the page fits the screen.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(empty).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
});

test("only admins see undelivered mail", async ({ page, shop, adminApi, playwright }) => {
  // A visitor is sent to sign in; the server answers no one but an admin.
  await page.goto("/admin/mail");
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fmail$/);
  const visitor = await playwright.request.newContext({ baseURL: shop.url });
  try {
    expect((await visitor.get(`${API}/admin/mail/failed`)).status()).toBe(401);
    expect((await visitor.post(`${API}/admin/mail/1/retry`)).status()).toBe(401);
  } finally {
    await visitor.dispose();
  }
  // An admin retrying a mail that does not exist is told so.
  const missing = await adminApi.post(`${API}/admin/mail/999999/retry`);
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ error: "The mail was not found." });
});
