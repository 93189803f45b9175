/**
 * The delivery worker's pace (decision 060; goal: at least 20 mails a second to a local SMTP
 * server): 'request received' mails for the seeded requests are queued as the API queues them, then
 * sent by the server's own worker code through a real SMTP server in this process. Each mail is
 * rendered from the database as in production (request, customer, pieces, tracking link).
 */
import { sql } from "drizzle-orm";
import { loadConfig } from "../../apps/server/src/config";
import type { DatabaseHandle } from "../../apps/server/src/db/client";
import { outboxMails } from "../../apps/server/src/db/schema";
import { MAIL_KINDS } from "../../apps/server/src/mail-kinds";
import { smtpTransport } from "../../apps/server/src/mail/transport";
import { deliverDueMails } from "../../apps/server/src/mail/worker";
import { startTestSmtp } from "../../apps/server/test/smtp-inbox";
import type { BenchRow } from "./row";

export async function measureMailDelivery(
  handle: DatabaseHandle,
  label: string,
  count = 500,
): Promise<BenchRow[]> {
  const { db } = handle;
  const config = loadConfig({ PUBLIC_URL: "https://shop.example.com" });
  // What earlier parts left queued (the writes' own mails) goes first, untimed.
  const smtp = await startTestSmtp();
  const transport = smtpTransport(smtp.url, config.mailFrom);
  const options = { db, config, kinds: MAIL_KINDS, transport };
  try {
    while ((await deliverDueMails(options)) > 0);
    await db.execute(sql`
      insert into ${outboxMails} (kind, customer_idnumber, payload)
      select 'request-received', customer_idnumber, jsonb_build_object('requestId', id)
      from repair_requests order by id desc limit ${count}`);
    const before = smtp.mails.length;
    const started = performance.now();
    while ((await deliverDueMails(options)) > 0);
    const seconds = (performance.now() - started) / 1000;
    const sent = smtp.mails.length - before;
    const perSecond = Math.round((sent / seconds) * 10) / 10;
    return [
      {
        section: `Mail (${label})`,
        name: `worker: ${sent} 'request received' mails rendered and sent to a local SMTP server`,
        value: perSecond,
        unit: "mails/s",
        goal: "≥ 20 mails/s",
        ok: sent === count && perSecond >= 20,
        note: sent === count ? undefined : `${count - sent} of ${count} not delivered`,
      },
    ];
  } finally {
    await transport.close();
    await smtp.close();
  }
}
