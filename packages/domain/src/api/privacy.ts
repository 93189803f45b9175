import { z } from "zod";

/**
 * A customer's data rights (decision 089): the archive of everything the shop holds about them,
 * and the anonymisation of a customer who asks to be forgotten.
 */
export const PRIVACY_MESSAGES = {
  customerAnonymised: "The customer has been anonymised.",
  alreadyAnonymised: "This customer has already been anonymised.",
  anonymisedUnchangeable:
    "This customer has been anonymised: their account can no longer be changed.",
  piecesInWorkshop:
    "This customer still has pieces with the workshop. Finish their repairs before anonymising them.",
} as const;

/** What an anonymised customer is called everywhere their name was. */
export const ANONYMISED_NAME = "Anonymised";
export const ANONYMISED_SURNAME = "customer";

/** What replaced an e-mail address, a phone number or a name found in free text. */
export const REMOVED_TEXT = "[removed]";

/** The domain of an anonymised customer's address: `.invalid` can never receive mail. */
export const ANONYMISED_EMAIL_DOMAIN = "anonymised.invalid";

/** An anonymised customer's new key: `ANON-` and ten random characters, nothing of the old. */
export const ANONYMISED_ID_PATTERN = /^ANON-[A-Z2-7]{10}$/;

export function isAnonymisedId(idnumber: string): boolean {
  return ANONYMISED_ID_PATTERN.test(idnumber);
}

/** `POST /customers/{id}/anonymise`: what is answered, with the customer's new key. */
export const anonymiseResponseSchema = z.object({
  message: z.string(),
  idnumber: z.string(),
});

export type AnonymiseResponse = z.infer<typeof anonymiseResponseSchema>;

/** The archive's name: `lifetime-outfitter-my-data-YYYY-MM-DD.zip`. */
export function dataExportFileName(date: string): string {
  return `lifetime-outfitter-my-data-${date}.zip`;
}
