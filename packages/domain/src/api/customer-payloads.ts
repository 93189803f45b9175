import { z } from "zod";
import { plainText } from "../validation/fields";
import {
  CUSTOMER_MESSAGES,
  ID_NUMBER_MAX_LENGTH,
  NEW_CUSTOMER_ROLE,
  POSTAL_CODE_MAX_DIGITS,
  SOUTH_AFRICA_COUNTRY,
  SOUTH_AFRICA_UPDATE_COUNTRY,
  checkCustomerIdentity,
  type CustomerCreateValues,
  type CustomerEditValues,
} from "../validation/customer";
import { emailField, nullableText, requiredText } from "../validation/fields";

/** 1/0 as the original client sends it (requirements §3), or a boolean. Parsed to a boolean. */
export const southAfricanFlagSchema = z
  .union([z.boolean(), z.literal([0, 1])], { error: CUSTOMER_MESSAGES.issouthafrican })
  .transform((value) => value === true || value === 1);

/** An integer (requirements §3); a digit string is accepted; null, '' or nothing mean null. */
export const postalCodePayloadSchema = z
  .preprocess(
    (value: number | string | null | undefined) =>
      value === undefined || value === "" ? null : value,
    z
      .union(
        [
          z.number().int(CUSTOMER_MESSAGES.postalCode).nonnegative(CUSTOMER_MESSAGES.postalCode),
          z.string().trim().regex(/^\d+$/, CUSTOMER_MESSAGES.postalCode).transform(Number),
        ],
        { error: CUSTOMER_MESSAGES.postalCode },
      )
      .nullable(),
  )
  .refine((value) => value === null || value < 10 ** POSTAL_CODE_MAX_DIGITS, {
    message: CUSTOMER_MESSAGES.postalCodeTooLong,
  });

/** A South African is stored with country 'South Africa' whatever the payload said ('SA'). */
function storedCountry<T extends { issouthafrican: boolean; country: string | null }>(value: T) {
  return { ...value, country: value.issouthafrican ? SOUTH_AFRICA_COUNTRY : (value.country ?? "") };
}

// Shared by both payloads (and the account's, api/account.ts); grouped so that each payload
// keeps its field order of requirements §3, which is the order its issues are reported in.
export const customerNameFields = {
  name: requiredText(CUSTOMER_MESSAGES.name, 100),
  surname: requiredText(CUSTOMER_MESSAGES.surname, 100),
};
export const customerAddressFields = {
  address: nullableText(200),
  city: nullableText(100),
  province: nullableText(100),
  postalcode: postalCodePayloadSchema,
};

/**
 * `POST /users/create`. The password and role fields are accepted for the original client's sake;
 * the server sets the ID number as password and 'customer' as role whatever they say.
 */
export const userCreatePayloadSchema = z
  .object({
    idnumber: requiredText(CUSTOMER_MESSAGES.idnumber, ID_NUMBER_MAX_LENGTH),
    ...customerNameFields,
    cellphone: requiredText(CUSTOMER_MESSAGES.cellphone, 30),
    email: emailField(),
    password: plainText().optional(),
    role: z.literal("customer", { error: "Only customers can be created" }).optional(),
    ...customerAddressFields,
    issouthafrican: southAfricanFlagSchema,
    country: nullableText(100),
  })
  .superRefine(checkCustomerIdentity)
  .transform(storedCountry);

/** `PUT /users/update-customer/{id}`; the ID number itself is in the path and never changes. */
export const customerUpdatePayloadSchema = z
  .object({
    ...customerNameFields,
    email: emailField(),
    cellphone: nullableText(30),
    issouthafrican: southAfricanFlagSchema,
    ...customerAddressFields,
    country: nullableText(100),
  })
  .superRefine(checkCustomerIdentity)
  .transform(storedCountry);

/** The user creation payload of docs/requirements.md §3, as the client sends it. */
export type UserCreatePayload = z.input<typeof userCreatePayloadSchema>;
/** The requirements §3 customer update payload, as the client sends it. */
export type CustomerUpdatePayload = z.input<typeof customerUpdatePayloadSchema>;
/** What the server stores from each, once parsed. */
export type UserCreateData = z.output<typeof userCreatePayloadSchema>;
export type CustomerUpdateData = z.output<typeof customerUpdatePayloadSchema>;

export function postalCodeToInteger(value: string | null | undefined): number | null {
  const trimmed = (value ?? "").trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** The form's fields as both payloads send them; South Africa is named `southAfrica`. */
function customerPayload(
  form: CustomerEditValues,
  southAfrica: string,
): CustomerUpdatePayload & { cellphone: string } {
  return {
    name: form.name.trim(),
    surname: form.surname.trim(),
    email: form.email.trim(),
    cellphone: form.cellphone?.trim() ?? "",
    issouthafrican: form.issouthafrican ? 1 : 0,
    address: form.address?.trim() ?? "",
    city: form.city?.trim() ?? "",
    province: form.province?.trim() ?? "",
    postalcode: postalCodeToInteger(form.postalcode),
    country: form.issouthafrican ? southAfrica : (form.country?.trim() ?? ""),
  };
}

/** The user creation payload of requirements §3; the first password is the ID number. */
export function toUserCreatePayload(form: CustomerCreateValues): UserCreatePayload {
  const idnumber = form.idnumber.trim();
  return {
    ...customerPayload(form, SOUTH_AFRICA_COUNTRY),
    idnumber,
    password: idnumber,
    role: NEW_CUSTOMER_ROLE,
  };
}

/** The customer update payload of requirements §3; South Africa is sent as 'SA' here (§9). */
export function toCustomerUpdatePayload(form: CustomerEditValues): CustomerUpdatePayload {
  return customerPayload(form, SOUTH_AFRICA_UPDATE_COUNTRY);
}
