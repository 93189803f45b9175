import { startTestSmtp, type TestSmtp } from "../apps/server/test/smtp-inbox";
import type { ParsedMail } from "mailparser";
import { expect, startShop, test, type Shop, SERVER_FIXTURE_TIMEOUT } from "./fixtures";

export type { TestSmtp };

/**
 * The real server sending its mail to a real SMTP server in this test process, with a
 * one-second batching window, so a test reads what a customer would receive.
 */
export async function startShopWithMailbox(): Promise<{ shop: Shop; mailbox: TestSmtp }> {
  const mailbox = await startTestSmtp();
  try {
    const shop = await startShop({ env: { SMTP_URL: mailbox.url, NOTIFY_BATCH_SECONDS: "1" } });
    return { shop, mailbox };
  } catch (error) {
    await mailbox.close();
    throw error;
  }
}

type MailShop = { shop: Shop; mailbox: TestSmtp };

/**
 * The test of the mail specs: one shop with its mailbox per worker, as `shop` (so the
 * fixtures' `adminApi` and `baseURL` use it) and `mailbox`.
 */
export const mailTest = test.extend<object, { mailShop: MailShop; mailbox: TestSmtp }>({
  mailShop: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const started = await startShopWithMailbox();
      await use(started);
      await started.shop.stop();
      await started.mailbox.close();
    },
    { scope: "worker", timeout: SERVER_FIXTURE_TIMEOUT },
  ],
  shop: [async ({ mailShop }, use) => use(mailShop.shop), { scope: "worker" }],
  mailbox: [async ({ mailShop }, use) => use(mailShop.mailbox), { scope: "worker" }],
});

/** The mail to `address` whose subject matches (or equals), once it has arrived. */
export async function mailTo(
  mailbox: TestSmtp,
  address: string,
  subject: RegExp | string,
): Promise<ParsedMail> {
  const matches = (text: string) =>
    typeof subject === "string" ? text === subject : subject.test(text);
  let found: ParsedMail | undefined;
  await expect
    .poll(
      () => {
        found = mailbox.mails.find(
          (mail) =>
            matches(mail.subject ?? "") && JSON.stringify(mail.to).includes(address.toLowerCase()),
        );
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}
