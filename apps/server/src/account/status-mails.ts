import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { findUnsubscribeUser, markUnsubscribeUsed } from "../links/unsubscribe-links";

/** Whether a customer wants the mails about their repairs' progress. */
export async function statusMailsOf(db: Db, idnumber: string): Promise<boolean> {
  const [row] = await db
    .select({ statusMails: users.statusMails })
    .from(users)
    .where(eq(users.idnumber, idnumber));
  return row?.statusMails ?? false;
}

/** The customer's choice, as the account page saves it. */
export async function setStatusMails(db: Db, idnumber: string, on: boolean): Promise<void> {
  await db
    .update(users)
    .set({ statusMails: on, updatedAt: sql`now()` })
    .where(eq(users.idnumber, idnumber));
}

/** What an opt-out token says now, or undefined for an unknown or revoked token. */
export async function statusMailsByToken(db: Db, token: string): Promise<boolean | undefined> {
  return (await findUnsubscribeUser(db, token))?.statusMails;
}

/**
 * The opt-out link used (the page's button, or a mail client's one-click POST): status mails
 * off for its customer. Doing it twice is harmless. False for an unknown or revoked token.
 */
export async function turnOffStatusMailsByToken(db: Db, token: string): Promise<boolean> {
  const owner = await findUnsubscribeUser(db, token);
  if (!owner) return false;
  await db.transaction(async (tx) => {
    if (owner.statusMails) {
      await tx
        .update(users)
        .set({ statusMails: false, updatedAt: sql`now()` })
        .where(eq(users.idnumber, owner.idnumber));
    }
    await markUnsubscribeUsed(tx, token);
  });
  return true;
}
