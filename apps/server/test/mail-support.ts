import type { AppConfig } from "../src/config";
import type { Db } from "../src/db/client";
import { MAIL_KINDS } from "../src/mail-kinds";
import type { MailKinds } from "../src/mail/kinds";
import { smtpTransport, type MailTransport } from "../src/mail/transport";
import { deliverDueMails, type MailWorkerOptions } from "../src/mail/worker";
import type { TestSmtp } from "./smtp-inbox";

export { startTestSmtp, type TestSmtp } from "./smtp-inbox";

/** Worker options for a test app: its database and settings, a transport to `smtp`. */
export function workerFor(
  target: { db: Db; config: AppConfig },
  transport: MailTransport,
  more: Partial<MailWorkerOptions> = {},
): MailWorkerOptions {
  return { db: target.db, config: target.config, kinds: MAIL_KINDS, transport, ...more };
}

/**
 * Sends everything due now through a real SMTP server, as the server's worker would, and
 * returns when the outbox has nothing more due.
 */
export async function deliverAll(
  target: { db: Db; config: AppConfig },
  smtp: TestSmtp,
  kinds: MailKinds = MAIL_KINDS,
): Promise<void> {
  const transport = smtpTransport(smtp.url, target.config.mailFrom);
  try {
    while ((await deliverDueMails(workerFor(target, transport, { kinds }))) > 0);
  } finally {
    await transport.close();
  }
}
