import { z } from "zod";
import { plainText } from "./fields";
import { passwordContextIssues, type PasswordContext } from "./password-quality";
import { PASSWORD_MESSAGES, passwordIssues } from "./password-rules";

/** A new password: every broken rule is an issue (docs/requirements.md §5), not just the first. */
export const passwordSchema = plainText({ error: PASSWORD_MESSAGES.required }).superRefine(
  (password, ctx) => {
    for (const message of passwordIssues(password)) ctx.addIssue({ code: "custom", message });
  },
);

type NewPasswordFields = { password: string; confirmPassword: string };

/** Who the password is for, besides the ID number: their names and e-mail (decision 082). */
export type PasswordPerson = Pick<PasswordContext, "name" | "surname" | "email">;

/**
 * The checks across the two fields: not the ID number, none of the person's details nor the
 * shop's name in it, and typed the same twice.
 */
function checkNewPassword(idnumber: string | undefined, person: PasswordPerson | undefined) {
  return ({ password, confirmPassword }: NewPasswordFields, ctx: z.RefinementCtx) => {
    if (idnumber !== undefined && idnumber.trim() !== "" && password === idnumber.trim()) {
      ctx.addIssue({
        code: "custom",
        message: PASSWORD_MESSAGES.sameAsIdNumber,
        path: ["password"],
      });
    }
    for (const message of passwordContextIssues(password, { ...person, idnumber })) {
      ctx.addIssue({ code: "custom", message, path: ["password"] });
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
 * since it is the password an admin reset hands out; given their names and e-mail, a password
 * containing any of them. The common passwords are the server's to refuse.
 */
export function createNewPasswordSchema(idnumber?: string, person?: PasswordPerson) {
  return z.object(newPasswordFields).superRefine(checkNewPassword(idnumber, person));
}

/** The account page's change of a password the person chose before: the current one too. */
export function createChangePasswordSchema(idnumber?: string, person?: PasswordPerson) {
  return z
    .object({
      currentPassword: z
        .string({ error: PASSWORD_MESSAGES.currentRequired })
        .min(1, PASSWORD_MESSAGES.currentRequired),
      ...newPasswordFields,
    })
    .superRefine(checkNewPassword(idnumber, person));
}

export const newPasswordSchema = createNewPasswordSchema();

export type NewPasswordInput = z.input<typeof newPasswordSchema>;
export type ChangePasswordInput = z.input<ReturnType<typeof createChangePasswordSchema>>;
