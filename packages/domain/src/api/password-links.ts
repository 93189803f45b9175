import { z } from "zod";
import { emailField } from "../validation/fields";
import { passwordSchema } from "../validation/password";

/**
 * The answers of the password links (DESIGN §8), on both sides: the set-password page and the
 * forgot-password page show the server's words.
 */
export const PASSWORD_LINK_MESSAGES = {
  notLive: "This link has expired or has already been used.",
  passwordSet: "Your password has been set.",
  forgotAnswer: "If an account exists for that address, we have sent a link to reset its password.",
  tooManyForgot: "Too many password reset requests. Please wait 15 minutes and try again.",
  invitationSent: "Invitation sent.",
} as const;

/** What a password link is for: a new customer's first password, or a new one. */
export const PASSWORD_LINK_PURPOSES = ["invitation", "reset"] as const;
export type PasswordLinkPurpose = (typeof PASSWORD_LINK_PURPOSES)[number];

/** `/password-links/{token}` (never a 400: a malformed token is simply not live). */
export const passwordLinkParamsSchema = z.object({ token: z.string().max(200) });

/** `GET /password-links/{token}`: what the link is for, nothing about whose it is. */
export const passwordLinkStateSchema = z.object({ purpose: z.enum(PASSWORD_LINK_PURPOSES) });
export type PasswordLinkState = z.infer<typeof passwordLinkStateSchema>;

/** `POST /password-links/{token}`: the new password, checked by every rule (SPEC §5). */
export const setPasswordByLinkSchema = z.object({ password: passwordSchema });
export type SetPasswordByLinkPayload = z.input<typeof setPasswordByLinkSchema>;

/** `POST /users/forgot-password`. */
export const forgotPasswordSchema = z.object({ email: emailField() });
export type ForgotPasswordPayload = z.input<typeof forgotPasswordSchema>;

/**
 * A customer's invitation as the admin sees it: accepted (they chose a password), pending (a
 * live link waits for them), expired (a link was sent, none is live), or null (never sent).
 */
export const INVITATION_STATUSES = ["pending", "accepted", "expired"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const invitationStatusSchema = z.enum(INVITATION_STATUSES).nullable();
