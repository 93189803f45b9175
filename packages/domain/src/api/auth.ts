import { z } from "zod";
import { plainText } from "../validation/fields";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  passwordIssues,
} from "../validation/password-rules";

export const ROLES = ["admin", "customer"] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES);

/** 0: a new password must be set before anything else; 1: the password is the person's own. */
export const passwordFlagSchema = z.literal([0, 1], { error: "passwordflag must be 0 or 1" });
export type PasswordFlag = z.infer<typeof passwordFlagSchema>;

/**
 * Where a session stands with its second factor (decision 087). An admin's must prove one before
 * anything else: 'enrol' (none set up yet: set one up now) or 'confirm' (prove it), then
 * 'proved'. A customer's is 'none': their passkeys and password are enough.
 */
export const SECOND_FACTOR_STATES = ["none", "enrol", "confirm", "proved"] as const;
export type SecondFactorState = (typeof SECOND_FACTOR_STATES)[number];
export const secondFactorStateSchema = z.enum(SECOND_FACTOR_STATES);

/**
 * The signed-in user as the client keeps it (docs/requirements.md §3), also `GET /users/me`;
 * `secondFactor` is added beside the SPEC's fields.
 */
export const userRecordSchema = z.object({
  idnumber: z.string(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  role: roleSchema,
  passwordflag: passwordFlagSchema,
  // A record kept by a browser before the field was added reads as 'none' until /users/me.
  secondFactor: secondFactorStateSchema.default("none"),
});

export const loginResponseSchema = userRecordSchema.extend({ message: z.string() });

/**
 * `PUT /users/reset-password/{id}`. With flag 1 a person sets their own password, which must
 * pass every rule; with flag 0 an admin resets it to the ID number, so no password is needed.
 * `currentPassword`: someone whose password is already their own (flag 1) must give it to
 * choose another (docs/design.md §8); the first-time dialog (flag 0) needs none. Whether it is
 * needed depends on the account, so the server checks its presence.
 */
export const resetPasswordPayloadSchema = z
  .object({
    password: plainText().optional(),
    passwordflag: passwordFlagSchema,
    // No password is longer, so a longer one cannot be right (and is not worth hashing).
    currentPassword: plainText({ error: PASSWORD_MESSAGES.currentWrong })
      .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.currentWrong)
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.passwordflag !== 1) return;
    if (value.password === undefined || value.password === "") {
      ctx.addIssue({ code: "custom", message: PASSWORD_MESSAGES.required, path: ["password"] });
      return;
    }
    for (const message of passwordIssues(value.password)) {
      ctx.addIssue({ code: "custom", message, path: ["password"] });
    }
  });

export type UserRecord = z.infer<typeof userRecordSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export type ResetPasswordPayload = z.input<typeof resetPasswordPayloadSchema>;
