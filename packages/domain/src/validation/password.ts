import { z } from "zod";
import { plainText } from "./fields";
import { PASSWORD_MESSAGES, passwordIssues } from "./password-rules";

/** A new password: every broken rule is an issue (docs/requirements.md §5), not just the first. */
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
