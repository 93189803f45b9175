import { z } from "zod";
import { emailField, optionalText, requiredText } from "./fields";

export const CUSTOMER_MESSAGES = {
  name: "Name is required",
  surname: "Surname is required",
  cellphone: "Contact number is required",
  idnumber: "Customer ID is required",
  southAfricanId: "South African ID must be 13 digits",
  country: "Country is required",
  postalCode: "Postal code must be a number",
  postalCodeTooLong: "Postal code must be at most 9 digits",
  issouthafrican: "Please say whether the customer is South African",
} as const;

export const SOUTH_AFRICA_COUNTRY = "South Africa";
/** How the original client names South Africa in the customer update payload. */
export const SOUTH_AFRICA_UPDATE_COUNTRY = "SA";
export const NEW_CUSTOMER_ROLE = "customer";

export const ID_NUMBER_MAX_LENGTH = 32;
// Postal codes are stored as integers (requirements §3); nine digits always fit a 32-bit column.
export const POSTAL_CODE_MAX_DIGITS = 9;

/** A South African ID number: exactly 13 digits (docs/requirements.md §9). */
export function isSouthAfricanId(value: string): boolean {
  return /^\d{13}$/.test(value.trim());
}

interface IdentityFields {
  issouthafrican: boolean;
  idnumber?: string | undefined;
  country?: string | null | undefined;
}

/**
 * The rules that depend on citizenship (requirements §5): a South African ID has 13 digits; anyone
 * else may have any ID but must name a country. A blank ID already has its own message.
 */
export function checkCustomerIdentity(value: IdentityFields, ctx: z.RefinementCtx): void {
  const idnumber = value.idnumber?.trim() ?? "";
  if (value.issouthafrican) {
    if (value.idnumber !== undefined && idnumber !== "" && !isSouthAfricanId(idnumber)) {
      ctx.addIssue({
        code: "custom",
        message: CUSTOMER_MESSAGES.southAfricanId,
        path: ["idnumber"],
      });
    }
  } else if (!value.country?.trim()) {
    ctx.addIssue({ code: "custom", message: CUSTOMER_MESSAGES.country, path: ["country"] });
  }
}

/** A postal code as a form holds it: digits, or nothing. */
export const postalCodeFormField = z
  .string()
  .trim()
  .regex(/^\d*$/, CUSTOMER_MESSAGES.postalCode)
  .max(POSTAL_CODE_MAX_DIGITS, CUSTOMER_MESSAGES.postalCodeTooLong)
  .optional();

const customerFormFields = {
  name: requiredText(CUSTOMER_MESSAGES.name, 100),
  surname: requiredText(CUSTOMER_MESSAGES.surname, 100),
  // docs/design.md §5: the e-mail is the login, so required; the requirements left it unchecked.
  email: emailField(),
  cellphone: requiredText(CUSTOMER_MESSAGES.cellphone, 30),
  idnumber: requiredText(CUSTOMER_MESSAGES.idnumber, ID_NUMBER_MAX_LENGTH),
  issouthafrican: z.boolean({ error: CUSTOMER_MESSAGES.issouthafrican }),
  address: optionalText(200),
  city: optionalText(100),
  province: optionalText(100),
  postalcode: postalCodeFormField,
  country: optionalText(100),
};

/** The admin's Create Customer form. */
export const customerCreateSchema = z.object(customerFormFields).superRefine(checkCustomerIdentity);

/** The admin's Edit Customer form: as create, but the contact number may be left empty. */
export const customerEditSchema = z
  .object({ ...customerFormFields, cellphone: optionalText(30) })
  .superRefine(checkCustomerIdentity);

export type CustomerCreateInput = z.input<typeof customerCreateSchema>;
export type CustomerCreateValues = z.output<typeof customerCreateSchema>;
export type CustomerEditInput = z.input<typeof customerEditSchema>;
export type CustomerEditValues = z.output<typeof customerEditSchema>;
