import { z } from "zod";
import { optionalQueryText } from "./api/common";
import { customerListQuerySchema, customerStatisticsSchema } from "./api/customers";

/**
 * `GET /users/get-all-customers` as the admin screens call it: the list query plus an exact
 * `idnumber` filter, so the Create Customer pre-check and the highlighted new customer are
 * one targeted lookup rather than a download of the whole list.
 */
export const adminCustomerListQuerySchema = customerListQuerySchema.extend({
  idnumber: optionalQueryText,
});

/** `GET /users/customer-statistics`, with the count of customers who have a repair open. */
export const adminCustomerStatisticsSchema = customerStatisticsSchema.extend({
  /** Customers with at least one repair line that is not completed. */
  customersWithOpenRepairs: z.number().int().nonnegative(),
});

/** Customer cards per page on Manage Customers. */
export const CUSTOMER_PAGE_SIZE = 24;

export type AdminCustomerListQuery = z.input<typeof adminCustomerListQuerySchema>;
export type AdminCustomerStatistics = z.infer<typeof adminCustomerStatisticsSchema>;
