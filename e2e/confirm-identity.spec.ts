import { readFile } from "node:fs/promises";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createCustomer,
  expect,
  SERVER_FIXTURE_TIMEOUT,
  signedInApi,
  signIn,
  startShop,
  test,
  type Shop,
} from "./fixtures";

// 'Confirm it is you' (decision 088) in the real server and Chromium: a shop whose proofs last
// 5 seconds (CONFIRM_IDENTITY_SECONDS), so the test need not wait a quarter of an hour.

let shop: Shop;
test.beforeAll(async () => {
  test.setTimeout(SERVER_FIXTURE_TIMEOUT);
  shop = await startShop({ env: { CONFIRM_IDENTITY_SECONDS: "5" } });
});
test.afterAll(async () => {
  await shop?.stop();
});

test("an export and a password reset ask for the password first, then go ahead", async ({
  browser,
}) => {
  const adminApi = await signedInApi(shop.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  const customer = await createCustomer(adminApi, { name: "Sipho" });
  await adminApi.dispose();
  const context = await browser.newContext({ baseURL: shop.url });
  try {
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`/admin/customers?q=${customer.surname}`);
    const card = page.getByRole("article").filter({ hasText: customer.surname });
    await expect(card).toHaveCount(1);

    // The sign-in's own proof has run out: the reset is asked about, then made by itself.
    await page.waitForTimeout(5_500);
    await card.getByRole("button", { name: /^Reset password of/ }).click();
    await page
      .getByRole("alertdialog", { name: "Reset Password" })
      .getByRole("button", { name: "Reset Password" })
      .click();
    const confirm = page.getByRole("dialog", { name: "Confirm it is you" });
    await expect(confirm).toBeVisible();
    await confirm.getByLabel("Your password").fill("Not-my-password1!");
    await confirm.getByRole("button", { name: "Confirm", exact: true }).click();
    await expect(confirm.getByText("Your current password is not correct.")).toBeVisible();
    await confirm.getByLabel("Your password").fill(ADMIN_PASSWORD);
    await confirm.getByRole("button", { name: "Confirm", exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText("Password Reset", { exact: true })).toBeVisible();

    // An export is a plain link: asked before it is followed. Cancel leaves it undone.
    const exportLink = page.getByRole("link", { name: "Export CSV" });
    await page.waitForTimeout(5_500);
    await exportLink.click();
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();

    await exportLink.click();
    await confirm.getByLabel("Your password").fill(ADMIN_PASSWORD);
    const downloading = page.waitForEvent("download");
    await confirm.getByRole("button", { name: "Confirm", exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
    expect(text.split("\r\n")[0]).toMatch(/^ID number,Name,Surname,E-mail/);
    expect(text).toContain(customer.idnumber);
  } finally {
    await context.close();
  }
});
