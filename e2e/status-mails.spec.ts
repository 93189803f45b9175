import type { APIRequestContext } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { API, createCustomer, expect, ok, signIn, unique } from "./fixtures";
import { mailTest, mailTo } from "./mailbox";
import { choosePassword, createPieces, raiseRepair, updateLine } from "./setup";

// The status mails as a customer meets them: the real server sends them to a real SMTP server
// in this process; the opt-out link of the mail is followed in a fresh browser, and the
// choice is seen and changed again on /account.

const PASSWORD = "Saddle&Stitch2025";

const test = mailTest;

/** A customer with a chosen password and one piece in a repair request the admin raised. */
async function customerWithRepair(shopUrl: string, adminApi: APIRequestContext) {
  const customer = await createCustomer(adminApi, {
    name: "Thandi",
    email: `${unique("status-")}@example.com`,
  });
  await choosePassword(shopUrl, customer, PASSWORD);
  const serialno = unique("LO-").toUpperCase();
  await createPieces(adminApi, customer.idnumber, [serialno]);
  const repairid = await raiseRepair(adminApi, {
    customeridnumber: customer.idnumber,
    current_location: "Home",
    repairlines: [{ serialno, problemdescription: "Loose buckle" }],
  });
  return { ...customer, serialno, repairid };
}

async function moveLine(adminApi: APIRequestContext, idnumber: string, id: number, state: string) {
  const list = await ok<
    { id: number; products: { repairlineid: number; problemDescription: string }[] }[]
  >(await adminApi.get(`${API}/repairs/get-customer-repairs/${idnumber}`));
  const line = list.find((request) => request.id === id)!.products[0]!;
  await updateLine(adminApi, id, "Home", line, {
    state,
    problemDescription: line.problemDescription,
  });
}

const optOutLink = (mail: ParsedMail) => {
  const line = mail.headerLines.find((header) => header.key === "list-unsubscribe")?.line ?? "";
  return /<(http[^>]+)>/.exec(line)?.[1] ?? "";
};

test("a status mail's opt-out link, opened in a fresh browser, turns the mails off; /account turns them on again", async ({
  browser,
  shop,
  mailbox,
  adminApi,
}) => {
  const customer = await customerWithRepair(shop.url, adminApi);
  await moveLine(adminApi, customer.idnumber, customer.repairid, "ready-for-collection");
  const mail = await mailTo(mailbox, customer.email, /ready for collection/);
  const link = optOutLink(mail);
  expect(link).toMatch(new RegExp(`^${shop.url}/unsubscribe/[\\w-]{43}$`));
  expect(mail.text).toContain(link);

  const fresh = await browser.newContext();
  const page = await fresh.newPage();
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stop these e-mails?");
  await page.getByRole("button", { name: "Turn off e-mails about my repairs" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("E-mails turned off");

  // The choice as the customer sees it on /account, reached from their name.
  await signIn(page, customer.email, PASSWORD);
  await expect(page).toHaveURL(/\/my-products$/);
  await page.getByRole("link", { name: "My Account (signed in as Thandi)" }).click();
  const choice = page.getByRole("switch", { name: "E-mail me when my repairs move on" });
  await expect(choice).not.toBeChecked();
  await choice.click();
  await expect(page.getByText("We will e-mail you when your repairs move on.")).toBeVisible();
  await page.reload();
  await expect(choice).toBeChecked();
  await fresh.close();
});

test("a mail client's one-click POST turns the mails off, and the next change sends none", async ({
  playwright,
  shop,
  mailbox,
  adminApi,
}) => {
  const customer = await customerWithRepair(shop.url, adminApi);
  await moveLine(adminApi, customer.idnumber, customer.repairid, "in-progress");
  const link = optOutLink(await mailTo(mailbox, customer.email, /news from the workshop/));

  const mailClient = await playwright.request.newContext();
  const response = await mailClient.post(link, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(response.status()).toBe(200);
  await mailClient.dispose();

  const before = mailbox.mails.length;
  await moveLine(adminApi, customer.idnumber, customer.repairid, "completed");
  // Past the one-second window and a worker round or two: nothing more arrives for them.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const later = mailbox.mails
    .slice(before)
    .filter((mail) => JSON.stringify(mail.to).includes(customer.email.toLowerCase()));
  expect(later).toEqual([]);
});

test("the 'request received' mail's tracking link works in a fresh browser; the admin's next changes arrive as one mail", async ({
  shop,
  mailbox,
  browser,
  adminApi,
}) => {
  const customer = await customerWithRepair(shop.url, adminApi);

  const received = await mailTo(
    mailbox,
    customer.email,
    new RegExp(`^Repair request ${customer.repairid} raised for you$`),
  );
  expect(received.text).toContain(`Dear ${customer.name},`);
  expect(received.text).toContain(customer.serialno);
  expect(received.text).toContain("Loose buckle");
  expect(received.text).not.toContain(customer.idnumber);
  const trackingLink = /(http\S+\/track\/[\w-]+)/.exec(received.text ?? "")?.[1] ?? "";
  expect(trackingLink).toContain(`${shop.url}/track/`);

  // A stranger's phone: a new context, no cookies, never signed in.
  const stranger = await browser.newContext({ viewport: { width: 375, height: 740 } });
  try {
    const page = await stranger.newPage();
    await page.goto(trackingLink);
    await expect(page.getByText(customer.serialno)).toBeVisible();
    await expect(page.getByText("Pending").first()).toBeVisible();
    await expect(page.getByText(customer.surname)).toHaveCount(0);
  } finally {
    await stranger.close();
  }

  // Two changes within NOTIFY_BATCH_SECONDS (1 s here): one mail tells of both.
  const before = mailbox.mails.length;
  await moveLine(adminApi, customer.idnumber, customer.repairid, "in-progress");
  await moveLine(adminApi, customer.idnumber, customer.repairid, "ready-for-collection");
  const news = await mailTo(
    mailbox,
    customer.email,
    new RegExp(`^Repair request ${customer.repairid}: ready for collection$`),
  );
  expect(news.text).toContain("In Progress");
  expect(news.text).toContain("Ready for Collection");
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const statusMails = mailbox.mails
    .slice(before)
    .filter(
      (mail) =>
        JSON.stringify(mail.to).includes(customer.email.toLowerCase()) &&
        (mail.subject ?? "").startsWith(`Repair request ${customer.repairid}:`),
    );
  expect(statusMails).toHaveLength(1);
});
