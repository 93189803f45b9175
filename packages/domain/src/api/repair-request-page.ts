import { z } from "zod";
import { repairStateSchema } from "../repair-state";
import { customerContactSchema, isoDateTimeSchema } from "./common";
import { linePhotoSchema } from "./photos";
import { requestMoneySchema } from "./payments";
import { lineQuoteFields } from "./quotes";
import { repairLineRecordSchema, repairRequestRecordSchema } from "./repairs";

/** One dated change of a line's state, and who made it (repair_line_state_changes). */
export const lineStateChangeDetailSchema = z.object({
  /** Null for the line's first state, when the request was raised. */
  fromState: repairStateSchema.nullable(),
  toState: repairStateSchema,
  changedAt: isoDateTimeSchema,
  /** Who changed it, as a display name; null when unknown (e.g. the account is gone). */
  changedBy: z.string().nullable(),
});

/**
 * One item of the request page: the line as the lists show it, its notes (`workshopLog`,
 * oldest first; internal notes, each marked `internal: true`, for admins only) and its whole
 * dated state history with who changed it, oldest first.
 */
export const requestPageLineSchema = repairLineRecordSchema
  .pick({
    repairlineid: true,
    serialNumber: true,
    productType: true,
    size: true,
    color: true,
    problemDescription: true,
    state: true,
    version: true,
    workshopLog: true,
    overdue: true,
    coverage: true,
    coverageText: true,
    goodwillReason: true,
    causeComponent: true,
    causeReason: true,
    quoteStatus: true,
  })
  .extend({
    ...lineQuoteFields,
    stateChanges: z.array(lineStateChangeDetailSchema),
    /** Its photos as the viewer may see them (customer-visible ones only for the customer). */
    photos: z.array(linePhotoSchema),
  });

/** The customer the request belongs to. */
export const requestPageCustomerSchema = customerContactSchema;

/**
 * `GET /repairs/requests/{id}`: one request's own page, for admins (any request) and for its
 * customer (theirs only; anyone else's is 404, and they never receive internal notes).
 */
export const repairRequestPageSchema = z.object({
  request: repairRequestRecordSchema
    .pick({
      id: true,
      creationDate: true,
      lastUpdateDate: true,
      currentLocation: true,
      status: true,
      version: true,
      trackingUrl: true,
    })
    .extend({
      /** The lowest state of its items, as My Repairs and the tracking page show it. */
      headlineState: z.union([repairStateSchema, z.literal("unknown")]),
      /**
       * When the request should be done (decision 067): an ISO time, never in the past; null
       * when every line is completed or ready for collection.
       */
      estimatedCompletion: isoDateTimeSchema.nullable().optional(),
    }),
  customer: requestPageCustomerSchema,
  /** Oldest line first. */
  lines: z.array(requestPageLineSchema),
  /** What it costs, what was paid and the balance, each fee and payment (decision 096). */
  money: requestMoneySchema.optional(),
});

export type LineStateChangeDetail = z.infer<typeof lineStateChangeDetailSchema>;
export type RequestPageLine = z.infer<typeof requestPageLineSchema>;
export type RequestPageCustomer = z.infer<typeof requestPageCustomerSchema>;
export type RepairRequestPage = z.infer<typeof repairRequestPageSchema>;
