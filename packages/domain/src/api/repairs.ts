import { z } from "zod";
import {
  repairStateInputSchema,
  repairStateSchema,
  serverStatusInputSchema,
  serverStatusSchema,
  type RepairState,
  type ServerStatus,
} from "../repair-state";
import { MAX_DB_INTEGER, idField, requiredText, tooLongMessage } from "../validation/fields";
import { SERIAL_NUMBER_MAX_LENGTH } from "../validation/product";
import {
  MAX_PRODUCTS_PER_REQUEST,
  PROBLEM_DESCRIPTION_MAX_LENGTH,
  REPAIR_REQUEST_MESSAGES,
  WORKSHOP_NOTE_MAX_LENGTH,
  locationField,
  problemDescriptionField,
} from "../validation/repair-request";
import { isoDateTimeSchema, listQuerySchema, optionalQueryText, totalSchema } from "./common";

/** `{id}` in `PUT /repairs/update-repair/{id}`. */
export const repairIdParamsSchema = z.object({
  id: idField("Repair id must be a positive whole number"),
});

/** An optimistic-lock token as sent back; capped like the integer column it is compared with. */
const versionField = z.number().int().max(MAX_DB_INTEGER, `Must be at most ${MAX_DB_INTEGER}`);

/** Flags every repeat of a key after its first appearance. */
function rejectDuplicates<T>(key: (item: T) => string, field: string, message: string) {
  return (items: T[], ctx: z.RefinementCtx): void => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const value = key(item);
      if (value !== "" && seen.has(value)) {
        ctx.addIssue({ code: "custom", message, path: [index, field] });
      }
      seen.add(value);
    });
  };
}

/** The create payload as the client sends it (SPEC §3). */
export interface RepairCreatePayload {
  customeridnumber: string;
  current_location: string;
  status?: ServerStatus;
  repairlines: {
    serialno: string;
    problemdescription: string;
    state?: RepairState | ServerStatus;
  }[];
}

/**
 * `POST /repairs/create`: the form's rules again, server side. `status` and line `state`
 * are accepted as sent by the SPEC client; a new request always starts Pending.
 */
export const repairCreatePayloadSchema = z.object({
  customeridnumber: requiredText(REPAIR_REQUEST_MESSAGES.customer, 32),
  current_location: locationField,
  status: serverStatusInputSchema.optional(),
  repairlines: z
    .array(
      z.object({
        serialno: requiredText(REPAIR_REQUEST_MESSAGES.product, SERIAL_NUMBER_MAX_LENGTH),
        problemdescription: problemDescriptionField,
        state: repairStateInputSchema.optional(),
      }),
      { error: REPAIR_REQUEST_MESSAGES.products },
    )
    .min(1, REPAIR_REQUEST_MESSAGES.products)
    .max(MAX_PRODUCTS_PER_REQUEST, REPAIR_REQUEST_MESSAGES.tooManyProducts)
    .superRefine(
      rejectDuplicates(
        (line) => line.serialno,
        "serialno",
        REPAIR_REQUEST_MESSAGES.duplicateProduct,
      ),
    ),
});

export const repairCreateResponseSchema = z.object({
  repairid: z.number().int().positive(),
  message: z.string(),
});

/** A new workshop note: trimmed; blank or null means no new note. */
export const workshopNoteSchema = z
  .string()
  .trim()
  .max(WORKSHOP_NOTE_MAX_LENGTH, tooLongMessage(WORKSHOP_NOTE_MAX_LENGTH))
  .nullish()
  .transform((value) => value || undefined);

export const repairLineUpdateSchema = z.object({
  repairlineid: idField("Repair line id must be a positive whole number"),
  state: repairStateInputSchema,
  problemDescription: requiredText(
    REPAIR_REQUEST_MESSAGES.problemDescription,
    PROBLEM_DESCRIPTION_MAX_LENGTH,
  ),
  /** Only the text of the note to append (SPEC §3), never the whole log. */
  workshopLog: workshopNoteSchema,
  /** The line's `version` as last read; when given, a changed line is refused with 409. */
  version: versionField.nonnegative().optional(),
});

/** The update payload as the client sends it (SPEC §3). */
export interface RepairUpdatePayload {
  currentLocation: string;
  status?: ServerStatus;
  /** The request's `version` as last read (an addition: SPEC clients leave it out). */
  version?: number;
  repair_lines: {
    repairlineid: number;
    state: RepairState | ServerStatus;
    problemDescription: string;
    workshopLog?: string;
    version?: number;
  }[];
}

/** `PUT /repairs/update-repair/{id}`: lines left out are unchanged. */
export const repairUpdatePayloadSchema = z.object({
  currentLocation: locationField,
  status: serverStatusInputSchema.optional(),
  /**
   * The request's `version` as last read; when given, a request whose location was changed
   * since is refused with 409, so an old `currentLocation` sent back cannot overwrite it.
   */
  version: versionField.positive().optional(),
  repair_lines: z
    .array(repairLineUpdateSchema, { error: "Repair lines are required" })
    .max(MAX_PRODUCTS_PER_REQUEST, REPAIR_REQUEST_MESSAGES.tooManyProducts)
    .superRefine(
      rejectDuplicates(
        (line) => String(line.repairlineid),
        "repairlineid",
        "Each repair line can only be updated once.",
      ),
    ),
});

export type RepairCreateData = z.output<typeof repairCreatePayloadSchema>;
export type RepairCreateResponse = z.infer<typeof repairCreateResponseSchema>;
export type RepairUpdateData = z.output<typeof repairUpdatePayloadSchema>;

export const workshopLogEntrySchema = z.object({
  message: z.string(),
  timestamp: isoDateTimeSchema,
  /** Who wrote it, as a display name; null for notes of unknown origin. */
  author: z.string().nullable().optional(),
});

/** A repair line as read (SPEC §3). `state` is always a key, never a server name. */
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
  version: z.number().int().nonnegative(),
});

/** A repair request as read (SPEC §3), for its customer and for admins. */
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
  version: z.number().int().positive(),
  products: z.array(repairLineRecordSchema),
});

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
 * number, type and description (SPEC §9).
 */
export const repairListQuerySchema = listQuerySchema(REPAIR_SORT_KEYS).extend({
  status: z.preprocess(
    (value) => (value === "all" ? undefined : value),
    optionalQueryText.pipe(serverStatusInputSchema.optional()),
  ),
});

export const adminRepairsResponseSchema = z.object({
  repairRequests: z.array(repairRequestRecordSchema),
  total: totalSchema,
});

/** `GET /repairs/statistics`: requests counted by the bucket of their status (SPEC §4). */
export const repairStatisticsSchema = z.object({
  totalRequests: z.number().int().nonnegative(),
  pending: z.number().int().nonnegative(),
  inProgress: z.number().int().nonnegative(),
  completed: z.number().int().nonnegative(),
  /** Requests not yet Done. */
  openRequests: z.number().int().nonnegative(),
  /** Mean age in days of the open requests, one decimal; 0 with none open. */
  averageDaysOpen: z.number().nonnegative(),
});

export type WorkshopLogEntry = z.infer<typeof workshopLogEntrySchema>;
export type RepairLineRecord = z.infer<typeof repairLineRecordSchema>;
export type RepairRequestRecord = z.infer<typeof repairRequestRecordSchema>;
export type RepairListQuery = z.output<typeof repairListQuerySchema>;
export type AdminRepairsResponse = z.infer<typeof adminRepairsResponseSchema>;
export type RepairStatistics = z.infer<typeof repairStatisticsSchema>;
