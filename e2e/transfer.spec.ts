import type { Page } from "@playwright/test";
import { createCustomer, expect, productTypes, unique } from "./fixtures";
import { mailTest, mailTo } from "./mailbox";
import { createPieces, signInFirstTime } from "./setup";

// Ownership transfer (decision 066): the owner transfers a piece from My Products, the recipient
// follows the mailed link (read from a real SMTP server), creates their account on the link's
// page and finds the piece in their My Products; the old owner no longer lists it.

const test = mailTest;
const OWNER_PASSWORD = "Owner#Leather1";
const RECIPIENT_PASSWORD = "Gift#Leather2";

async function signInForTheFirstTime(page: Page, email: string, idnumber: string) {
  await signInFirstTime(page, { email, idnumber }, OWNER_PASSWORD);
  await expect(page).toHaveURL(/\/my-products$/);
}

test("an owner transfers a piece; the recipient accepts through the mailed link", async ({
  page,
  browser,
  adminApi,
  shop,
  mailbox,
}) => {
  const owner = await createCustomer(adminApi, { name: "Thandi" });
  const [type] = await productTypes(adminApi);
  const serialno = unique("TRF-");
  await createPieces(adminApi, owner.idnumber, [serialno], type);
  const recipientEmail = `${unique("gift")}@example.test`;

  await signInForTheFirstTime(page, owner.email, owner.idnumber);
  const table = page.getByRole("table", { name: "My products" });
  await table.getByRole("button", { name: `Transfer ${serialno}` }).click();
  const dialog = page.getByRole("dialog", { name: "Transfer this piece" });
  await expect(dialog).toContainText("its whole repair history move to their account");
  await dialog.getByLabel("Recipient's e-mail").fill(recipientEmail);
  await dialog.getByRole("button", { name: "Send transfer" }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByText(`Transfer to ${recipientEmail} waiting`)).toBeVisible();
  await expect(table.getByRole("button", { name: `Cancel transfer of ${serialno}` })).toBeVisible();

  const mail = await mailTo(
    mailbox,
    recipientEmail,
    "A Lifetime Outfitter piece is waiting for you",
  );
  expect(mail.text).toContain(serialno);
  expect(mail.text).not.toContain(owner.idnumber);
  expect(mail.text).not.toContain(owner.email);
  const link = /(http\S+\/transfer\/[\w-]+)/.exec(mail.text ?? "")?.[1] ?? "";
  expect(link.startsWith(`${shop.url}/transfer/`)).toBe(true);

  // The recipient's own browser: no account yet, so they create one on the page.
  const theirs = await browser.newContext();
  const recipient = await theirs.newPage();
  await recipient.goto(link);
  await expect(recipient.getByRole("heading", { level: 1 })).toHaveText(
    "A piece is waiting for you",
  );
  await expect(recipient.getByText(serialno)).toBeVisible();
  await expect(recipient.getByText("Thandi")).toHaveCount(0);
  const field = (name: string) => recipient.getByRole("textbox", { name, exact: true });
  await field("Name").fill("Sipho");
  await field("Surname").fill(unique("Recipient"));
  await field("ID number").fill(String(Date.now()).padStart(13, "8").slice(-13));
  await field("Contact number").fill("082 555 0101");
  await recipient.getByLabel(/^Password\s*\*?$/).fill(RECIPIENT_PASSWORD);
  await recipient.getByLabel("Confirm password").fill(RECIPIENT_PASSWORD);
  await recipient.getByRole("button", { name: "Create account and accept" }).click();
  await expect(recipient.getByRole("heading", { level: 1 })).toHaveText("The piece is yours");
  await recipient.getByRole("link", { name: "Go to My Products" }).click();
  await expect(
    recipient.getByRole("table", { name: "My products" }).getByText(serialno),
  ).toBeVisible();

  // The old owner is told, and no longer lists the piece.
  await mailTo(mailbox, owner.email, "Your transfer was accepted");
  await page.reload();
  await expect(page.getByText("No products found.")).toBeVisible();
  await theirs.close();
});
