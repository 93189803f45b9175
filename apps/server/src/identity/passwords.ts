import { randomBytes, randomInt } from "node:crypto";
import { hash, verify, type Algorithm } from "@node-rs/argon2";
import { passwordSchema } from "@lo/domain";

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane). `Algorithm` is an ambient const enum,
// which isolatedModules cannot read, hence the literal: 2 is Argon2id.
const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as "wrong password", not as a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verification and always fails: used when the e-mail is
 * unknown so that response time does not tell which e-mails have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(32).toString("base64url"));
  await verifyPassword(await dummyHash, password);
  return false;
}

// No look-alike characters (0/O, 1/l/I): the generated password is read off a terminal.
const UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const LOWER = "abcdefghijkmnopqrstuvwxyz";
const DIGITS = "23456789";
const SPECIAL = "!#%+=?@-";

function pick(alphabet: string): string {
  return alphabet[randomInt(alphabet.length)] ?? alphabet[0] ?? "";
}

/** A random 16-character password that satisfies every password rule. */
export function generatePassword(length = 16): string {
  const all = UPPER + LOWER + DIGITS + SPECIAL;
  for (;;) {
    const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SPECIAL)];
    while (chars.length < length) chars.push(pick(all));
    // Fisher-Yates so the guaranteed classes are not always in front.
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j] ?? "", chars[i] ?? ""];
    }
    const password = chars.join("");
    if (passwordSchema.safeParse(password).success) return password;
  }
}
