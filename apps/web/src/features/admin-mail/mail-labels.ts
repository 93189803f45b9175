import type { FailedMail } from "@lo/domain";

/** What each kind of mail is, for a mail that failed before it was ever written (no subject). */
const KIND_LABELS: Record<string, string> = {
  "request-received": "Repair request received",
  "request-status": "Repair update",
  "workshop-new-request": "New repair request (workshop)",
  "workshop-contact": "New contact message (workshop)",
  "email-change-confirm": "Confirm a new e-mail address",
  "email-change-notice": "E-mail address change notice",
  "password-invitation": "Invitation to choose a password",
  "password-reset-requested": "Password reset link (asked for)",
  "password-reset-by-admin": "Password reset link (admin reset)",
};

/** A kind the page does not know yet is shown as it is stored. */
export function kindLabel(kind: string): string {
  return (Object.hasOwn(KIND_LABELS, kind) ? KIND_LABELS[kind] : undefined) ?? kind;
}

/** The mail as a person names it: its subject, else what kind of mail it is. */
export function mailTitle(mail: Pick<FailedMail, "subject" | "kind">): string {
  return mail.subject?.trim() ? mail.subject : kindLabel(mail.kind);
}

/** The Retry button's name: which mail it sends again (one address may have several). */
export function retryLabel(mail: Pick<FailedMail, "subject" | "kind" | "to">): string {
  const to = mail.to ? `to ${mail.to}` : "with no address";
  return `Retry mail ${to}: ${mailTitle(mail)}`;
}
