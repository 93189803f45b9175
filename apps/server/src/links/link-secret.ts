import { createHmac, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { serverSecrets } from "../db/schema";

const LINK_SECRET = "link-secret";

const cache = new WeakMap<object, Buffer>();

async function readSecret(db: Db | Tx): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, LINK_SECRET));
  return row ? Buffer.from(row.value, "base64url") : undefined;
}

/**
 * The key that turns a link's stored salt into its token. It is made once, kept in the
 * database so every server process shares it, and read once per database handle (a
 * transaction reads it again: one primary-key lookup). It is read before anything is
 * written, so a read-only transaction (a streamed list) can ask for it once it exists.
 */
export async function linkSecret(db: Db | Tx): Promise<Buffer> {
  const cached = cache.get(db);
  if (cached) return cached;
  let secret = await readSecret(db);
  if (!secret) {
    const made = randomBytes(32).toString("base64url");
    // Two processes making it at once: the first insert wins and both read that one.
    await db.insert(serverSecrets).values({ name: LINK_SECRET, value: made }).onConflictDoNothing();
    secret = await readSecret(db);
  }
  if (!secret) throw new Error("The link secret could not be stored");
  cache.set(db, secret);
  return secret;
}

/** A fresh random salt (128 bits). */
export function newSalt(): string {
  return randomBytes(16).toString("base64url");
}

/** The token of a link that is shown again: HMAC-SHA256(secret, salt), 256 bits, URL-safe. */
export function tokenFromSalt(secret: Buffer, salt: string): string {
  return createHmac("sha256", secret).update(salt).digest("base64url");
}

/** A token that is shown once (sent in one mail): 256 random bits, URL-safe. */
export function randomLinkToken(): string {
  return randomBytes(32).toString("base64url");
}
