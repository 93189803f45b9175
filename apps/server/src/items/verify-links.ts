import { eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { linkTokens, products } from "../db/schema";
import { linkSecret, tokenFromSalt } from "../links/link-secret";
import { liveLinks, revokeLinks, saltedLink, subjectOfLiveLink } from "../links/link-tokens";

const VERIFY = "verify";

const liveVerifyLinks = (serialnos: string[]) =>
  liveLinks(VERIFY, inArray(linkTokens.serialno, serialnos));

/** `PUBLIC_URL/verify/{token}`: the public page a product's label opens. */
export function verifyUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/verify/${token}`;
}

/**
 * The live verify tokens of some products (their exact serial numbers), made now for those
 * without one. A token is HMAC(link secret, salt) of a stored salt, so it is shown again
 * (printed labels keep working) while only its hash is looked up. Two callers making one at
 * once: the one-live-link index keeps the first, and both read that one back.
 */
export async function verifyTokensFor(
  db: Db | Tx,
  serialnos: string[],
): Promise<Map<string, string>> {
  const secret = await linkSecret(db);
  const tokens = new Map<string, string>();
  if (serialnos.length === 0) return tokens;
  const read = async () => {
    const rows = await db
      .select({ serialno: linkTokens.serialno, salt: linkTokens.salt })
      .from(linkTokens)
      .where(liveVerifyLinks(serialnos));
    for (const row of rows) {
      if (row.serialno && row.salt) tokens.set(row.serialno, tokenFromSalt(secret, row.salt));
    }
  };
  await read();
  const missing = serialnos.filter((serialno) => !tokens.has(serialno));
  if (missing.length === 0) return tokens;
  await db
    .insert(linkTokens)
    .values(missing.map((serialno) => saltedLink(secret, { purpose: VERIFY, serialno }).row))
    .onConflictDoNothing();
  await read();
  return tokens;
}

/** One product's live verify token, made now if it has none. */
export async function verifyTokenFor(db: Db | Tx, serialno: string): Promise<string> {
  const token = (await verifyTokensFor(db, [serialno])).get(serialno);
  if (!token) throw new Error(`The verify link of ${serialno} could not be made`);
  return token;
}

/**
 * Ends a product's verify link (its printed labels stop working) and makes the next, in the
 * caller's transaction, holding the product's row lock so two revocations run in turn.
 */
export async function revokeVerifyLink(tx: Tx, serialno: string): Promise<string> {
  await tx
    .select({ serialno: products.serialno })
    .from(products)
    .where(eq(products.serialno, serialno))
    .for("update");
  await revokeLinks(tx, liveVerifyLinks([serialno]));
  return verifyTokenFor(tx, serialno);
}

/** The product a live verify token belongs to, or undefined (wrong or revoked). */
export function findVerifiedSerial(db: Db, token: string): Promise<string | undefined> {
  return subjectOfLiveLink(db, VERIFY, token, "serialno");
}
