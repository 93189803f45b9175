import { randomBytes } from "node:crypto";
import { PASSKEY_MESSAGES, type WebauthnOptions, type WebauthnResponse } from "@lo/domain";
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
} from "@simplewebauthn/server";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db, Tx } from "../db/client";
import { passkeys, webauthnChallenges } from "../db/schema";
import { badRequest, conflict } from "../errors";

/** A ceremony's challenge may be answered once, within this time. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

export type CeremonyPurpose = "register" | "sign-in" | "second-factor";

/**
 * Who the passkeys belong to: the site as customers reach it (PUBLIC_URL). Its host name is
 * the relying party's id, which every passkey is bound to, and its origin the only one a
 * browser's answer may come from: a look-alike site gets answers for its own name, not ours.
 */
export function relyingParty(config: FastifyInstance["config"]) {
  const url = new URL(config.publicUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: "Lifetime Outfitter" };
}

/** Keeps the challenge the server sent; answers the random id the browser names it by. */
export async function storeChallenge(
  db: Db | Tx,
  challenge: string,
  purpose: CeremonyPurpose,
  userIdnumber: string | null,
): Promise<string> {
  const id = randomBytes(24).toString("base64url");
  const now = new Date();
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await db.insert(webauthnChallenges).values({
    id,
    challenge,
    purpose,
    userIdnumber,
    expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
  });
  return id;
}

/**
 * The challenge of a live ceremony of this purpose (and person, when one is named), removed as
 * it is read: each is answered once. Anything else is refused as expired.
 */
export async function takeChallenge(
  db: Db | Tx,
  id: string,
  purpose: CeremonyPurpose,
  userIdnumber: string | null,
): Promise<string> {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.id, id),
        eq(webauthnChallenges.purpose, purpose),
        userIdnumber === null
          ? isNull(webauthnChallenges.userIdnumber)
          : eq(webauthnChallenges.userIdnumber, userIdnumber),
        gt(webauthnChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  if (!row) throw conflict(PASSKEY_MESSAGES.ceremonyExpired);
  return row.challenge;
}

/**
 * Checks a browser's answer to a sign-in challenge: the passkey it names must be known (and
 * the person's, when one is named), its signature good, made on our origin for our site with
 * the person verified on the device (PIN, fingerprint), and its counter, where the
 * authenticator keeps one, past the last. Answers whose passkey it is, after noting its use.
 */
export async function verifyPasskeyAssertion(
  db: Db,
  config: FastifyInstance["config"],
  answer: { challengeId: string; response: WebauthnResponse },
  purpose: "sign-in" | "second-factor",
  userIdnumber: string | null,
): Promise<{ userIdnumber: string; passkeyId: string }> {
  const expectedChallenge = await takeChallenge(db, answer.challengeId, purpose, userIdnumber);
  const [passkey] = await db
    .select()
    .from(passkeys)
    .where(
      and(
        eq(passkeys.id, answer.response.id),
        userIdnumber === null ? sql`true` : eq(passkeys.userIdnumber, userIdnumber),
      ),
    );
  if (!passkey) throw badRequest(PASSKEY_MESSAGES.unknownPasskey);
  const { rpID, origin } = relyingParty(config);
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response: answer.response as unknown as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
    });
  } catch {
    throw badRequest(PASSKEY_MESSAGES.notVerified);
  }
  if (!verification.verified) throw badRequest(PASSKEY_MESSAGES.notVerified);
  await db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(eq(passkeys.id, passkey.id));
  return { userIdnumber: passkey.userIdnumber, passkeyId: passkey.id };
}

/**
 * Options for the browser's `navigator.credentials.get`, the person verified on the device.
 * Signing in, no one is known yet: no list of credentials, so the browser offers the passkeys
 * it holds for this site. Confirming a sign-in: the person's own passkeys only.
 */
export async function startPasskeyAssertion(
  db: Db,
  config: FastifyInstance["config"],
  purpose: "sign-in" | "second-factor",
  userIdnumber: string | null,
): Promise<WebauthnOptions> {
  const { rpID } = relyingParty(config);
  let allowCredentials: { id: string; transports: string[] }[] | undefined;
  if (userIdnumber !== null) {
    const own = await db
      .select({ id: passkeys.id, transports: passkeys.transports })
      .from(passkeys)
      .where(eq(passkeys.userIdnumber, userIdnumber));
    if (own.length === 0) throw conflict(PASSKEY_MESSAGES.noPasskeys);
    allowCredentials = own;
  }
  const options = await generateAuthenticationOptions({
    rpID,
    userVerification: "required",
    ...(allowCredentials ? { allowCredentials } : {}),
  });
  const challengeId = await storeChallenge(db, options.challenge, purpose, userIdnumber);
  return { challengeId, options: { ...options } };
}
