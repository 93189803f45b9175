import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { findUnsubscribeUser, markUnsubscribeUsed } from "../links/unsubscribe-links";

/** A customer's mail choices: their repairs' progress, and sign-ins from a new device. */
export async function mailChoicesOf(
  db: Db,
  idnumber: string,
): Promise<{ statusMails: boolean; signInMails: boolean }> {
  const [row] = await db
    .select({ statusMails: users.statusMails, signInMails: users.signInMails })
    .from(users)
    .where(eq(users.idnumber, idnumber));
  return row ?? { statusMails: false, signInMails: false };
}

/** The customer's choices, as the account page saves them (a choice left out is kept). */
export async function setMailChoices(
  db: Db,
  idnumber: string,
  choices: { statusMails: boolean; signInMails?: boolean | undefined },
): Promise<{ statusMails: boolean; signInMails: boolean }> {
  const [row] = await db
    .update(users)
    .set({
      statusMails: choices.statusMails,
      ...(choices.signInMails === undefined ? {} : { signInMails: choices.signInMails }),
      updatedAt: sql`now()`,
    })
    .where(eq(users.idnumber, idnumber))
    .returning({ statusMails: users.statusMails, signInMails: users.signInMails });
  return row ?? { statusMails: choices.statusMails, signInMails: false };
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
