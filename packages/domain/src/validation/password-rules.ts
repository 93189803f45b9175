// The password rules without zod: the public set-password page ticks them as the person types,
// and zod would be most of its JavaScript (decision 044). password.ts adds the schemas.

export const PASSWORD_REQUIRED_MESSAGE = "Password is required";

/** Every ASCII punctuation character (docs/design.md §4). */
export const PASSWORD_SPECIAL_CHARACTERS = "!@#$%^&*()_+-=[]{};:'\",.<>/?\\|`~";
export const PASSWORD_MIN_LENGTH = 8;
// Bounds the cost of hashing; far beyond what a person types.
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  minLength: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  uppercase: "Password must contain at least one uppercase letter",
  lowercase: "Password must contain at least one lowercase letter",
  number: "Password must contain at least one number",
  special: "Password must contain at least one special character",
  maxLength: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  mismatch: "Passwords do not match",
  sameAsIdNumber: "Your new password must not be your ID number.",
  required: PASSWORD_REQUIRED_MESSAGE,
  /** Changing a password that is not a first-time one (design §8). */
  currentRequired: "Enter your current password.",
  currentWrong: "Your current password is not correct.",
} as const;

/**
 * What a new password must not be built on, beyond the character rules (decision 082): the
 * most common passwords (checked by the server only) and the shop's or the person's own names.
 */
export const PASSWORD_QUALITY_MESSAGES = {
  common:
    "This password is one of the most common passwords, perhaps with numbers or symbols added: choose one that is harder to guess.",
  containsName: "Your password must not contain your name.",
  containsSurname: "Your password must not contain your surname.",
  containsEmail: "Your password must not contain your e-mail address (the part before the @).",
  containsIdNumber: "Your password must not contain your ID number.",
  containsShopName: "Your password must not contain the shop's name (Lifetime or Outfitter).",
} as const;

export type PasswordRuleId = "length" | "uppercase" | "lowercase" | "number" | "special";

interface PasswordRule {
  id: PasswordRuleId;
  label: string;
  message: string;
  test: (password: string) => boolean;
}

const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: "length",
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    message: PASSWORD_MESSAGES.minLength,
    test: (password) => password.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: "uppercase",
    label: "One uppercase letter",
    message: PASSWORD_MESSAGES.uppercase,
    test: (password) => /[A-Z]/.test(password),
  },
  {
    id: "lowercase",
    label: "One lowercase letter",
    message: PASSWORD_MESSAGES.lowercase,
    test: (password) => /[a-z]/.test(password),
  },
  {
    id: "number",
    label: "One number",
    message: PASSWORD_MESSAGES.number,
    test: (password) => /[0-9]/.test(password),
  },
  {
    id: "special",
    label: "One special character",
    message: PASSWORD_MESSAGES.special,
    test: (password) => [...password].some((char) => PASSWORD_SPECIAL_CHARACTERS.includes(char)),
  },
];

export interface PasswordRuleResult {
  id: PasswordRuleId;
  label: string;
  passed: boolean;
}

/** The live checklist shown while a person types a new password. */
export function passwordRuleResults(password: string): PasswordRuleResult[] {
  return PASSWORD_RULES.map(({ id, label, test }) => ({ id, label, passed: test(password) }));
}

/** Every message the password breaks, one per rule, in checklist order. */
export function passwordIssues(password: string): string[] {
  const messages = PASSWORD_RULES.filter((rule) => !rule.test(password)).map(
    (rule) => rule.message,
  );
  if (password.length > PASSWORD_MAX_LENGTH) messages.push(PASSWORD_MESSAGES.maxLength);
  return messages;
}
