import { createHash, randomInt } from "node:crypto";
import { BUSINESS_INFO } from "@lo/domain";
import { Secret, TOTP } from "otpauth";

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 seconds. */
const PERIOD = 30;
/** One step either side is accepted (a phone's clock a little out). */
const WINDOW = 1;

function totpOf(secret: string, label = "") {
  return new TOTP({
    issuer: BUSINESS_INFO.name,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** A new shared key: 160 random bits, base32 (RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app scans, naming the shop and the account. */
export function totpUrl(secret: string, accountEmail: string): string {
  return totpOf(secret, accountEmail).toString();
}

/** What a code typed is worth: the time step it was accepted for, or why it was not. */
export type TotpCheck = { outcome: "accepted"; step: number } | { outcome: "replayed" | "wrong" };

/**
 * Checks a 6-digit code at `now` (one step either side is good). A step at or before
 * `lastStep` is refused as replayed: a code is accepted once (RFC 6238 §5.2).
 */
export function checkTotp(
  secret: string,
  code: string,
  lastStep: number | null,
  now: Date,
): TotpCheck {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return { outcome: "wrong" };
  const delta = totpOf(secret).validate({ token, window: WINDOW, timestamp: now.getTime() });
  if (delta === null) return { outcome: "wrong" };
  const step = TOTP.counter({ period: PERIOD, timestamp: now.getTime() }) + delta;
  if (lastStep !== null && step <= lastStep) return { outcome: "replayed" };
  return { outcome: "accepted", step };
}

/** A code for `now` (the tests compute what an app would show). */
export function totpCode(secret: string, now: Date): string {
  return totpOf(secret).generate({ timestamp: now.getTime() });
}

/** Letters and digits that cannot be mistaken for one another when copied by hand. */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Ten recovery codes, 'xxxx-xxxx-xxxx' (about 59 bits each), shown once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: 10 }, () =>
    Array.from({ length: 3 }, () =>
      Array.from({ length: 4 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(
        "",
      ),
    ).join("-"),
  );
}

/** How a recovery code is stored and looked up: its normalised form's SHA-256. */
export function recoveryCodeHash(code: string): string {
  const normalised = code.toLowerCase().replace(/[^a-z0-9]/g, "");
  return createHash("sha256").update(`recovery:${normalised}`).digest("hex");
}
