import { asc, count, eq, gt, inArray } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db, Tx } from "../db/client";
import { linkTokens, repairRequests } from "../db/schema";
import { linkSecret, tokenFromSalt } from "./link-secret";
import {
  liveLinks,
  makeSaltedLink,
  revokeLinks,
  saltedLink,
  subjectOfLiveLink,
} from "./link-tokens";

const TRACK = "track";

const liveTrackingLink = (requestId: number) =>
  liveLinks(TRACK, eq(linkTokens.repairRequestId, requestId));

/** `PUBLIC_URL/track/{token}`. */
export function trackingUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/track/${token}`;
}

/** Turns the salt of a request's live link into its URL; undefined without a link. */
export type TrackingUrlOf = (salt: string | null | undefined) => string | undefined;

/**
 * Tokens already worked out from their salts, per secret: the lists ask for the same links
 * call after call (a heavy customer's 250 requests, an admin's first page), and each is an
 * HMAC. Bounded, so a stream of every request in the shop does not grow it without end.
 */
const knownTokens = new WeakMap<Buffer, LRUCache<string, string>>();

function tokenCacheOf(secret: Buffer): LRUCache<string, string> {
  let tokens = knownTokens.get(secret);
  if (!tokens) {
    tokens = new LRUCache<string, string>({ max: 10_000 });
    knownTokens.set(secret, tokens);
  }
  return tokens;
}

/** The URL maker for lists and cards: the secret is read once, each new salt is one HMAC. */
export async function trackingUrls(db: Db, publicUrl: string): Promise<TrackingUrlOf> {
  const secret = await linkSecret(db);
  const tokens = tokenCacheOf(secret);
  return (salt) => {
    if (!salt) return undefined;
    let token = tokens.get(salt);
    if (token === undefined) {
      token = tokenFromSalt(secret, salt);
      tokens.set(salt, token);
    }
    return trackingUrl(publicUrl, token);
  };
}

async function liveToken(db: Db | Tx, requestId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ salt: linkTokens.salt })
    .from(linkTokens)
    .where(liveTrackingLink(requestId));
  return row?.salt ? tokenFromSalt(await linkSecret(db), row.salt) : undefined;
}

/**
 * Makes a request's live tracking link (in the transaction that creates the request) and
 * returns its token. Should another caller have made one meanwhile (the one-live-link index
 * refuses a second), that one's token is returned instead.
 */
export async function createTrackingLink(db: Db | Tx, requestId: number): Promise<string> {
  const secret = await linkSecret(db);
  const token = await makeSaltedLink(db, secret, { purpose: TRACK, repairRequestId: requestId });
  if (token) return token;
  const existing = await liveToken(db, requestId);
  if (!existing) throw new Error(`The tracking link of request ${requestId} could not be made`);
  return existing;
}

/** The token of a request's live tracking link, made now if it has none. */
export async function trackingTokenFor(db: Db | Tx, requestId: number): Promise<string> {
  return (await liveToken(db, requestId)) ?? createTrackingLink(db, requestId);
}

/**
 * Ends a request's tracking link and makes a new one (its token is returned), in one
 * transaction (a savepoint inside one) holding the request's row lock, so two revocations at
 * once run one after the other and the request is never left without a live link.
 */
export async function revokeTrackingLink(db: Db | Tx, requestId: number): Promise<string> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: repairRequests.id })
      .from(repairRequests)
      .where(eq(repairRequests.id, requestId))
      .for("update");
    await revokeLinks(tx, liveTrackingLink(requestId));
    return createTrackingLink(tx, requestId);
  });
}

/** The request a live tracking token belongs to, or undefined (wrong or revoked). */
export function findTrackedRequestId(db: Db, token: string): Promise<number | undefined> {
  return subjectOfLiveLink(db, TRACK, token, "repairRequestId");
}

async function countLiveLinks(db: Db): Promise<{ requests: number; links: number }> {
  const [requests] = await db.select({ n: count() }).from(repairRequests);
  const [links] = await db.select({ n: count() }).from(linkTokens).where(liveLinks(TRACK));
  return { requests: Number(requests?.n ?? 0), links: Number(links?.n ?? 0) };
}

/**
 * Gives every request without a live tracking link one (the requests made before tracking
 * links existed, the demo's). Run at start, inside the start-up lock.
 *
 * No anti-join: right after a bulk load or an upgrade the planner has no statistics for
 * link_tokens, takes it for one row, and an anti-join of 50,000 requests then rescans the
 * index for each of them (minutes, measured). Instead, two counts say whether anything is
 * missing (one live link per request at most, by the unique index), and if so the requests
 * are walked by id in batches, each batch's live links looked up by id.
 */
export async function ensureTrackingLinks(db: Db, batchSize = 2000): Promise<number> {
  const before = await countLiveLinks(db);
  if (before.links >= before.requests) return 0;
  const secret = await linkSecret(db);
  let made = 0;
  let after = 0;
  for (;;) {
    const batch = await db
      .select({ id: repairRequests.id })
      .from(repairRequests)
      .where(gt(repairRequests.id, after))
      .orderBy(asc(repairRequests.id))
      .limit(batchSize);
    const last = batch.at(-1);
    if (!last) return made;
    after = last.id;
    const ids = batch.map(({ id }) => id);
    const linked = await db
      .select({ id: linkTokens.repairRequestId })
      .from(linkTokens)
      .where(liveLinks(TRACK, inArray(linkTokens.repairRequestId, ids)));
    const has = new Set(linked.map(({ id }) => id));
    const missing = ids.filter((id) => !has.has(id));
    if (missing.length === 0) continue;
    const inserted = await db
      .insert(linkTokens)
      .values(missing.map((id) => saltedLink(secret, { purpose: TRACK, repairRequestId: id }).row))
      // A request given its link meanwhile (by a request's own creation) keeps that one.
      .onConflictDoNothing()
      .returning({ tokenHash: linkTokens.tokenHash });
    made += inserted.length;
  }
}
