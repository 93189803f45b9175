import { z } from "zod";

export const SECOND_FACTOR_MESSAGES = {
  codeRequired: "Enter the 6-digit code from your authenticator app, or a recovery code.",
  codeWrong: "That code is not right. Check your authenticator app and try again.",
  codeUsed: "That code has already been used. Wait for the next one.",
  tooManyCodes: "Too many wrong codes for this account. Please try again in 15 minutes.",
  enrolled: "Your authenticator app is set up. Keep your recovery codes somewhere safe.",
  alreadyEnrolled: "An authenticator app is already set up for this account.",
  notEnrolling: "Start setting up an authenticator app first.",
  verified: "Your sign-in is confirmed.",
  removed: "The authenticator app is removed from your account.",
  lastFactor:
    "A workshop account keeps at least one second factor: add a passkey before you remove this.",
  newRecoveryCodes: "Here are your new recovery codes. The old ones no longer work.",
  noAuthenticator: "No authenticator app is set up for this account.",
} as const;

/** A TOTP code (6 digits) or a recovery code (three groups of four letters and digits). */
export const secondFactorCodeSchema = z.object({
  code: z
    .string({ error: SECOND_FACTOR_MESSAGES.codeRequired })
    .trim()
    .min(1, SECOND_FACTOR_MESSAGES.codeRequired)
    .max(40, SECOND_FACTOR_MESSAGES.codeWrong),
});
export type SecondFactorCodeInput = z.input<typeof secondFactorCodeSchema>;

/** What setting up an authenticator shows: the key as a QR code and as text. */
export const totpEnrolmentSchema = z.object({
  /** The shared key in base32, to type into an app that cannot scan. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  otpauthUrl: z.string(),
  /** The QR code as an SVG document. */
  qrSvg: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** Confirming the first code: the ten recovery codes, shown this once. */
export const totpConfirmedSchema = z.object({
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});

/** The person's second factors, as /account shows them. */
export const secondFactorStatusSchema = z.object({
  totp: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;
