import { API, createCustomer, expect, ok, signIn, signedInApi, unique } from "./fixtures";
import { mailTest, mailTo } from "./mailbox";

// The customer's own account page as a person uses it (decision 062): the real server sends its
// mail to a real SMTP server in this process; the confirmation link is read from the mail and
// followed in a fresh browser, as on another device.

const PASSWORD = "Saddle&Stitch2025";
const NEW_PASSWORD = "Buckle#Brass2026";

const test = mailTest;

test("a customer edits their details, changes their e-mail through the mailed link and their password with the current one", async ({
  browser,
  page,
  playwright,
  shop,
  mailbox,
  adminApi,
}) => {
  const customer = await createCustomer(adminApi, { name: "Thandi" });
  // The first password, chosen as the first-time dialog does.
  const first = await signedInApi(shop.url, customer.email, customer.idnumber);
  await ok(
    await first.put(`${API}/users/reset-password/${customer.idnumber}`, {
      data: { password: PASSWORD, passwordflag: 1 },
    }),
  );
  await first.dispose();

  await signIn(page, customer.email, PASSWORD);
  await expect(page).toHaveURL(/\/my-products$/);
  await page.getByRole("link", { name: "My Account (signed in as Thandi)" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Account");

  // Your details: Edit, a wrong value is refused on the spot, then saved.
  const details = page.getByRole("region", { name: "Your details" });
  await details.getByRole("button", { name: "Edit your details" }).click();
  const form = details.getByRole("form", { name: "Your details" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill("");
  await form.getByRole("button", { name: "Save details" }).click();
  await expect(form.getByText("Name is required")).toBeVisible();
  await form.getByRole("textbox", { name: "Name", exact: true }).fill("Thandiwe");
  await form.getByLabel("Contact number").fill("083 444 5566");
  await form.getByLabel("City").fill("Stellenbosch");
  await form.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Your details have been saved.")).toBeVisible();
  await expect(details.getByText(`Thandiwe ${customer.surname}`)).toBeVisible();
  await expect(details.getByText("083 444 5566")).toBeVisible();
  await expect(details.getByText(/Stellenbosch/)).toBeVisible();
  // The header greets them by the new name.
  await expect(
    page.getByRole("link", { name: "My Account (signed in as Thandiwe)" }),
  ).toBeVisible();

  // E-mail: a new address waits for confirmation.
  const newEmail = `${unique("thandi-new-")}@example.com`;
  const emailSection = page.getByRole("region", { name: "E-mail" });
  await emailSection.getByLabel("New e-mail address").fill(newEmail);
  await emailSection.getByLabel("Current password").fill(PASSWORD);
  await emailSection.getByRole("button", { name: "Change e-mail" }).click();
  await expect(emailSection.getByText(/Waiting for confirmation/)).toBeVisible();
  await expect(emailSection.getByText(newEmail)).toBeVisible();

  const notice = await mailTo(mailbox, customer.email, "Your e-mail address is being changed");
  expect(notice.text).toContain(
    "Someone asked to change the e-mail address of your Lifetime Outfitter account to",
  );
  expect(notice.text).not.toContain(newEmail);
  const confirmation = await mailTo(mailbox, newEmail, "Confirm your new e-mail address");
  expect(confirmation.text).toContain("Dear Thandiwe,");
  const link = /(http\S+\/confirm-email\?token=[\w-]+)/.exec(confirmation.text ?? "")?.[1] ?? "";
  expect(link.startsWith(`${shop.url}/confirm-email?token=`)).toBe(true);

  // Until the link is used, the new address is no login.
  const early = await playwright.request.newContext({ baseURL: shop.url });
  expect(
    (
      await early.post(`${API}/users/login`, { data: { email: newEmail, password: PASSWORD } })
    ).status(),
  ).toBe(401);
  await early.dispose();

  // Another device: a fresh browser, signed in as no one.
  const phone = await browser.newContext({ viewport: { width: 375, height: 740 } });
  try {
    const phonePage = await phone.newPage();
    await phonePage.goto(link);
    await expect(phonePage.getByRole("heading", { level: 1 })).toHaveText(
      "Confirm your new e-mail address",
    );
    await phonePage.getByRole("button", { name: "Confirm my new address" }).click();
    await expect(phonePage.getByRole("status")).toContainText(
      "Your e-mail address has been changed.",
    );
    await phonePage.getByRole("link", { name: "Sign In" }).click();
    await signIn(phonePage, newEmail, PASSWORD);
    await expect(phonePage).toHaveURL(/\/my-products$/);
    // The link is spent.
    await phonePage.goto(link);
    await phonePage.getByRole("button", { name: "Confirm my new address" }).click();
    await expect(phonePage.getByRole("alert")).toContainText(
      "This link has expired or has already been used.",
    );
  } finally {
    await phone.close();
  }

  // Back on the first browser: the page shows the new address once reloaded.
  await page.reload();
  await expect(emailSection.getByText(newEmail)).toBeVisible();
  await expect(emailSection.getByText(/Waiting for confirmation/)).toHaveCount(0);

  // Password: a wrong current one is refused under its field, the right one saves.
  const password = page.getByRole("region", { name: "Password" });
  await password.getByLabel("Current password").fill("Not#MyPassword1");
  await password.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await expect(
    password.getByRole("listitem").filter({ hasText: "One special character" }),
  ).toHaveAttribute("data-passed", "true");
  await password.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByText("Your current password is not correct.")).toBeVisible();
  await password.getByLabel("Current password").fill(PASSWORD);
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password Updated")).toBeVisible();

  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await signIn(page, newEmail, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/my-products$/);
});
