import { ACCOUNT_MAIL_KINDS } from "./account/email-change-mails";
import { SIGN_IN_MAIL_KINDS } from "./auth/new-sign-in-mail";
import { BACKUP_FAILED_MAIL, renderBackupFailedMail } from "./backup/failed-mail";
import { renderWorkshopContactMail, WORKSHOP_CONTACT_MAIL } from "./contact/workshop-mail";
import type { MailKinds } from "./mail/kinds";
import { PASSWORD_MAIL_KINDS } from "./passwords/mails";
import { REPAIR_MAIL_KINDS } from "./repairs/mails";
import { TRANSFER_MAIL_KINDS } from "./transfers/mails";

/**
 * Every kind of mail the server sends, from the features that own them. The delivery worker
 * renders each outbox row with the renderer of its kind; a row of an unknown kind is marked
 * failed with that reason.
 */
export const MAIL_KINDS: MailKinds = {
  ...REPAIR_MAIL_KINDS,
  ...ACCOUNT_MAIL_KINDS,
  ...PASSWORD_MAIL_KINDS,
  ...TRANSFER_MAIL_KINDS,
  ...SIGN_IN_MAIL_KINDS,
  [WORKSHOP_CONTACT_MAIL]: renderWorkshopContactMail,
  [BACKUP_FAILED_MAIL]: renderBackupFailedMail,
};
