import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { linkTokens, repairRequests } from "../db/schema";
import { hashToken } from "../identity/sessions";
import { linkSecret, newSalt, tokenFromSalt } from "./link-secret";

const TRACK = "track";

const liveTrackingLink = (requestId: number) =>
  and(
    eq(linkTokens.purpose, TRACK),
    eq(linkTokens.repairRequestId, requestId),
    isNull(linkTokens.revokedAt),
  );

/** `PUBLIC_URL/track/{token}`. */
export function trackingUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/track/${token}`;
}

/** Makes a request's live tracking link (in the transaction that creates the request). */
export async function createTrackingLink(db: Db | Tx, requestId: number): Promise<string> {
  const salt = newSalt();
  const token = tokenFromSalt(await linkSecret(db), salt);
  await db
    .insert(linkTokens)
    .values({ tokenHash: hashToken(token), purpose: TRACK, repairRequestId: requestId, salt });
  return token;
}

/** The token of a request's live tracking link, made now if it has none. */
export async function trackingTokenFor(db: Db | Tx, requestId: number): Promise<string> {
  const [row] = await db
    .select({ salt: linkTokens.salt })
    .from(linkTokens)
    .where(liveTrackingLink(requestId));
  if (row?.salt) return tokenFromSalt(await linkSecret(db), row.salt);
  return createTrackingLink(db, requestId);
}

/** Ends a request's tracking link and makes a new one (its token is returned). */
export async function revokeTrackingLink(db: Db | Tx, requestId: number): Promise<string> {
  await db
    .update(linkTokens)
    .set({ revokedAt: sql`now()` })
    .where(liveTrackingLink(requestId));
  return createTrackingLink(db, requestId);
}

/** The request a live tracking token belongs to, or undefined (wrong or revoked). */
export async function findTrackedRequestId(db: Db, token: string): Promise<number | undefined> {
  const [row] = await db
    .select({ requestId: linkTokens.repairRequestId })
    .from(linkTokens)
    .where(
      and(
        eq(linkTokens.tokenHash, hashToken(token)),
        eq(linkTokens.purpose, TRACK),
        isNull(linkTokens.revokedAt),
      ),
    );
  return row?.requestId ?? undefined;
}

/**
 * Gives every request without a live tracking link one (the requests made before tracking
 * links existed). Run at start, inside the start-up lock; a no-op once all have one.
 */
export async function ensureTrackingLinks(db: Db, batchSize = 2000): Promise<number> {
  const secret = await linkSecret(db);
  let made = 0;
  for (;;) {
    const missing = await db
      .select({ id: repairRequests.id })
      .from(repairRequests)
      .where(
        sql`not exists (select 1 from ${linkTokens} where ${linkTokens.repairRequestId} = ${repairRequests.id} and ${linkTokens.purpose} = ${TRACK} and ${linkTokens.revokedAt} is null)`,
      )
      .limit(batchSize);
    if (missing.length === 0) return made;
    await db.insert(linkTokens).values(
      missing.map(({ id }) => {
        const salt = newSalt();
        return {
          tokenHash: hashToken(tokenFromSalt(secret, salt)),
          purpose: TRACK,
          repairRequestId: id,
          salt,
        };
      }),
    );
    made += missing.length;
  }
}
