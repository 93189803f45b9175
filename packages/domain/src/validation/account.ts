import { z } from "zod";
import { CUSTOMER_MESSAGES, postalCodeFormField } from "./customer";
import { emailField, optionalText, plainText, requiredText } from "./fields";
import { PASSWORD_MESSAGES } from "./password-rules";

export const ACCOUNT_FORM_MESSAGES = {
  sameEmail: "This is already the address you sign in with.",
} as const;

/**
 * The one rule of a customer's own details that depends on who they are (docs/requirements.md §5):
 * someone who is not South African names a country. Their citizenship comes with their ID number,
 * which they cannot change themselves, so it is given, not asked.
 */
export function accountCountryIssues(
  southAfrican: boolean,
  country: string | null | undefined,
): { path: "country"; message: string }[] {
  return !southAfrican && !country?.trim()
    ? [{ path: "country", message: CUSTOMER_MESSAGES.country }]
    : [];
}

/**
 * The account page's 'Your details' form: the customer's name, phone and address with the
 * customer rules of requirements §5 (the Edit Customer form's: the contact number may be left
 * empty). The e-mail has a section of its own, and the ID number is never theirs to change.
 */
export function createAccountDetailsSchema(southAfrican: boolean) {
  return z
    .object({
      name: requiredText(CUSTOMER_MESSAGES.name, 100),
      surname: requiredText(CUSTOMER_MESSAGES.surname, 100),
      cellphone: optionalText(30),
      address: optionalText(200),
      city: optionalText(100),
      province: optionalText(100),
      postalcode: postalCodeFormField,
      country: optionalText(100),
    })
    .superRefine((value, ctx) => {
      for (const issue of accountCountryIssues(southAfrican, value.country)) {
        ctx.addIssue({ code: "custom", message: issue.message, path: [issue.path] });
      }
    });
}

/**
 * The account page's new e-mail address: a valid one, and not the current one; with the
 * current password, since whoever controls the login address controls the account.
 */
export function createAccountEmailSchema(currentEmail: string) {
  return z.object({
    email: emailField().refine((email) => email !== currentEmail.trim().toLowerCase(), {
      message: ACCOUNT_FORM_MESSAGES.sameEmail,
    }),
    currentPassword: plainText({ error: PASSWORD_MESSAGES.currentRequired }).min(
      1,
      PASSWORD_MESSAGES.currentRequired,
    ),
  });
}

export type AccountDetailsInput = z.input<ReturnType<typeof createAccountDetailsSchema>>;
export type AccountDetailsValues = z.output<ReturnType<typeof createAccountDetailsSchema>>;
export type AccountEmailInput = z.input<ReturnType<typeof createAccountEmailSchema>>;
