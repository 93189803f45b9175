import { z } from "zod";
import { CUSTOMER_MESSAGES, ID_NUMBER_MAX_LENGTH } from "../validation/customer";
import { requiredText } from "../validation/fields";
import { invitationStatusSchema } from "./password-links";
import {
  countSchema,
  isoDateTimeSchema,
  LIST_LIMIT_MAX,
  listQuerySchema,
  optionalQueryInteger,
  optionalQueryText,
  personNameFields,
  totalSchema,
} from "./common";

/**
 * `{id}` in every path that names a customer by ID number (`PUT /users/update-customer/{id}`,
 * `GET /repairs/get-customer-repairs/{id}`, a customer's products).
 */
export const idNumberParamsSchema = z.object({
  id: requiredText(CUSTOMER_MESSAGES.idnumber, ID_NUMBER_MAX_LENGTH),
});

export const userCreateResponseSchema = z.object({ message: z.string(), idnumber: z.string() });

/** A customer in the admin list (requirements §3). `id`, `customerId` and `customeridnumber` all carry the ID number. */
export const customerRecordSchema = z.object({
  id: z.string(),
  ...personNameFields,
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
  totalPurchases: countSchema,
  totalRepairs: countSchema,
  joinDate: isoDateTimeSchema,
  lastPurchaseDate: isoDateTimeSchema.nullable(),
  lastRepairDate: isoDateTimeSchema.nullable(),
  /** Whether they took up their invitation (docs/design.md §8); an addition to requirements §3. */
  invitationStatus: invitationStatusSchema,
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

/**
 * `GET /users/get-all-customers` query; `q` matches full name and e-mail (requirements §9), and
 * also the ID number and the phone (by its digits, as phoneDigits compares them). The exact
 * `idnumber` filter makes the Create Customer pre-check and the highlighted new customer one
 * targeted lookup rather than a download of the whole list.
 */
export const adminCustomerListQuerySchema = listQuerySchema(CUSTOMER_SORT_KEYS).extend({
  idnumber: optionalQueryText,
});

/** Customer cards per page on Manage Customers. */
export const CUSTOMER_PAGE_SIZE = 24;
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
export const adminCustomerStatisticsSchema = z.object({
  totalCustomers: countSchema,
  southAfricanCustomers: countSchema,
  internationalCustomers: countSchema,
  /** Products per customer, rounded (docs/requirements.md §9 "average orders"). */
  averageOrders: countSchema,
  /** The most recent join date; null with no customers. */
  latestJoinDate: isoDateTimeSchema.nullable(),
  /** Customers with at least one repair line that is not completed. */
  customersWithOpenRepairs: countSchema,
});

export type CustomerRecord = z.infer<typeof customerRecordSchema>;
export type AdminCustomerListQuery = z.input<typeof adminCustomerListQuerySchema>;
export type CustomersListResponse = z.infer<typeof customersListResponseSchema>;
export type CustomerPickerItem = z.infer<typeof customerPickerItemSchema>;
export type CustomersForProductsResponse = z.infer<typeof customersForProductsResponseSchema>;
export type AdminCustomerStatistics = z.infer<typeof adminCustomerStatisticsSchema>;
