import { createHash } from "node:crypto";
import type { AccountSession } from "@lo/domain";
import Bowser from "bowser";
import { and, desc, eq, ne } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { sessions } from "../db/schema";

/**
 * The id a session is shown and ended by: derived from its token's hash (the table's key),
 * never the hash itself, so no list ever carries what looks up a session.
 */
export function publicSessionId(tokenHash: string): string {
  return createHash("sha256").update(`session:${tokenHash}`).digest("base64url").slice(0, 22);
}

/** "Chrome 120" and "Windows 10" from a User-Agent; null for what it does not say. */
export function describeAgent(userAgent: string | null): {
  browser: string | null;
  system: string | null;
} {
  if (!userAgent) return { browser: null, system: null };
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split(".")[0];
  const name = (part: string | undefined, version: string | undefined) =>
    part ? [part, version].filter(Boolean).join(" ") : null;
  return {
    browser: name(browser.name, major),
    system: name(os.name, os.versionName ?? os.version?.split(".")[0]),
  };
}

/** A person's live sessions, most recently seen first, this one marked. */
export async function listSessions(
  db: Db,
  userIdnumber: string,
  currentTokenHash: string,
  now: Date,
): Promise<AccountSession[]> {
  const rows = await db
    .select({
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(eq(sessions.userIdnumber, userIdnumber))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows
    .filter((row) => row.expiresAt > now)
    .map((row) => ({
      id: publicSessionId(row.tokenHash),
      ...describeAgent(row.userAgent),
      ip: row.ip,
      startedAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.tokenHash === currentTokenHash,
    }));
}

/** Ends one of a person's sessions by its public id; false when they have no such session. */
export async function endSessionById(
  db: Db,
  userIdnumber: string,
  sessionId: string,
): Promise<boolean> {
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(eq(sessions.userIdnumber, userIdnumber));
  const match = rows.find((row) => publicSessionId(row.tokenHash) === sessionId);
  if (!match) return false;
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.tokenHash, match.tokenHash), eq(sessions.userIdnumber, userIdnumber)))
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length > 0;
}

/** Ends every session of a user except the one given; answers how many ended. */
export async function deleteOtherSessions(
  db: Db | Tx,
  userIdnumber: string,
  keepTokenHash: string,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userIdnumber, userIdnumber), ne(sessions.tokenHash, keepTokenHash)))
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}

/** Ends every session of a user; answers how many ended. */
export async function deleteAllSessions(db: Db | Tx, userIdnumber: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.userIdnumber, userIdnumber))
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}

/** When the session's second factor was proved (null: not yet, or no such session). */
export async function sessionSecondFactor(db: Db | Tx, tokenHash: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sessions.secondFactorAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash));
  return row?.at ?? null;
}
