import type { Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { createCustomer, expect, signIn, unique, uniqueSouthAfricanId } from "./fixtures";
import { mailTest, mailTo } from "./mailbox";

// Accounts by e-mail as people meet them (docs/design.md §8): the real server mails the invitation
// or the reset link to a real SMTP server in this process; the link is followed in a fresh browser,
// where the person chooses a password and is signed in.

const test = mailTest;

function setPasswordLink(shopUrl: string, mail: ParsedMail): string {
  const link = /(http\S+\/set-password\?token=[\w-]+)/.exec(mail.text ?? "")?.[1] ?? "";
  expect(link.startsWith(`${shopUrl}/set-password?token=`)).toBe(true);
  return link;
}

async function choosePassword(page: Page, password: string) {
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password").fill(password);
  await page.getByRole("button", { name: "Save password and sign in" }).click();
}

test("an invited customer follows the mailed link, chooses a password and is signed in", async ({
  page,
  browser,
  shop,
  mailbox,
}) => {
  const idnumber = uniqueSouthAfricanId();
  const surname = unique("Mthembu");
  const email = `${unique("invited")}@example.test`;
  const field = (name: string) => page.getByRole("textbox", { name, exact: true });

  await signIn(page);
  await page.getByRole("link", { name: "Create Customer" }).first().click();
  await field("Name").fill("Ayanda");
  await field("Surname").fill(surname);
  await field("Email").fill(email);
  await field("Contact Number").fill("082 000 2222");
  await field("Customer ID").fill(idnumber);
  await page.getByRole("button", { name: "Create Customer" }).click();
  await page
    .getByRole("alertdialog", { name: "Create this customer?" })
    .getByRole("button", { name: "Confirm & Create" })
    .click();
  const card = page.getByRole("article", { name: `Ayanda ${surname}` });
  await expect(card.getByText("Invitation pending")).toBeVisible();

  const mail = await mailTo(mailbox, email, /^Welcome to Lifetime Outfitter/);
  expect(mail.text).toContain("Dear Ayanda,");
  expect(mail.text).toContain("7 days");
  expect(mail.text).not.toContain(idnumber);
  const link = setPasswordLink(shop.url, mail);

  // The customer's own browser: never signed in here.
  const theirs = await browser.newContext();
  const customer = await theirs.newPage();
  await customer.goto(link);
  await expect(customer.getByRole("heading", { level: 1 })).toHaveText(
    "Welcome — choose your password",
  );
  const rules = customer.getByRole("list", { name: "Password requirements" });
  await customer.getByLabel("New password", { exact: true }).fill("a");
  await expect(rules.locator('[data-passed="true"]')).toHaveCount(1);
  await customer.getByLabel("New password", { exact: true }).fill("");
  await choosePassword(customer, "Burnished#Edge41");
  await expect(customer).toHaveURL(/\/my-products$/);
  await expect(customer.getByRole("link", { name: /signed in as Ayanda/ })).toBeVisible();
  // No first-time dialog: the password is their own now.
  await expect(customer.getByRole("dialog")).toBeHidden();

  // The link worked once.
  await customer.goto(link);
  await expect(customer.getByRole("heading", { level: 1 })).toHaveText("Link expired");
  await expect(customer.getByRole("link", { name: "Ask for a new link" })).toBeVisible();
  await theirs.close();

  await page.reload();
  await expect(card.getByText("Invitation accepted")).toBeVisible();
  await expect(card.getByRole("button", { name: /Resend invitation/ })).toBeHidden();
});

test("'Forgot password?' on the login page mails a link; the new password signs in", async ({
  page,
  browser,
  shop,
  mailbox,
  adminApi,
}) => {
  const customer = await createCustomer(adminApi, { name: "Sipho" });

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The page arrives in a chunk of its own: until then the login form is still on screen.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgot your password?");
  await page.getByLabel("Email").fill(customer.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "If an account exists for that address, we have sent a link to reset its password.",
  );

  const mail = await mailTo(mailbox, customer.email, /^Reset your Lifetime Outfitter password$/);
  expect(mail.text).toContain("1 hour");
  expect(mail.text).toContain("If you did not ask for this");
  const link = setPasswordLink(shop.url, mail);

  const fresh = await browser.newContext();
  const theirs = await fresh.newPage();
  await theirs.goto(link);
  await expect(theirs.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
  await choosePassword(theirs, "Waxed#Thread22");
  await expect(theirs).toHaveURL(/\/my-products$/);
  await expect(theirs.getByRole("link", { name: /signed in as Sipho/ })).toBeVisible();
  await fresh.close();

  // The new password signs in on the login page.
  await signIn(page, customer.email, "Waxed#Thread22");
  await expect(page).toHaveURL(/\/my-products$/);
});
