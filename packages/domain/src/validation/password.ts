import { z } from "zod";
import { PASSWORD_MESSAGES, passwordIssues } from "./password-rules";

/** A new password: each broken rule is its own issue (SPEC §5), not just the first. */
export const passwordSchema = z
  .string({ error: PASSWORD_MESSAGES.required })
  .superRefine((password, ctx) => {
    for (const message of passwordIssues(password)) ctx.addIssue({ code: "custom", message });
  });

/**
 * The new-password form. Given the person's ID number it also refuses that as a password,
 * since it is the password an admin reset hands out.
 */
export function createNewPasswordSchema(idnumber?: string) {
  return z
    .object({
      password: passwordSchema,
      confirmPassword: z.string({ error: "Please confirm your password" }),
    })
    .superRefine(({ password, confirmPassword }, ctx) => {
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
    });
}

export const newPasswordSchema = createNewPasswordSchema();

export type NewPasswordInput = z.input<typeof newPasswordSchema>;
