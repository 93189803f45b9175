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

/**
 * The subject (`column` of link_tokens) of the live link of one purpose whose token this is;
 * undefined for a wrong or revoked token.
 */
export async function subjectOfLiveLink<C extends "serialno" | "repairRequestId">(
  db: Db,
  purpose: string,
  token: string,
  column: C,
): Promise<NonNullable<(typeof linkTokens.$inferSelect)[C]> | undefined> {
  // Anything not shaped like a token is wrong without asking the database.
  if (!isTokenShaped(token)) return undefined;
  const [row] = await db
    .select({ subject: linkTokens[column] })
    .from(linkTokens)
    .where(liveLinkByToken(purpose, token));
  return row?.subject ?? undefined;
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

/** What a link is for: its purpose and the request, person or piece it is for. */
type LinkSubject = {
  purpose: string;
  repairRequestId?: number;
  userIdnumber?: string;
  serialno?: string;
};

/** A new link whose token is HMAC(link secret, a new salt): its token and its row to store. */
export function saltedLink(secret: Buffer, subject: LinkSubject) {
  const salt = newSalt();
  const token = tokenFromSalt(secret, salt);
  return { token, row: { tokenHash: hashToken(token), ...subject, salt } };
}

/**
 * Stores a new live link whose token is HMAC(link secret, a new salt), so it can be shown again
 * (`subject`: its purpose and the request or person it is for), and answers its token; undefined
 * when the one-live-link index already holds another, made meanwhile.
 */
export async function makeSaltedLink(
  db: Db | Tx,
  secret: Buffer,
  subject: LinkSubject,
): Promise<string | undefined> {
  const { token, row } = saltedLink(secret, subject);
  const made = await db
    .insert(linkTokens)
    .values(row)
    .onConflictDoNothing()
    .returning({ tokenHash: linkTokens.tokenHash });
  return made.length > 0 ? token : undefined;
}
