// The password links' words and choices without zod, for the public set-password page
// (decision 044); password-links.ts has the schemas.

/**
 * The answers of the password links (docs/design.md §8), on both sides: the set-password page and
 * the forgot-password page show the server's words.
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

/**
 * A customer's invitation as the admin sees it: accepted (they chose a password), pending (a
 * live link waits for them), expired (a link was sent, none is live), or null (never sent).
 */
export const INVITATION_STATUSES = ["pending", "accepted", "expired"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
