import type { MailKinds } from "../../mail/kinds";
import { renderRequestReceived, REQUEST_RECEIVED } from "./request-received";
import { renderRequestStatus, REQUEST_STATUS } from "./request-status";
import { renderWorkshopNewRequest, WORKSHOP_NEW_REQUEST } from "./workshop-new-request";
import {
  QUOTE_ANSWERED_MAIL,
  QUOTE_SENT_MAIL,
  renderQuoteAnswered,
  renderQuoteSent,
} from "../quotes/mails";
import { PAYMENT_MAIL, renderPaymentRecorded } from "../payments/mails";

/** The mails the repairs feature sends (src/mail-kinds.ts puts every feature's together). */
export const REPAIR_MAIL_KINDS: MailKinds = {
  [REQUEST_RECEIVED]: renderRequestReceived,
  [WORKSHOP_NEW_REQUEST]: renderWorkshopNewRequest,
  [REQUEST_STATUS]: renderRequestStatus,
  [QUOTE_SENT_MAIL]: renderQuoteSent,
  [QUOTE_ANSWERED_MAIL]: renderQuoteAnswered,
  [PAYMENT_MAIL]: renderPaymentRecorded,
};
