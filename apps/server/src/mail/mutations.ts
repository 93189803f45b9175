import { MAIL_MESSAGES } from "@lo/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { outboxMails } from "../db/schema";
import { conflict, notFound } from "../errors";
import { failedMails } from "./queries";

/**
 * Puts a failed mail back in the queue with a fresh day of tries; 409 when the mail has not
 * failed, 404 when there is no such mail.
 */
export async function retryFailedMail(db: Db, id: number): Promise<void> {
  const [retried] = await db
    .update(outboxMails)
    .set({ state: "pending", attempts: 0, dueAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(outboxMails.id, id), failedMails))
    .returning({ id: outboxMails.id });
  if (retried) return;
  const [exists] = await db
    .select({ id: outboxMails.id })
    .from(outboxMails)
    .where(eq(outboxMails.id, id));
  throw exists ? conflict(MAIL_MESSAGES.notFailed) : notFound(MAIL_MESSAGES.mailNotFound);
}
