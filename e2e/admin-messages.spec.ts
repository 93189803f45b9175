import type { Page } from "@playwright/test";
import { expect, test, unique } from "./fixtures";
import { signInAsAdmin } from "./setup";
import { startShopWithMailbox, type TestSmtp } from "./mailbox";
import { SERVER_FIXTURE_TIMEOUT, type Shop } from "./fixtures";

let shop: Shop;
let mailbox: TestSmtp;

// A shop of its own: the unread count must start from nothing, and the workshop's mail must
// arrive in a mailbox this test reads.
test.beforeAll(async () => {
  test.setTimeout(SERVER_FIXTURE_TIMEOUT);
  ({ shop, mailbox } = await startShopWithMailbox());
});
test.afterAll(async () => {
  await shop?.stop();
  await mailbox?.close();
});

async function sendContactMessage(page: Page, name: string, email: string, message: string) {
  await page.goto("/contact");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Message").fill(message);
  await page.getByRole("button", { name: /send/i }).click();
  await expect(page.getByText("Message Sent!")).toBeVisible();
}

test("a visitor's message reaches the workshop's mail and the admin's inbox, who reads and archives it", async ({
  browser,
}) => {
  const name = `Lindiwe ${unique("Dlamini")}`;
  const email = `${unique("lindiwe")}@example.test`;
  const visitor = await browser.newPage({ baseURL: shop.url });
  await sendContactMessage(visitor, name, email, "My satchel strap needs a new rivet.\nThank you!");
  await sendContactMessage(visitor, "Pieter Botha", "pieter@example.test", "Do you make belts?");
  await visitor.close();

  // The workshop's mail, Reply-To the sender.
  const mails = await mailbox.waitForMails(2);
  const mail = mails.find((received) => received.subject === `New message from ${name}`);
  expect(mail?.replyTo?.value).toEqual([{ name, address: email }]);
  expect(mail?.text).toContain("> My satchel strap needs a new rivet.\n> Thank you!");
  expect(mail?.text).toContain(`${shop.url}/admin/messages`);

  const admin = await browser.newContext({ baseURL: shop.url });
  const page = await admin.newPage();
  await signInAsAdmin(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  const messagesLink = nav.getByRole("link", { name: "Messages, 2 unread" });
  await expect(messagesLink).toBeVisible();
  await messagesLink.click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
  await expect(page.getByText("2 unread", { exact: true })).toBeVisible();

  // Newest first, both unread.
  const articles = page.getByRole("article");
  await expect(articles).toHaveCount(2);
  await expect(articles.first()).toHaveAccessibleName("Unread: Pieter Botha");
  const message = page.getByRole("article", { name: `Unread: ${name}` });
  await expect(message).toHaveAttribute("data-unread", "true");

  // Opened from the keyboard: it is read, and the navigation's count drops.
  // Found on the page, not in the article: the article's name loses 'Unread:' once it is read.
  const toggle = page.getByRole("button", { name: new RegExp(name) });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const opened = page.getByRole("article", { name });
  await expect(opened.getByText("Thank you!")).toBeVisible();
  await expect(nav.getByRole("link", { name: "Messages, 1 unread" })).toBeVisible();
  await expect(opened).not.toHaveAttribute("data-unread");
  const reply = opened.getByRole("link", { name: `Reply to ${name}` });
  await expect(reply).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${email.replace(/[.+]/g, "\\$&")}\\?subject=Re%3A%20Your%20message`),
  );

  // Archived: it leaves the inbox and waits in the archive.
  await opened.getByRole("button", { name: "Archive" }).click();
  await expect(page.getByText("Message archived")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article", { name })).toHaveCount(0);
  await page.getByRole("button", { name: "Archived" }).click();
  await expect(page).toHaveURL(/view=archived/);
  await expect(page.getByRole("article", { name })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Messages, 1 unread" })).toBeVisible();

  // The search finds a message by its text, on the server.
  await page.getByRole("button", { name: "Inbox" }).click();
  await page.getByLabel("Search messages").fill("belts");
  await expect(page).toHaveURL(/q=belts/);
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article", { name: "Unread: Pieter Botha" })).toBeVisible();

  // On a phone the count is in the toggle menu.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole("button", { name: "Toggle menu" }).click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu.getByRole("link", { name: "Messages, 1 unread" })).toBeVisible();
  await admin.close();
});
