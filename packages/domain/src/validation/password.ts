import { z } from "zod";
import { plainText } from "./fields";
import { PASSWORD_REQUIRED_MESSAGE } from "./login";

/** Every ASCII punctuation character (DESIGN §4). */
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
  /** Changing a password that is not a first-time one (DESIGN §8). */
  currentRequired: "Enter your current password.",
  currentWrong: "Your current password is not correct.",
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

/** A new password: each broken rule is its own issue (SPEC §5), not just the first. */
export const passwordSchema = plainText({ error: PASSWORD_MESSAGES.required }).superRefine(
  (password, ctx) => {
    for (const message of passwordIssues(password)) ctx.addIssue({ code: "custom", message });
  },
);

type NewPasswordFields = { password: string; confirmPassword: string };

/** The checks across the two fields: not the ID number, and typed the same twice. */
function checkNewPassword(idnumber: string | undefined) {
  return ({ password, confirmPassword }: NewPasswordFields, ctx: z.RefinementCtx) => {
    if (idnumber !== undefined && idnumber.trim() !== "" && password === idnumber.trim()) {
      ctx.addIssue({
        code: "custom",
        message: PASSWORD_MESSAGES.sameAsIdNumber,
        path: ["password"],
      });
    }
    if (password !== confirmPassword) {
      ctx.addIssue({
        code: "custom",
        message: PASSWORD_MESSAGES.mismatch,
        path: ["confirmPassword"],
      });
    }
  };
}

const newPasswordFields = {
  password: passwordSchema,
  confirmPassword: z.string({ error: "Please confirm your password" }),
};

/**
 * The new-password form. Given the person's ID number it also refuses that as a password,
 * since it is the password an admin reset hands out.
 */
export function createNewPasswordSchema(idnumber?: string) {
  return z.object(newPasswordFields).superRefine(checkNewPassword(idnumber));
}

/** The account page's change of a password the person chose before: the current one too. */
export function createChangePasswordSchema(idnumber?: string) {
  return z
    .object({
      currentPassword: z
        .string({ error: PASSWORD_MESSAGES.currentRequired })
        .min(1, PASSWORD_MESSAGES.currentRequired),
      ...newPasswordFields,
    })
    .superRefine(checkNewPassword(idnumber));
}

export const newPasswordSchema = createNewPasswordSchema();

export type NewPasswordInput = z.input<typeof newPasswordSchema>;
export type ChangePasswordInput = z.input<ReturnType<typeof createChangePasswordSchema>>;
