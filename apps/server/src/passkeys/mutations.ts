import {
  PASSKEY_MESSAGES,
  type Passkey,
  type WebauthnOptions,
  type WebauthnResponse,
} from "@lo/domain";
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { passkeys } from "../db/schema";
import { recordSecurity } from "../db/security-log";
import { badRequest, conflict, notFound } from "../errors";
import { keepAnAdminsLastFactor } from "../identity/second-factor-state";
import type { SessionUser } from "../identity/sessions";
import { relyingParty, storeChallenge, takeChallenge } from "../identity/webauthn";

type Config = FastifyInstance["config"];

/** A person's passkeys, oldest first. */
export async function listPasskeys(db: Db, idnumber: string): Promise<Passkey[]> {
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userIdnumber, idnumber))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}

/**
 * Starts adding a passkey: the options for the browser's `navigator.credentials.create`. A
 * passkey the device already holds for this person is excluded (the browser says so), it is
 * kept on the device (a discoverable credential, so it can sign in without an e-mail) and the
 * person must be verified on it (PIN, fingerprint, face).
 */
export async function startRegistration(
  db: Db,
  config: Config,
  user: SessionUser,
): Promise<WebauthnOptions> {
  const { rpID, rpName } = relyingParty(config);
  const existing = await db
    .select({ id: passkeys.id, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userIdnumber, user.idnumber));
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: user.email,
    userDisplayName: `${user.name} ${user.surname}`,
    attestationType: "none",
    excludeCredentials: existing,
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  const challengeId = await storeChallenge(db, options.challenge, "register", user.idnumber);
  return { challengeId, options: { ...options } };
}

/** Adds the passkey the browser made for the ceremony `challengeId`, under `name`. */
export async function finishRegistration(
  db: Db,
  config: Config,
  user: SessionUser,
  input: { challengeId: string; name: string; response: WebauthnResponse },
  request: FastifyRequest,
): Promise<void> {
  const expectedChallenge = await takeChallenge(db, input.challengeId, "register", user.idnumber);
  const { rpID, origin } = relyingParty(config);
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response as unknown as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
  } catch {
    throw badRequest(PASSKEY_MESSAGES.notVerified);
  }
  if (!verification.verified) throw badRequest(PASSKEY_MESSAGES.notVerified);
  const { credential } = verification.registrationInfo;
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(passkeys)
      .values({
        id: credential.id,
        userIdnumber: user.idnumber,
        name: input.name,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
      })
      .onConflictDoNothing()
      .returning({ id: passkeys.id });
    // The same credential twice: the browser's exclusion list should have stopped it.
    if (added.length === 0) throw conflict(PASSKEY_MESSAGES.notVerified);
    await recordSecurity(tx, request, {
      event: "passkey-added",
      userIdnumber: user.idnumber,
      details: { name: input.name },
    });
  });
}

export async function renamePasskey(
  db: Db,
  idnumber: string,
  id: string,
  name: string,
): Promise<void> {
  const renamed = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userIdnumber, idnumber)))
    .returning({ id: passkeys.id });
  if (renamed.length === 0) throw notFound(PASSKEY_MESSAGES.notFound);
}

/** Removes one of the person's passkeys; an admin must keep another second factor. */
export async function removePasskey(
  db: Db,
  user: SessionUser,
  id: string,
  request: FastifyRequest,
): Promise<void> {
  const idnumber = user.idnumber;
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userIdnumber, idnumber)))
      .returning({ name: passkeys.name });
    if (removed.length === 0) throw notFound(PASSKEY_MESSAGES.notFound);
    await keepAnAdminsLastFactor(tx, user);
    await recordSecurity(tx, request, {
      event: "passkey-removed",
      userIdnumber: idnumber,
      details: { name: removed[0]?.name },
    });
  });
}
