import { startTestSmtp, type TestSmtp } from "../apps/server/test/smtp-inbox";
import { startShop, type Shop } from "./fixtures";

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
