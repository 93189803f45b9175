import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { linkTokens } from "../db/schema";
import { hashToken } from "../identity/sessions";
import { newSalt, tokenFromSalt } from "./link-secret";

/** A token as this server makes them: 43 URL-safe base64 characters (256 bits). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Whether a token could be one of ours: anything else is wrong without asking the database. */
export function isTokenShaped(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/** The live (unrevoked) links of one purpose, of the subject `of` names (and any more terms). */
export function liveLinks(purpose: string, ...of: (SQL | undefined)[]): SQL | undefined {
  return and(eq(linkTokens.purpose, purpose), ...of, isNull(linkTokens.revokedAt));
}

/** The live link of one purpose whose token this is (at most one: tokens are stored by hash). */
export function liveLinkByToken(purpose: string, token: string, ...more: SQL[]): SQL | undefined {
  return liveLinks(purpose, eq(linkTokens.tokenHash, hashToken(token)), ...more);
}

/** The link of one purpose whose token this is, live or not. */
export function linkByToken(purpose: string, token: string): SQL | undefined {
  return and(eq(linkTokens.tokenHash, hashToken(token)), eq(linkTokens.purpose, purpose));
}

/** Ends the links `which` picks: they stay stored (the audit of who had one), revoked now. */
export function revokeLinks(db: Db | Tx, which: SQL | undefined) {
  return db
    .update(linkTokens)
    .set({ revokedAt: sql`now()` })
    .where(which);
}

/**
 * Stores a new live link whose token is HMAC(link secret, a new salt), so it can be shown again
 * (`subject`: its purpose and the request or person it is for), and answers its token; undefined
 * when the one-live-link index already holds another, made meanwhile.
 */
export async function makeSaltedLink(
  db: Db | Tx,
  secret: Buffer,
  subject: { purpose: string; repairRequestId?: number; userIdnumber?: string },
): Promise<string | undefined> {
  const salt = newSalt();
  const token = tokenFromSalt(secret, salt);
  const made = await db
    .insert(linkTokens)
    .values({ tokenHash: hashToken(token), ...subject, salt })
    .onConflictDoNothing()
    .returning({ tokenHash: linkTokens.tokenHash });
  return made.length > 0 ? token : undefined;
}
