import { z } from "zod";
import { idField, requiredText } from "../validation/fields";
import { PRODUCT_MESSAGES, SERIAL_NUMBER_MAX_LENGTH } from "../validation/product";
import {
  countSchema,
  isoDateTimeSchema,
  listQuerySchema,
  optionalQueryInteger,
  optionalQueryText,
  totalSchema,
} from "./common";

/** `{serialno}` in `PUT /products/{serialno}`. */
export const serialParamsSchema = z.object({
  id: requiredText(PRODUCT_MESSAGES.serialno, SERIAL_NUMBER_MAX_LENGTH),
});

/** `{id}` in `GET /products/product-attributes/{id}`. */
export const productTypeParamsSchema = z.object({
  id: idField("Product type id must be a positive whole number"),
});

export const productTypeSchema = z.object({
  producttypeid: z.number().int(),
  name: z.string(),
});
export const productTypesResponseSchema = z.object({ data: z.array(productTypeSchema) });

export const colourSchema = z.object({ colourid: z.number().int(), name: z.string() });
export const sizeSchema = z.object({ sizeid: z.number().int(), name: z.string() });

/** `GET /products/product-attributes/{id}`: what may be chosen for a type. */
export const productAttributesSchema = z.object({
  colors: z.array(colourSchema),
  sizes: z.array(sizeSchema),
});

/**
 * A product in the admin list (requirements §3). Custom products have no colour or size ids; their
 * free-text colour and size are in customcolour/customsize, and colourName/sizeName carry
 * whichever applies so that lists can show one column.
 */
export const productRecordSchema = z.object({
  serialno: z.string(),
  producttypeid: z.number().int(),
  productTypeName: z.string(),
  colourid: z.number().int().nullable(),
  colourName: z.string().nullable(),
  sizeid: z.number().int().nullable(),
  sizeName: z.string().nullable(),
  customerid: z.string(),
  customerName: z.string(),
  createdon: isoDateTimeSchema,
  repairs: countSchema,
  lastRepairDate: isoDateTimeSchema.nullable(),
  customcolour: z.string().nullable(),
  customsize: z.string().nullable(),
  description: z.string().nullable(),
});

/** The sortable columns of the admin product table (docs/requirements.md §9). */
export const PRODUCT_SORT_KEYS = [
  "serialno",
  "producttypeid",
  "colourid",
  "sizeid",
  "customerid",
  "createdon",
  "repairs",
  "lastRepairDate",
] as const;
export type ProductSortKey = (typeof PRODUCT_SORT_KEYS)[number];

/** `GET /products/`: `q` covers serial, type, colour, size and customer name (requirements §9). */
export const productListQuerySchema = listQuerySchema(PRODUCT_SORT_KEYS).extend({
  producttypeid: optionalQueryInteger(1),
  colourid: optionalQueryInteger(1),
  sizeid: optionalQueryInteger(1),
  customerid: optionalQueryText,
});
export const productsListResponseSchema = z.object({
  data: z.array(productRecordSchema),
  total: totalSchema,
});

export const productCreateResponseSchema = z.object({ message: z.string(), id: z.string() });

/** A product as its owner sees it on My Products (requirements §3). */
export const customerProductRecordSchema = z.object({
  serialno: z.string(),
  productTypeName: z.string(),
  colourName: z.string().nullable(),
  sizeName: z.string().nullable(),
  customerName: z.string(),
  repairs: countSchema,
  lastRepairDate: isoDateTimeSchema.nullable(),
});
export const customerProductsResponseSchema = z.object({
  data: z.array(customerProductRecordSchema),
});

/** A product that may go into a new request: it has no open repair line (docs/design.md §5). */
export const noRepairProductRecordSchema = z.object({
  serialno: z.string(),
  productTypeName: z.string(),
  colourName: z.string().nullable(),
  sizeName: z.string().nullable(),
});
export const noRepairProductsResponseSchema = z.object({
  data: z.array(noRepairProductRecordSchema),
});

/**
 * `GET /products/statistics`: the cards above Manage Products. The base numbers plus the
 * workshop's view: pieces in an open repair right now, and pieces registered this month.
 */
export const adminProductStatisticsSchema = z.object({
  totalProducts: countSchema,
  customProducts: countSchema,
  productsWithRepairs: countSchema,
  /** The most frequent value (requirements §9); null with no products. */
  mostPopularType: z.string().nullable(),
  mostPopularColour: z.string().nullable(),
  mostPopularSize: z.string().nullable(),
  /** Products with a repair line that is not completed. */
  productsWithOpenRepairs: countSchema,
  /** Products created since the first day of the current calendar month (server time). */
  addedThisMonth: countSchema,
});

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

export type ProductType = z.infer<typeof productTypeSchema>;
export type Colour = z.infer<typeof colourSchema>;
export type Size = z.infer<typeof sizeSchema>;
export type ProductAttributes = z.infer<typeof productAttributesSchema>;
export type ProductRecord = z.infer<typeof productRecordSchema>;
export type ProductListQuery = z.output<typeof productListQuerySchema>;
export type ProductsListResponse = z.infer<typeof productsListResponseSchema>;
export type CustomerProductRecord = z.infer<typeof customerProductRecordSchema>;
export type NoRepairProductRecord = z.infer<typeof noRepairProductRecordSchema>;
export type AdminProductStatistics = z.infer<typeof adminProductStatisticsSchema>;
