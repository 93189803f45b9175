import { z } from "zod";
import { emailField } from "../validation/fields";
import { passwordSchema } from "../validation/password";
import { INVITATION_STATUSES, PASSWORD_LINK_PURPOSES } from "./password-link-messages";

/** `/password-links/{token}` (never a 400: a malformed token is simply not live). */
export const passwordLinkParamsSchema = z.object({ token: z.string().max(200) });

/** `GET /password-links/{token}`: what the link is for, nothing about whose it is. */
export const passwordLinkStateSchema = z.object({ purpose: z.enum(PASSWORD_LINK_PURPOSES) });
export type PasswordLinkState = z.infer<typeof passwordLinkStateSchema>;

/** `POST /password-links/{token}`: the new password, by every rule of docs/requirements.md §5. */
export const setPasswordByLinkSchema = z.object({ password: passwordSchema });
export type SetPasswordByLinkPayload = z.input<typeof setPasswordByLinkSchema>;

/** `POST /users/forgot-password`. */
export const forgotPasswordSchema = z.object({ email: emailField() });
export type ForgotPasswordPayload = z.input<typeof forgotPasswordSchema>;

/** A customer's invitation as the admin sees it (INVITATION_STATUSES), or null: never sent. */
export const invitationStatusSchema = z.enum(INVITATION_STATUSES).nullable();
