import { z } from "zod";
import { productStatisticsSchema } from "./api/products";

/**
 * `GET /products/statistics`: the cards above Manage Products. The base numbers plus the
 * workshop's view: pieces in an open repair right now, and pieces registered this month.
 */
export const adminProductStatisticsSchema = productStatisticsSchema.extend({
  /** Products with a repair line that is not completed. */
  productsWithOpenRepairs: z.number().int().nonnegative(),
  /** Products created since the first day of the current calendar month (server time). */
  addedThisMonth: z.number().int().nonnegative(),
});

export type AdminProductStatistics = z.infer<typeof adminProductStatisticsSchema>;

/** Server messages of the admin product calls that the client may show as they are. */
export const ADMIN_PRODUCT_MESSAGES = {
  productNotFound: "Product not found.",
  typeNotFound: "Product type not found.",
  unknownCustomer: "The selected client is not an existing customer.",
  colourNotOffered: "That colour is not offered for this product type.",
  sizeNotOffered: "That size is not offered for this product type.",
  ownerLockedByOpenRepair:
    "This product is in an open repair request and cannot change owner until the repair is completed.",
} as const;
