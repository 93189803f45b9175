import { z } from "zod";
import {
  CUSTOMER_MESSAGES,
  ID_NUMBER_MAX_LENGTH,
  POSTAL_CODE_MAX_DIGITS,
  SOUTH_AFRICA_COUNTRY,
  checkCustomerIdentity,
} from "../validation/customer";
import { emailField, nullableText, requiredText } from "../validation/fields";
import {
  isoDateTimeSchema,
  listQuerySchema,
  optionalQueryInteger,
  optionalQueryText,
  LIST_LIMIT_MAX,
  totalSchema,
} from "./common";

/** `{id}` in customer paths: the customer's ID number. */
export const idNumberParamsSchema = z.object({
  id: requiredText(CUSTOMER_MESSAGES.idnumber, ID_NUMBER_MAX_LENGTH),
});

/** 1/0 as SPEC sends it; a boolean is accepted too. Parsed to a boolean. */
export const southAfricanFlagSchema = z
  .union([z.boolean(), z.literal([0, 1])], { error: CUSTOMER_MESSAGES.issouthafrican })
  .transform((value) => value === true || value === 1);

/** An integer (SPEC §3); a digit string is accepted; null, '' or nothing mean none (null). */
export const postalCodePayloadSchema = z
  .preprocess(
    (value) => (value === undefined || value === "" ? null : value),
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

/** The SPEC §3 user creation payload, as the client sends it. */
export interface UserCreatePayload {
  idnumber: string;
  name: string;
  surname: string;
  cellphone: string;
  email: string;
  password: string;
  role: "customer";
  address: string;
  city: string;
  province: string;
  postalcode: number | null;
  issouthafrican: 0 | 1;
  country: string;
}

/**
 * `POST /users/create`. The password and role fields are accepted for the SPEC client's sake;
 * the server sets the ID number as password and 'customer' as role whatever they say.
 */
export const userCreatePayloadSchema = z
  .object({
    idnumber: requiredText(CUSTOMER_MESSAGES.idnumber, ID_NUMBER_MAX_LENGTH),
    name: requiredText(CUSTOMER_MESSAGES.name, 100),
    surname: requiredText(CUSTOMER_MESSAGES.surname, 100),
    cellphone: requiredText(CUSTOMER_MESSAGES.cellphone, 30),
    email: emailField(),
    password: z.string().optional(),
    role: z.literal("customer", { error: "Only customers can be created" }).optional(),
    address: nullableText(200),
    city: nullableText(100),
    province: nullableText(100),
    postalcode: postalCodePayloadSchema,
    issouthafrican: southAfricanFlagSchema,
    country: nullableText(100),
  })
  .superRefine(checkCustomerIdentity)
  .transform(storedCountry);

export const userCreateResponseSchema = z.object({ message: z.string(), idnumber: z.string() });

/** The SPEC §3 customer update payload, as the client sends it. */
export interface CustomerUpdatePayload {
  name: string;
  surname: string;
  email: string;
  cellphone: string;
  issouthafrican: 0 | 1;
  address: string;
  city: string;
  province: string;
  postalcode: number | null;
  country: string;
}

/** `PUT /users/update-customer/{id}`; the ID number itself is in the path and never changes. */
export const customerUpdatePayloadSchema = z
  .object({
    name: requiredText(CUSTOMER_MESSAGES.name, 100),
    surname: requiredText(CUSTOMER_MESSAGES.surname, 100),
    email: emailField(),
    cellphone: nullableText(30),
    issouthafrican: southAfricanFlagSchema,
    address: nullableText(200),
    city: nullableText(100),
    province: nullableText(100),
    postalcode: postalCodePayloadSchema,
    country: nullableText(100),
  })
  .superRefine(checkCustomerIdentity)
  .transform(storedCountry);

export type UserCreateData = z.output<typeof userCreatePayloadSchema>;
export type CustomerUpdateData = z.output<typeof customerUpdatePayloadSchema>;

/** A customer in the admin list (SPEC §3). `id`, `customerId` and `customeridnumber` all carry the ID number. */
export const customerRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  contactNumber: z.string().nullable(),
  customerId: z.string(),
  customeridnumber: z.string(),
  isSouthAfrican: z.boolean(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postalCode: z.number().int().nullable(),
  country: z.string().nullable(),
  /** Street, city, province and postal code joined for display. */
  address: z.string(),
  totalPurchases: z.number().int().nonnegative(),
  totalRepairs: z.number().int().nonnegative(),
  joinDate: isoDateTimeSchema,
  lastPurchaseDate: isoDateTimeSchema.nullable(),
  lastRepairDate: isoDateTimeSchema.nullable(),
});

export const CUSTOMER_SORT_KEYS = [
  "name",
  "surname",
  "email",
  "customerId",
  "joinDate",
  "totalPurchases",
  "totalRepairs",
] as const;
export type CustomerSortKey = (typeof CUSTOMER_SORT_KEYS)[number];

/** `GET /users/get-all-customers` query; `q` matches full name and e-mail (SPEC §9). */
export const customerListQuerySchema = listQuerySchema(CUSTOMER_SORT_KEYS);
export const customersListResponseSchema = z.object({
  data: z.array(customerRecordSchema),
  total: totalSchema,
});

/** An entry of the customer pickers (product owner, admin repair request). */
export const customerPickerItemSchema = z.object({
  idnumber: z.string(),
  name: z.string(),
  surname: z.string(),
});

/** `GET /users/customers-for-products` query; `q` matches name or ID number. */
export const customersForProductsQuerySchema = z.object({
  q: optionalQueryText,
  limit: optionalQueryInteger(1, LIST_LIMIT_MAX),
});
export const customersForProductsResponseSchema = z.object({
  data: z.array(customerPickerItemSchema),
});

/** `GET /users/customer-statistics`: the cards above the customer list. */
export const customerStatisticsSchema = z.object({
  totalCustomers: z.number().int().nonnegative(),
  southAfricanCustomers: z.number().int().nonnegative(),
  internationalCustomers: z.number().int().nonnegative(),
  /** Products per customer, rounded (SPEC §9 "average orders"). */
  averageOrders: z.number().int().nonnegative(),
  /** The most recent join date; null with no customers. */
  latestJoinDate: isoDateTimeSchema.nullable(),
});

export type CustomerRecord = z.infer<typeof customerRecordSchema>;
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;
export type CustomersListResponse = z.infer<typeof customersListResponseSchema>;
export type CustomerPickerItem = z.infer<typeof customerPickerItemSchema>;
export type CustomersForProductsResponse = z.infer<typeof customersForProductsResponseSchema>;
export type CustomerStatistics = z.infer<typeof customerStatisticsSchema>;
