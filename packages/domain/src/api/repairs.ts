import { z } from "zod";
import { CAUSE_COMPONENTS, CAUSE_REASONS, COVERAGES } from "../business/coverage";
import { repairStateSchema, serverStatusInputSchema, serverStatusSchema } from "../repair-state";
import { idField } from "../validation/fields";
import {
  countSchema,
  isoDateTimeSchema,
  listQuerySchema,
  optionalQueryText,
  positiveIntegerSchema,
  totalSchema,
} from "./common";

/** `{id}` in `PUT /repairs/update-repair/{id}`. */
export const repairIdParamsSchema = z.object({
  id: idField("Repair id must be a positive whole number"),
});

export const workshopLogEntrySchema = z.object({
  message: z.string(),
  timestamp: isoDateTimeSchema,
  /** Who wrote it, as a display name; null for notes of unknown origin. */
  author: z.string().nullable().optional(),
  /**
   * Admin answers only (an addition to the requirements): true for an internal note, which only the
   * workshop sees. Customer answers, the tracking page and mails never carry internal notes.
   */
  internal: z.boolean().optional(),
});

/** One recorded state of a line: the state it was set to, and when. */
export const lineStateChangeSchema = z.object({
  state: repairStateSchema,
  changedAt: isoDateTimeSchema,
});

/** A repair line as read (requirements §3). `state` is always a key, never a server name. */
export const repairLineRecordSchema = z.object({
  repairlineid: z.number().int(),
  serialNumber: z.string(),
  productType: z.string(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  problemDescription: z.string(),
  state: repairStateSchema,
  /** Oldest first. */
  workshopLog: z.array(workshopLogEntrySchema),
  /** Optimistic-lock token: send it back with an update. */
  version: countSchema,
  /**
   * Every state the line has been in, oldest first, with when it was set (an addition to the
   * requirements: this server always sends it).
   */
  stateHistory: z.array(lineStateChangeSchema).optional(),
  /** Admin answers only: longer in its state than the state's target (decision 067). */
  overdue: z.boolean().optional(),
  /** Who pays (decision 094; an addition to the requirements): warranty unless decided. */
  coverage: z.enum(COVERAGES).optional(),
  /** The coverage in the customer's words ('Covered by your lifetime warranty'). */
  coverageText: z.string().optional(),
  /** Admin answers only: why it is goodwill, and the cause the workshop found. */
  goodwillReason: z.string().nullable().optional(),
  causeComponent: z.enum(CAUSE_COMPONENTS).nullable().optional(),
  causeReason: z.enum(CAUSE_REASONS).nullable().optional(),
  /** Where the piece's quote in force stands (decision 095): null when none was sent. */
  quoteStatus: z.enum(["awaiting", "approved", "declined"]).nullable().optional(),
  /** Whether the piece goes back without work ('Return unrepaired'). */
  returnUnrepaired: z.boolean().optional(),
});

/** A repair request as read (docs/requirements.md §3), for its customer and for admins. */
export const repairRequestRecordSchema = z.object({
  id: z.number().int(),
  clientName: z.string(),
  clientEmail: z.string(),
  customeridnumber: z.string(),
  currentLocation: z.string(),
  creationDate: isoDateTimeSchema,
  lastUpdateDate: isoDateTimeSchema,
  status: serverStatusSchema,
  /** Optimistic-lock token of the request itself (its location): send it back with an update. */
  version: positiveIntegerSchema,
  products: z.array(repairLineRecordSchema),
  /**
   * The request's public tracking link, `PUBLIC_URL/track/{token}` (an addition to the
   * requirements; absent only for a request that has no live link).
   */
  trackingUrl: z.string().optional(),
  /** Admin answers only: whether any of its lines is overdue (decision 067). */
  overdue: z.boolean().optional(),
  /**
   * What is still to pay on it, in cents (decision 096): only for a request with anything
   * charged or paid.
   */
  balanceCents: z.number().int().optional(),
  /**
   * What was paid beyond what is due, owed back to the customer, in cents (decision 097): with
   * `balanceCents`, under the same condition; 0 when nothing is owed back.
   */
  creditCents: z.number().int().optional(),
});

export const repairCreateResponseSchema = z.object({
  repairid: positiveIntegerSchema,
  message: z.string(),
});

/** `PUT /repairs/update-repair/{id}`: the request as stored after the update. */
export const repairUpdateResponseSchema = z.object({
  message: z.string(),
  repairRequest: repairRequestRecordSchema,
});

export type RepairCreateResponse = z.infer<typeof repairCreateResponseSchema>;
export type RepairUpdateResponse = z.infer<typeof repairUpdateResponseSchema>;

/** `GET /repairs/get-customer-repairs/{id}`: a bare array, newest first. */
export const customerRepairsResponseSchema = z.array(repairRequestRecordSchema);

export const REPAIR_SORT_KEYS = [
  "id",
  "clientName",
  "creationDate",
  "lastUpdateDate",
  "status",
] as const;
export type RepairSortKey = (typeof REPAIR_SORT_KEYS)[number];

/**
 * `GET /repairs/get-admin-repairs` query. `status` takes a server name, key or label ('all'
 * or blank for every status); `q` covers client name and e-mail and each line's serial
 * number, type and description (requirements §9).
 */
export const repairListQuerySchema = listQuerySchema(REPAIR_SORT_KEYS).extend({
  status: z.preprocess(
    (value) => (value === "all" ? undefined : value),
    optionalQueryText.pipe(serverStatusInputSchema.optional()),
  ),
  /** `overdue=1`: only the requests with an overdue line (decision 067). */
  overdue: z.preprocess(
    (value) =>
      value === "1" || value === "true"
        ? true
        : value === undefined || value === "" || value === "0" || value === "false"
          ? undefined
          : value,
    z.literal(true, { error: "Overdue must be 1 or left out" }).optional(),
  ),
});

export const adminRepairsResponseSchema = z.object({
  repairRequests: z.array(repairRequestRecordSchema),
  total: totalSchema,
});

/** `GET /repairs/statistics`: requests counted by the bucket of their status (requirements §4). */
export const repairStatisticsSchema = z.object({
  totalRequests: countSchema,
  pending: countSchema,
  inProgress: countSchema,
  completed: countSchema,
  /** Requests not yet Done. */
  openRequests: countSchema,
  /** Mean age in days of the open requests, one decimal; 0 with none open. */
  averageDaysOpen: z.number().nonnegative(),
  /** Requests with an overdue line (decision 067). */
  overdue: countSchema,
});

export type WorkshopLogEntry = z.infer<typeof workshopLogEntrySchema>;
export type LineStateChange = z.infer<typeof lineStateChangeSchema>;
export type RepairLineRecord = z.infer<typeof repairLineRecordSchema>;
export type RepairRequestRecord = z.infer<typeof repairRequestRecordSchema>;
export type RepairListQuery = z.output<typeof repairListQuerySchema>;
export type AdminRepairsResponse = z.infer<typeof adminRepairsResponseSchema>;
export type RepairStatistics = z.infer<typeof repairStatisticsSchema>;
