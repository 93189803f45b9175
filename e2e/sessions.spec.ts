import { API, createCustomer, expect, signIn, test, unique } from "./fixtures";
import { signInAsAdmin, signInFirstTime } from "./setup";

// Sessions people can see and end, and the admins' security log (decision 084), in the real
// server: two browsers signed in as one customer, one ending the other.

const PASSWORD = "Saddle&Stitch2025";
const PHONE_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

test("a customer sees where they are signed in, ends the phone's session, then this one", async ({
  browser,
  page,
  shop,
  adminApi,
}) => {
  const customer = await createCustomer(adminApi, { name: "Thandi" });
  // Chosen in this browser, so that no other session of hers is left behind by the choice.
  await signInFirstTime(page, customer, PASSWORD);
  await expect(page).toHaveURL(/\/my-products$/);
  const phone = await browser.newContext({
    baseURL: shop.url,
    userAgent: PHONE_AGENT,
    viewport: { width: 375, height: 740 },
  });
  try {
    const phonePage = await phone.newPage();
    await signIn(phonePage, customer.email, PASSWORD);
    await expect(phonePage).toHaveURL(/\/my-products$/);

    await page.getByRole("link", { name: "My Account (signed in as Thandi)" }).click();
    const devices = page.getByRole("region", { name: "Devices" });
    const sessions = devices.getByRole("list", { name: "Your sessions" });
    await expect(sessions.getByRole("listitem")).toHaveCount(2);
    const here = sessions.getByRole("listitem").filter({ hasText: "This device" });
    await expect(here).toHaveCount(1);
    await expect(here).toContainText("Chrome");
    const phoneItem = sessions.getByRole("listitem").filter({ hasText: /Safari 17 on iOS/ });
    await expect(phoneItem).not.toContainText("This device");

    await phoneItem.getByRole("button", { name: /^End session: Safari 17 on iOS/ }).click();
    await expect(devices.getByRole("status")).toHaveText("That session has ended.");
    await expect(sessions.getByRole("listitem")).toHaveCount(1);

    // The phone is signed out: its next call is refused, and its page sends it to sign in.
    expect((await phone.request.get(`${API}/users/me`)).status()).toBe(401);
    await phonePage.reload();
    await expect(phonePage).toHaveURL(/\/login/);
    await expect(phonePage.getByRole("link", { name: /My Account/ })).toHaveCount(0);
  } finally {
    await phone.close();
  }

  // Ending this device's own session asks first, then signs out to the sign-in page.
  await page.getByRole("button", { name: /^End session: .* \(this device\)$/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "End this session?" });
  await confirm.getByRole("button", { name: "End and sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("You have been signed out. Please sign in again.")).toBeVisible();
  expect((await page.request.get(`${API}/users/me`)).status()).toBe(401);
});

test("an admin reads the security log, filtered by event and person", async ({
  page,
  playwright,
  shop,
}) => {
  // A failed sign-in with an address no account has: the log keeps what was typed.
  const stranger = `${unique("stranger-")}@example.com`;
  const visitor = await playwright.request.newContext({ baseURL: shop.url });
  try {
    const refused = await visitor.post(`${API}/users/login`, {
      data: { email: stranger, password: "Not-a-password1!" },
    });
    expect(refused.status()).toBe(401);
  } finally {
    await visitor.dispose();
  }

  await signInAsAdmin(page);
  await page
    .getByRole("navigation", { name: "Footer" })
    .getByRole("link", { name: "Security Log" })
    .click();
  await expect(page).toHaveURL(/\/admin\/security-log$/);
  await expect(page).toHaveTitle("Security Log · Lifetime Outfitter");
  const table = page.getByRole("table", { name: "Security log" });
  // The admin's own sign-in a moment ago, at the top.
  await expect(table.getByRole("row").nth(1)).toContainText("Signed in");

  await page.getByRole("combobox", { name: "Event" }).click();
  await page.getByRole("option", { name: "Sign-in failed" }).click();
  await expect(page).toHaveURL(/\?event=sign-in-failed$/);
  await expect(table.getByRole("row").nth(1)).toContainText("Sign-in failed");
  await expect(table.getByRole("cell", { name: "Signed in", exact: true })).toHaveCount(0);

  await page.getByRole("searchbox", { name: "Person" }).fill(stranger);
  await expect(page).toHaveURL(/person=stranger-/);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row").nth(1)).toContainText(stranger);
  await expect(table.getByRole("row").nth(1)).toContainText("No account");

  // A phone shows the entries as cards, and nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 740 });
  const cards = page.getByRole("list", { name: "Security log" });
  await expect(cards.getByRole("listitem")).toHaveCount(1);
  await expect(cards).toContainText(stranger);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
});
