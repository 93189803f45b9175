/** The kinds of the transfer mails (their renderers are in mails.ts). */
export const TRANSFER_OFFER_MAIL = "transfer-offer";
export const TRANSFER_ACCEPTED_MAIL = "transfer-accepted";
export const TRANSFER_IDNUMBER_IN_USE_MAIL = "transfer-idnumber-in-use";
