import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { linkTokens, users } from "../db/schema";
import { linkSecret, tokenFromSalt } from "./link-secret";
import { linkByToken, liveLinkByToken, liveLinks, makeSaltedLink } from "./link-tokens";

const UNSUBSCRIBE = "unsubscribe";

const liveUnsubscribeLink = (idnumber: string) =>
  liveLinks(UNSUBSCRIBE, eq(linkTokens.userIdnumber, idnumber));

/** `PUBLIC_URL/unsubscribe/{token}`: the page (GET) and the one-click opt-out (POST, RFC 8058). */
export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/unsubscribe/${token}`;
}

/**
 * The token of a customer's one-click opt-out link, made at the first status mail. Like a
 * tracking link it is HMAC(link secret, random salt): every status mail shows the same link,
 * and only its hash and salt are stored. Two mails rendered at once for one customer may both
 * try to make it; the one-live-link index keeps the first and the other reads it back.
 */
export async function unsubscribeTokenFor(db: Db | Tx, idnumber: string): Promise<string> {
  const secret = await linkSecret(db);
  const read = async () => {
    const [row] = await db
      .select({ salt: linkTokens.salt })
      .from(linkTokens)
      .where(liveUnsubscribeLink(idnumber));
    return row?.salt ? tokenFromSalt(secret, row.salt) : undefined;
  };
  const existing = await read();
  if (existing) return existing;
  const made = await makeSaltedLink(db, secret, { purpose: UNSUBSCRIBE, userIdnumber: idnumber });
  if (made) return made;
  const raced = await read();
  if (!raced) throw new Error("The opt-out link could not be made");
  return raced;
}

/** The customer a live opt-out token belongs to, or undefined (unknown or revoked). */
export async function findUnsubscribeUser(
  db: Db | Tx,
  token: string,
): Promise<{ idnumber: string; statusMails: boolean } | undefined> {
  const [row] = await db
    .select({ idnumber: users.idnumber, statusMails: users.statusMails })
    .from(linkTokens)
    .innerJoin(users, eq(users.idnumber, linkTokens.userIdnumber))
    .where(liveLinkByToken(UNSUBSCRIBE, token));
  return row;
}

/** Notes when an opt-out link was last used (for whoever wonders why mails stopped). */
export async function markUnsubscribeUsed(db: Db | Tx, token: string): Promise<void> {
  await db
    .update(linkTokens)
    .set({ usedAt: sql`now()` })
    .where(linkByToken(UNSUBSCRIBE, token));
}
