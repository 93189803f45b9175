import { z } from "zod";
import {
  postalCodeToInteger,
  customerAddressFields,
  customerNameFields,
} from "./customer-payloads";
import type { AccountDetailsValues } from "../validation/account";
import { personNameFields } from "./common";
import { SOUTH_AFRICA_COUNTRY } from "../validation/customer";
import { emailField, nullableText, plainText } from "../validation/fields";
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES } from "../validation/password-rules";

/** What the account page, the opt-out page and the confirm-email page say, on both sides. */
export const ACCOUNT_MESSAGES = {
  choicesSaved: "Your e-mail choice is saved.",
  statusMailsOff: "You will no longer get e-mails when your repairs move on.",
  statusMailsOn: "We will e-mail you when your repairs move on.",
  signInMailsOff: "You will no longer get an e-mail when a new device signs in to your account.",
  signInMailsOn: "We will e-mail you when a new device signs in to your account.",
  detailsSaved: "Your details have been saved.",
  idnumberFixed: "Your ID number cannot be changed here. Please contact the workshop.",
  emailChanged: "Your e-mail address has been changed.",
  emailChangeCancelled: "The change of your e-mail address is cancelled.",
  linkExpired: "This link has expired or has already been used.",
  signedOutElsewhere: "You have been signed out everywhere else.",
  tooManyEmailChanges:
    "You have asked for several e-mail changes in the last hour. Please try again later.",
} as const;

/** At most this many confirm-email mails go out for one account in an hour. */
export const EMAIL_CHANGE_MAILS_PER_HOUR = 5;

/** How long the link that confirms a new e-mail address works. */
export const EMAIL_CHANGE_LINK_HOURS = 24;

/**
 * `GET /account`: the signed-in customer's details, named as the requirements' customer update
 * payload names them (so what `GET` gives, `PUT` takes back), plus the ID number and
 * citizenship, which only the workshop changes, and the address waiting to be confirmed.
 */
export const accountDetailsSchema = z.object({
  idnumber: z.string(),
  ...personNameFields,
  cellphone: z.string().nullable(),
  issouthafrican: z.boolean(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postalcode: z.number().int().nullable(),
  country: z.string().nullable(),
  /** A new e-mail address whose confirmation link is still live; null without one. */
  pendingEmail: z.string().nullable(),
});
export type AccountDetails = z.infer<typeof accountDetailsSchema>;

export const accountDetailsResponseSchema = accountDetailsSchema.extend({
  message: z.string().optional(),
});
export type AccountDetailsResponse = z.infer<typeof accountDetailsResponseSchema>;

/**
 * `PUT /account`: the customer's own details, with the requirements' customer rules (§5). A
 * different `email` becomes a pending change, confirmed from that address. `idnumber` may be
 * sent back as `GET` gave it and is then ignored; a different one is refused (the server
 * knows which is theirs). `issouthafrican` and `pendingEmail` are not the customer's to set
 * and are dropped. The country rule needs the stored citizenship: the server adds it
 * (`accountCountryIssues`).
 */
export const accountUpdatePayloadSchema = z.object({
  ...customerNameFields,
  email: emailField(),
  cellphone: nullableText(30),
  ...customerAddressFields,
  country: nullableText(100),
  idnumber: plainText({ error: ACCOUNT_MESSAGES.idnumberFixed }).max(200).optional(),
  // Needed to start a change of the login e-mail (checked by the server, like a sign-in).
  currentPassword: plainText().max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.currentWrong).optional(),
});
export type AccountUpdatePayload = z.input<typeof accountUpdatePayloadSchema>;
export type AccountUpdateData = z.output<typeof accountUpdatePayloadSchema>;

/** What `PUT /account` is sent: the stored details with the form's changes. */
export function toAccountUpdatePayload(
  details: AccountDetails,
  changes: { details?: AccountDetailsValues; email?: string; currentPassword?: string } = {},
): AccountUpdatePayload {
  const form = changes.details;
  const country = details.issouthafrican
    ? SOUTH_AFRICA_COUNTRY
    : form
      ? (form.country ?? "")
      : details.country;
  return {
    name: form?.name ?? details.name,
    surname: form?.surname ?? details.surname,
    email: changes.email ?? details.email,
    cellphone: form ? (form.cellphone ?? "") : details.cellphone,
    address: form ? (form.address ?? "") : details.address,
    city: form ? (form.city ?? "") : details.city,
    province: form ? (form.province ?? "") : details.province,
    postalcode: form ? postalCodeToInteger(form.postalcode) : details.postalcode,
    country,
    ...(changes.currentPassword === undefined ? {} : { currentPassword: changes.currentPassword }),
  };
}

/** The token of a confirm-email link (never a 400: a bad one is simply not live). */
export const emailConfirmationParamsSchema = z.object({ token: plainText().max(200) });

/**
 * A customer's mail choices, `GET`/`PUT /account/notifications`. `statusMails`: an e-mail on
 * each state change and each new note of their repairs (docs/design.md §7); the confirmation of a
 * new request always goes out.
 */
export const notificationSettingsSchema = z.object({
  statusMails: z.boolean({ error: "statusMails must be true or false" }),
  /** A mail when the account is signed in to from a device not seen before; kept if left out. */
  signInMails: z.boolean({ error: "signInMails must be true or false" }).optional(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsResponseSchema = z.object({
  statusMails: z.boolean(),
  signInMails: z.boolean(),
  message: z.string().optional(),
});
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponseSchema>;

/** The opt-out link's token, `/unsubscribe/{token}` (never a 400: a bad one is simply unknown). */
export const unsubscribeParamsSchema = z.object({ token: plainText().max(200) });

/** `GET`/`POST /unsubscribe/{token}`: whether status mails are on after the call. */
export const unsubscribeResponseSchema = z.object({
  statusMails: z.boolean(),
  message: z.string().optional(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;
