import { z } from "zod";
import { isoDateTimeSchema } from "./common";
import { CONFIRM_IDENTITY_MESSAGES } from "./confirm-identity-words";

/** `POST /users/confirm-identity`: the person's password, once more. */
export const confirmIdentitySchema = z.object({
  password: z
    .string({ error: CONFIRM_IDENTITY_MESSAGES.passwordRequired })
    .min(1, CONFIRM_IDENTITY_MESSAGES.passwordRequired)
    .max(256),
});
export type ConfirmIdentityInput = z.input<typeof confirmIdentitySchema>;

/** `GET /users/confirm-identity`: until when this session's last proof lets calls through. */
export const confirmIdentityStatusSchema = z.object({
  confirmedUntil: isoDateTimeSchema.nullable(),
});
export type ConfirmIdentityStatus = z.infer<typeof confirmIdentityStatusSchema>;
