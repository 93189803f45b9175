import { z } from "zod";
import { serverStatusSchema } from "../repair-state";
import { plainText } from "../validation/fields";
import {
  countSchema,
  customerContactSchema,
  isoDateTimeSchema,
  positiveIntegerSchema,
} from "./common";

/** Matches of each kind the global search sends at most. */
export const GLOBAL_SEARCH_LIMIT = 10;

/** `GET /search?q=`: what the admin typed in the header's search box. */
export const globalSearchQuerySchema = z.object({
  q: z.preprocess(
    (value) => (typeof value === "string" ? value : ""),
    plainText()
      .trim()
      .min(1, "Type something to search for")
      .max(200, "Must be at most 200 characters"),
  ),
});

export const searchItemSchema = z.object({
  serialno: z.string(),
  productType: z.string(),
  colour: z.string().nullable(),
  ownerName: z.string(),
  ownerIdnumber: z.string(),
});

export const searchRequestSchema = z.object({
  id: positiveIntegerSchema,
  customerName: z.string(),
  customerIdnumber: z.string(),
  status: serverStatusSchema,
  createdAt: isoDateTimeSchema,
  /** Its items (lines), the ready ones (READY_STATES) and the completed ones. */
  lines: countSchema,
  ready: countSchema,
  completed: countSchema,
});

export const searchCustomerSchema = customerContactSchema;

/**
 * The one thing the query names exactly (a whole serial number, a request id, an ID number, an
 * e-mail address or a phone number), when it names exactly one: the web app goes straight there.
 */
export const searchDirectSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("item"), serialno: z.string() }),
  z.object({ kind: z.literal("request"), id: positiveIntegerSchema }),
  z.object({ kind: z.literal("customer"), idnumber: z.string() }),
]);

function matchesOf<T extends z.ZodType>(schema: T) {
  return z.object({
    data: z.array(schema),
    /** True when there are more than GLOBAL_SEARCH_LIMIT matches (only the first are sent). */
    more: z.boolean(),
  });
}

/** Exact matches first in each kind, then the rest in a stable order. */
export const globalSearchResponseSchema = z.object({
  q: z.string(),
  direct: searchDirectSchema.nullable(),
  items: matchesOf(searchItemSchema),
  requests: matchesOf(searchRequestSchema),
  customers: matchesOf(searchCustomerSchema),
});

export type GlobalSearchQuery = z.input<typeof globalSearchQuerySchema>;
export type SearchItem = z.infer<typeof searchItemSchema>;
export type SearchRequest = z.infer<typeof searchRequestSchema>;
export type SearchCustomer = z.infer<typeof searchCustomerSchema>;
export type SearchDirect = z.infer<typeof searchDirectSchema>;
export type GlobalSearchResponse = z.infer<typeof globalSearchResponseSchema>;
