import { z } from "zod";
import { repairStateSchema, serverStatusSchema } from "../repair-state";
import { isoDateTimeSchema, positiveIntegerSchema, totalSchema } from "./common";
import { contactMessageRecordSchema } from "./contact-messages";
import { customerRecordSchema } from "./customers";

/** Contact messages the customer page shows at most (newest first). */
export const CUSTOMER_OVERVIEW_MESSAGE_LIMIT = 50;

/** One of the customer's pieces, with its repair count and its open repair, if any. */
export const customerOverviewItemSchema = z.object({
  serialno: z.string(),
  productType: z.string(),
  colour: z.string().nullable(),
  size: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  repairs: totalSchema,
  lastRepairDate: isoDateTimeSchema.nullable(),
  /** The line not yet completed (at most one per piece), or null. */
  openRepair: z.object({ requestId: positiveIntegerSchema, state: repairStateSchema }).nullable(),
});

/** One of the customer's repair requests, newest first. */
export const customerOverviewRequestSchema = z.object({
  id: positiveIntegerSchema,
  createdAt: isoDateTimeSchema,
  status: serverStatusSchema,
  lines: totalSchema,
  /** Lines ready: Ready for Collection or En Route to Customer (READY_STATES). */
  ready: totalSchema,
  /** Lines completed. */
  completed: totalSchema,
});

/** `GET /customers/{id}/overview`: everything the customer page shows (admin). */
export const customerOverviewSchema = z.object({
  customer: customerRecordSchema,
  items: z.array(customerOverviewItemSchema),
  requests: z.array(customerOverviewRequestSchema),
  /** Sent from the customer's e-mail address, newest first, at most the limit. */
  messages: z.array(contactMessageRecordSchema),
  /** When the customer was anonymised at their request (decision 089); null: never. */
  anonymisedAt: isoDateTimeSchema.nullable(),
});

export type CustomerOverviewItem = z.infer<typeof customerOverviewItemSchema>;
export type CustomerOverviewRequest = z.infer<typeof customerOverviewRequestSchema>;
export type CustomerOverview = z.infer<typeof customerOverviewSchema>;
