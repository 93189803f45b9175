import { randomBytes } from "node:crypto";
import type { PasswordLinkPurpose } from "@lo/domain";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { linkTokens, users } from "../db/schema";
import { hashToken } from "../identity/sessions";
import { queueMail } from "../mail/outbox";
import { randomLinkToken } from "./link-secret";
import { isTokenShaped, revokeLinks } from "./link-tokens";

/**
 * Password links (design §8): `PUBLIC_URL/set-password?token=…`, an invitation for a new
 * customer or a reset link. The token is 256 random bits made when the mail is rendered
 * (never before, so neither the outbox nor the link's row can give it back); only its sha-256
 * is stored. A link works once, until it expires, and issuing one revokes the person's others.
 * Decision 061.
 */

const PURPOSES: PasswordLinkPurpose[] = ["invitation", "reset"];

/** The three mails that carry a password link: what each link is for and how long it lives. */
export const PASSWORD_LINK_MAILS = {
  invitation: { kind: "password-invitation", purpose: "invitation", seconds: 7 * 24 * 3600 },
  /** Asked for on /forgot-password: short-lived, since anyone may ask for anyone. */
  resetRequested: { kind: "password-reset-requested", purpose: "reset", seconds: 3600 },
  /** An admin reset the password: the customer may read the mail days later. */
  resetByAdmin: { kind: "password-reset-by-admin", purpose: "reset", seconds: 7 * 24 * 3600 },
} as const satisfies Record<
  string,
  { kind: string; purpose: PasswordLinkPurpose; seconds: number }
>;
export type PasswordLinkMail = keyof typeof PASSWORD_LINK_MAILS;

/** `PUBLIC_URL/set-password?token=…`. */
export function setPasswordUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/set-password?token=${token}`;
}

const isPasswordLink = inArray(linkTokens.purpose, PURPOSES);
const isOpen = and(isPasswordLink, isNull(linkTokens.usedAt), isNull(linkTokens.revokedAt));
const isLive = and(isOpen, gt(linkTokens.expiresAt, sql`now()`));

/** Ends a person's unused password links (a newer one is issued, or one was used). */
export async function revokePasswordLinks(db: Db | Tx, idnumber: string): Promise<void> {
  await revokeLinks(db, and(eq(linkTokens.userIdnumber, idnumber), isOpen));
}

/**
 * Issues a password link and queues the mail that carries it, in the caller's transaction.
 * The person's row is locked first, so two issues for one person run one after the other and
 * the second revokes the first (one open password link per person, by a unique index). Until
 * the mail is rendered the row holds a placeholder no token hashes to.
 */
export async function issuePasswordLink(
  tx: Tx,
  idnumber: string,
  mail: PasswordLinkMail,
): Promise<void> {
  const { kind, purpose, seconds } = PASSWORD_LINK_MAILS[mail];
  await tx
    .select({ idnumber: users.idnumber })
    .from(users)
    .where(eq(users.idnumber, idnumber))
    .for("update");
  await revokePasswordLinks(tx, idnumber);
  const mailKey = randomBytes(16).toString("base64url");
  await tx.insert(linkTokens).values({
    tokenHash: `unsent:${mailKey}`,
    purpose,
    userIdnumber: idnumber,
    mailKey,
    expiresAt: sql`now() + make_interval(secs => ${seconds}::int)`,
  });
  await queueMail(tx, { kind, customerIdnumber: idnumber, payload: { link: mailKey } });
}

/** Why a password mail cannot carry its link any more (recorded as the mail's skip reason). */
async function whyNotMintable(db: Db, mailKey: string): Promise<string> {
  const [row] = await db
    .select({
      usedAt: linkTokens.usedAt,
      revokedAt: linkTokens.revokedAt,
    })
    .from(linkTokens)
    .where(eq(linkTokens.mailKey, mailKey));
  if (!row) return "The password link no longer exists";
  if (row.usedAt) return "The password link was already used";
  if (row.revokedAt) return "A newer password link replaced this one";
  return "The password link expired before it could be sent";
}

/**
 * The token of the link named by `mailKey`, made now for the mail being rendered: its hash
 * replaces whatever the row held, so a mail rendered again (a retry) carries a new token and
 * the earlier one stops working. A link used, revoked or expired meanwhile gives the reason.
 */
export async function mintPasswordLinkToken(
  db: Db,
  mailKey: string,
): Promise<{ token: string } | { skip: string }> {
  const token = randomLinkToken();
  const minted = await db
    .update(linkTokens)
    .set({ tokenHash: hashToken(token) })
    .where(and(eq(linkTokens.mailKey, mailKey), isLive))
    .returning({ purpose: linkTokens.purpose });
  if (minted.length > 0) return { token };
  return { skip: await whyNotMintable(db, mailKey) };
}

export interface LivePasswordLink {
  tokenHash: string;
  purpose: PasswordLinkPurpose;
  userIdnumber: string;
}

/**
 * The live password link of a token, or undefined: unknown, altered, used, revoked and
 * expired are all the same. `lock` holds its row until the transaction ends.
 */
export async function findLivePasswordLink(
  db: Db | Tx,
  token: string,
  options: { lock?: boolean } = {},
): Promise<LivePasswordLink | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const query = db
    .select({
      tokenHash: linkTokens.tokenHash,
      purpose: linkTokens.purpose,
      userIdnumber: linkTokens.userIdnumber,
    })
    .from(linkTokens)
    .where(and(eq(linkTokens.tokenHash, hashToken(token)), isLive));
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row?.userIdnumber) return undefined;
  return {
    tokenHash: row.tokenHash,
    purpose: row.purpose === "invitation" ? "invitation" : "reset",
    userIdnumber: row.userIdnumber,
  };
}

/** Marks a link used (it never works again) and revokes the person's other open links. */
export async function markPasswordLinkUsed(
  tx: Tx,
  link: Pick<LivePasswordLink, "tokenHash" | "userIdnumber">,
): Promise<void> {
  await tx
    .update(linkTokens)
    .set({ usedAt: sql`now()` })
    .where(eq(linkTokens.tokenHash, link.tokenHash));
  await revokePasswordLinks(tx, link.userIdnumber);
}
