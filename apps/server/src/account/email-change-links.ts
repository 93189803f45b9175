import { EMAIL_CHANGE_LINK_HOURS } from "@lo/domain";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { linkTokens } from "../db/schema";
import { hashToken } from "../identity/sessions";
import { linkSecret, newSalt, tokenFromSalt } from "../links/link-secret";
import { isTokenShaped, liveLinkByToken, liveLinks, revokeLinks } from "../links/link-tokens";

const CONFIRM_EMAIL = "confirm-email";

/** Neither used nor revoked (it may still have expired). */
const openLinksOf = (idnumber: string) =>
  liveLinks(CONFIRM_EMAIL, eq(linkTokens.userIdnumber, idnumber), isNull(linkTokens.usedAt));

/** `PUBLIC_URL/confirm-email?token={token}`: the page that asks before it changes anything. */
export function confirmEmailUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
}

/** Ends a customer's open confirm-email links (a newer change, or a cancelled one). */
export async function revokeEmailChangeLinks(db: Db | Tx, idnumber: string): Promise<number> {
  const revoked = await revokeLinks(db, openLinksOf(idnumber)).returning({
    tokenHash: linkTokens.tokenHash,
  });
  return revoked.length;
}

/**
 * A new confirm-email link for `email`, valid EMAIL_CHANGE_LINK_HOURS, replacing any open one
 * (the caller holds the customer's row lock, so two changes at once run one after the other).
 * Its token is HMAC(link secret, salt) like the tracking links', because the mail that carries
 * it is rendered when it is sent; only the salt and the token's hash are stored. Returns the
 * hash, which names the link in the mails' payloads.
 */
export async function createEmailChangeLink(
  tx: Tx,
  idnumber: string,
  email: string,
): Promise<string> {
  await revokeEmailChangeLinks(tx, idnumber);
  const salt = newSalt();
  const tokenHash = hashToken(tokenFromSalt(await linkSecret(tx), salt));
  await tx.insert(linkTokens).values({
    tokenHash,
    purpose: CONFIRM_EMAIL,
    userIdnumber: idnumber,
    email,
    salt,
    expiresAt: sql`now() + make_interval(hours => ${EMAIL_CHANGE_LINK_HOURS})`,
  });
  return tokenHash;
}

/** The new address of a customer's live confirm-email link, or null. */
export async function pendingEmailOf(db: Db | Tx, idnumber: string): Promise<string | null> {
  const [row] = await db
    .select({ email: linkTokens.email })
    .from(linkTokens)
    .where(and(openLinksOf(idnumber), gt(linkTokens.expiresAt, sql`now()`)));
  return row?.email ?? null;
}

export interface EmailChangeLink {
  tokenHash: string;
  idnumber: string;
  email: string;
  /** Neither used, revoked nor expired. */
  live: boolean;
  /** The link's token, recomputed from its salt. */
  token: string;
}

/** A confirm-email link by its hash (as the mails' payloads name it), live or not. */
export async function emailChangeLinkByHash(
  db: Db | Tx,
  tokenHash: string,
): Promise<EmailChangeLink | undefined> {
  const [row] = await db
    .select({
      tokenHash: linkTokens.tokenHash,
      idnumber: linkTokens.userIdnumber,
      email: linkTokens.email,
      salt: linkTokens.salt,
      live: sql<boolean>`(${linkTokens.revokedAt} is null and ${linkTokens.usedAt} is null and ${linkTokens.expiresAt} > now())`,
    })
    .from(linkTokens)
    .where(and(eq(linkTokens.tokenHash, tokenHash), eq(linkTokens.purpose, CONFIRM_EMAIL)));
  if (!row?.idnumber || !row.email || !row.salt) return undefined;
  return {
    tokenHash: row.tokenHash,
    idnumber: row.idnumber,
    email: row.email,
    live: row.live,
    token: tokenFromSalt(await linkSecret(db), row.salt),
  };
}

/**
 * The live confirm-email link of a token, locked for the transaction that uses it; undefined
 * for anything else (malformed, unknown, used, revoked, expired: one answer for all).
 */
export async function lockLiveEmailChangeLink(
  tx: Tx,
  token: string,
): Promise<{ tokenHash: string; idnumber: string; email: string } | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const [row] = await tx
    .select({
      tokenHash: linkTokens.tokenHash,
      idnumber: linkTokens.userIdnumber,
      email: linkTokens.email,
    })
    .from(linkTokens)
    .where(
      liveLinkByToken(
        CONFIRM_EMAIL,
        token,
        isNull(linkTokens.usedAt),
        gt(linkTokens.expiresAt, sql`now()`),
      ),
    )
    .for("update");
  if (!row?.idnumber || !row.email) return undefined;
  return { tokenHash: row.tokenHash, idnumber: row.idnumber, email: row.email };
}

/** Marks a link used (single use) or, when its address was taken meanwhile, revoked. */
export async function closeEmailChangeLink(
  tx: Db | Tx,
  tokenHash: string,
  how: "used" | "revoked",
): Promise<void> {
  await tx
    .update(linkTokens)
    .set(how === "used" ? { usedAt: sql`now()` } : { revokedAt: sql`now()` })
    .where(and(eq(linkTokens.tokenHash, tokenHash), eq(linkTokens.purpose, CONFIRM_EMAIL)));
}
