import type { Db, Tx } from "../db/client";
import { hashToken } from "../identity/sessions";
import { linkSecret, newSalt, tokenFromSalt } from "../links/link-secret";
import { isTokenShaped } from "../links/link-tokens";

/**
 * Transfer links (design §10, decision 066): `PUBLIC_URL/transfer/{token}`, mailed to the recipient
 * of a piece. Like a tracking link the token is HMAC(link secret, random 128-bit salt), 256 bits,
 * so the mail can be rendered (or retried) from the stored salt; only the token's sha-256 is
 * looked up. The transfer's own row makes it single-use and lets it expire or be cancelled.
 */

/** `PUBLIC_URL/transfer/{token}`. */
export function transferUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/transfer/${token}`;
}

/** A new link: the salt to keep and the hash to look its token up by. */
export async function newTransferLink(db: Db | Tx): Promise<{ salt: string; tokenHash: string }> {
  const salt = newSalt();
  return { salt, tokenHash: hashToken(tokenFromSalt(await linkSecret(db), salt)) };
}

/** The token of a stored link, for its mail. */
export async function transferTokenOf(db: Db | Tx, salt: string): Promise<string> {
  return tokenFromSalt(await linkSecret(db), salt);
}

/** The hash a token is stored under; undefined for anything not shaped like a token. */
export function transferTokenHash(token: string): string | undefined {
  return isTokenShaped(token) ? hashToken(token) : undefined;
}
