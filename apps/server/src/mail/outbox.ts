import { and, count, eq, gt, sql } from "drizzle-orm";
import { outboxMails } from "../db/schema";
import type { Db, Tx } from "../db/client";

/**
 * One mail to send, queued in the transaction of the change that causes it (design §7): if the
 * change rolls back, so does the mail; once it commits, the delivery worker sends it.
 */
export interface QueuedMail {
  /** The template that renders it when it is sent (mail/kinds.ts). */
  kind: string;
  /** A fixed recipient (the workshop); leave out for a customer's mail. */
  to?: string;
  /** The customer it is for: rendered with their address, first name and choices when sent. */
  customerIdnumber?: string;
  /**
   * Mails sharing a group key that are pending together go out as one, when the first is due
   * (a request's state changes and notes: `request-status:{id}`).
   */
  groupKey?: string;
  /** What the template needs besides the database: ids, the change it tells of. Never an ID number. */
  payload?: Record<string, unknown>;
  /** Hold it this many seconds first (the batching window). */
  delaySeconds?: number;
}

/** Queues mails: one INSERT, in the caller's transaction. */
export async function queueMail(db: Db | Tx, ...mails: QueuedMail[]): Promise<void> {
  if (mails.length === 0) return;
  const now = Date.now();
  await db.insert(outboxMails).values(
    mails.map((mail) => ({
      kind: mail.kind,
      toAddress: mail.to ?? null,
      customerIdnumber: mail.customerIdnumber ?? null,
      groupKey: mail.groupKey ?? null,
      payload: mail.payload ?? {},
      dueAt: new Date(now + (mail.delaySeconds ?? 0) * 1000),
    })),
  );
}

/** How many mails of this kind were queued for the customer within the last hour. */
export async function mailsInLastHour(
  db: Db | Tx,
  idnumber: string,
  kind: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(outboxMails)
    .where(
      and(
        eq(outboxMails.customerIdnumber, idnumber),
        eq(outboxMails.kind, kind),
        gt(outboxMails.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return Number(row?.n ?? 0);
}
