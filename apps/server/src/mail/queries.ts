import { FAILED_MAIL_PAGE_SIZE, type FailedMail } from "@lo/domain";
import { count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { outboxMails, users } from "../db/schema";

/** The outbox rows the worker gave up on. */
export const failedMails = eq(outboxMails.state, "failed");

/**
 * One page of the mails that could not be delivered, newest failure first (each with its
 * recipient: the fixed address, or the customer's current one), and how many there are. The
 * first page of FAILED_MAIL_PAGE_SIZE unless the query says otherwise.
 */
export async function failedMailPage(
  db: Db,
  query: { limit?: number | undefined; offset?: number | undefined },
): Promise<{ data: FailedMail[]; total: number }> {
  const page = { limit: query.limit ?? FAILED_MAIL_PAGE_SIZE, offset: query.offset ?? 0 };
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: outboxMails.id,
        subject: outboxMails.subject,
        kind: outboxMails.kind,
        to: sql<string | null>`coalesce(${outboxMails.toAddress}, ${users.email})`,
        attempts: outboxMails.attempts,
        reason: outboxMails.lastError,
        createdAt: outboxMails.createdAt,
        failedAt: outboxMails.updatedAt,
      })
      .from(outboxMails)
      .leftJoin(users, eq(users.idnumber, outboxMails.customerIdnumber))
      .where(failedMails)
      .orderBy(desc(outboxMails.updatedAt), desc(outboxMails.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(outboxMails).where(failedMails),
  ]);
  return {
    data: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      failedAt: row.failedAt.toISOString(),
    })),
    total: totals?.total ?? 0,
  };
}
