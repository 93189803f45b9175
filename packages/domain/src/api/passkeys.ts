import { z } from "zod";
import { isoDateTimeSchema } from "./common";

export const PASSKEY_NAME_MAX_LENGTH = 60;

export const PASSKEY_MESSAGES = {
  added: "Your passkey is added. You can sign in with it from now on.",
  renamed: "The passkey's name is saved.",
  removed: "The passkey is removed.",
  notFound: "That passkey was not found: it may have been removed already.",
  nameRequired: "Give the passkey a name, such as the device it is on.",
  nameTooLong: `A passkey's name is at most ${PASSKEY_NAME_MAX_LENGTH} characters.`,
  ceremonyExpired: "That took too long, or it was already used. Please try again.",
  notVerified: "That passkey could not be checked. Please try again.",
  unknownPasskey: "That passkey is not known here. Sign in with your email and password.",
  noPasskeys: "This account has no passkey yet.",
} as const;

const passkeyName = z
  .string({ error: PASSKEY_MESSAGES.nameRequired })
  .trim()
  .min(1, PASSKEY_MESSAGES.nameRequired)
  .max(PASSKEY_NAME_MAX_LENGTH, PASSKEY_MESSAGES.nameTooLong);

/**
 * What the browser's WebAuthn call answered, as @simplewebauthn/browser encodes it (base64url
 * fields). Only its outline is checked here; the server's WebAuthn library checks the rest.
 */
export const webauthnResponseSchema = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal("public-key"),
  response: z.looseObject({ clientDataJSON: z.string().max(10_000) }),
  clientExtensionResults: z.looseObject({}).optional(),
});
export type WebauthnResponse = z.infer<typeof webauthnResponseSchema>;

/**
 * The options for the browser's WebAuthn call, as @simplewebauthn/server makes them, and the id
 * of the challenge they carry, which the answer names again (each is used once, within 5
 * minutes).
 */
export const webauthnOptionsSchema = z.object({
  challengeId: z.string(),
  options: z.record(z.string(), z.unknown()),
});
export type WebauthnOptions = z.infer<typeof webauthnOptionsSchema>;

const challengeId = z.string({ error: PASSKEY_MESSAGES.ceremonyExpired }).min(1).max(64);

/** `POST /account/passkeys`: the new passkey's name and the authenticator's answer. */
export const passkeyRegistrationSchema = z.object({
  challengeId,
  name: passkeyName,
  response: webauthnResponseSchema,
});
export type PasskeyRegistrationInput = z.input<typeof passkeyRegistrationSchema>;

/** Signing in, or confirming a sign-in, with a passkey: the authenticator's answer. */
export const passkeyAssertionSchema = z.object({
  challengeId,
  response: webauthnResponseSchema,
});

export const passkeyNameSchema = z.object({ name: passkeyName });
export type PasskeyNameInput = z.input<typeof passkeyNameSchema>;

export const passkeyIdParamsSchema = z.object({ id: z.string().min(1).max(1024) });

/** One of a person's passkeys as /account lists it. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: isoDateTimeSchema,
  /** null: never used to sign in yet. */
  lastUsedAt: isoDateTimeSchema.nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeysResponseSchema = z.object({ passkeys: z.array(passkeySchema) });
export type PasskeysResponse = z.infer<typeof passkeysResponseSchema>;
