import { z } from "zod";
import { lineCoverageInputFields, sendsCoverage } from "../business/coverage";
import { repairStateInputSchema, repairStateLabel, repairStateSchema } from "../repair-state";
import { MAX_DB_INTEGER, idField } from "../validation/fields";
import { countSchema, isoDateTimeSchema } from "./common";
import { repairRequestRecordSchema } from "./repairs";
import { confirmBalanceDueField, workshopNoteSchema } from "./repair-payloads";

/** How long after 'Next' its Undo is accepted (the toast offers it for less). */
export const UNDO_WINDOW_SECONDS = 30;
/** The most lines one bulk update may name. */
export const BULK_LINES_MAX = 100;

/** Every message of the line actions ('Next', Undo, bulk), for the server and the web. */
export const REPAIR_LINE_ACTION_MESSAGES = {
  nextLabel: (state: string) => `Next: ${repairStateLabel(state)}`,
  moved: (serialno: string, state: string) => `${serialno} moved to ${repairStateLabel(state)}`,
  undone: (serialno: string, state: string) =>
    `Undone: ${serialno} is back to ${repairStateLabel(state)}`,
  bulkDone: (count: number, state: string) =>
    `${count} ${count === 1 ? "line" : "lines"} set to ${repairStateLabel(state)}`,
  selected: (count: number) => `${count} ${count === 1 ? "line" : "lines"} selected`,
  lineNotFound: "Repair line not found.",
  completedHasNoNext: "This line is already Completed: it has no next state.",
  staleLine:
    "This line was changed by someone else since you loaded it. Please reload and try again.",
  undoNothing: "There is nothing to undo: that change is no longer there.",
  undoExpired: `Too late to undo: a change can only be taken back within ${UNDO_WINDOW_SECONDS} seconds.`,
  undoOtherAdmin: "Only the admin who made this change can undo it.",
  undoChangedSince: "This line has changed since, so that change can no longer be undone.",
  undoAlreadyMailed:
    "The customer has already been mailed about this change, so it can no longer be undone.",
  bulkNone: "Select at least one line.",
  bulkTooMany: `Select at most ${BULK_LINES_MAX} lines at a time.`,
  bulkDuplicate: "Each line can only be selected once.",
  bulkStale: (serialno: string, requestId: number) =>
    `Item ${serialno} (repair request #${requestId}) was changed by someone else since you loaded it. Nothing was saved; please reload and try again.`,
  bulkMissing: (lineId: number) => `Repair line ${lineId} no longer exists. Nothing was saved.`,
  bulkCoverageDone: (count: number) =>
    `Coverage saved for ${count} ${count === 1 ? "line" : "lines"}`,
  bulkNothing: "Choose a state, or the coverage or cause to set.",
} as const;

const versionField = z.number().int().nonnegative().max(MAX_DB_INTEGER);
/** Ids of state changes and notes are big serials: any safe positive integer. */
const rowIdField = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** `{lineId}` in `POST /repairs/lines/{lineId}/next` and `/undo`. */
export const repairLineIdParamsSchema = z.object({
  lineId: idField("Repair line id must be a positive whole number"),
});

/** An optional note with the change; `internal` keeps it from the customer. */
const noteFields = {
  note: workshopNoteSchema,
  internal: z.boolean().optional().default(false),
};

/**
 * `POST /repairs/lines/{lineId}/next`: the line's version as last read, an optional note, and
 * the coverage and cause decided at triage (decision 094), each left out unchanged.
 */
export const repairLineNextPayloadSchema = z.object({
  version: versionField,
  ...noteFields,
  ...lineCoverageInputFields,
  /** Sends the piece back though its request's balance is due (decision 098). */
  confirmBalanceDue: confirmBalanceDueField,
});

/** What Undo needs: the line's version after 'Next' and the rows 'Next' wrote. */
export const repairLineUndoPayloadSchema = z.object({
  version: versionField,
  stateChangeId: rowIdField,
  noteId: rowIdField.nullish(),
});

/** A line as it is after an action: its state and its new optimistic-lock token. */
const lineStateSchema = z.object({
  repairlineid: z.number().int(),
  serialNumber: z.string(),
  state: repairStateSchema,
  version: countSchema,
});

export const repairLineNextResponseSchema = z.object({
  message: z.string(),
  line: lineStateSchema,
  repairRequest: repairRequestRecordSchema,
  /** Send it to `/undo` (until `undoUntil`) to take this 'Next' back. */
  undo: repairLineUndoPayloadSchema.extend({ undoUntil: isoDateTimeSchema }),
});

export const repairLineUndoResponseSchema = z.object({
  message: z.string(),
  line: lineStateSchema,
  repairRequest: repairRequestRecordSchema,
});

/** `POST /repairs/lines/bulk`: one state (and note) for up to 100 lines, all or nothing. */
export const repairLinesBulkPayloadSchema = z
  .object({
    lines: z
      .array(
        z.object({
          repairlineid: idField("Repair line id must be a positive whole number"),
          version: versionField,
        }),
        {
          error: REPAIR_LINE_ACTION_MESSAGES.bulkNone,
        },
      )
      .min(1, REPAIR_LINE_ACTION_MESSAGES.bulkNone)
      .max(BULK_LINES_MAX, REPAIR_LINE_ACTION_MESSAGES.bulkTooMany)
      .refine(
        (lines) => new Set(lines.map((line) => line.repairlineid)).size === lines.length,
        REPAIR_LINE_ACTION_MESSAGES.bulkDuplicate,
      ),
    /** The state to set; left out, the lines keep theirs and only the coverage is set. */
    state: repairStateInputSchema.optional(),
    ...noteFields,
    /** Coverage and cause for every named line (decision 094), each left out unchanged. */
    ...lineCoverageInputFields,
    /** Sends the pieces back though their requests' balance is due (decision 098). */
    confirmBalanceDue: confirmBalanceDueField,
  })
  .refine((data) => data.state !== undefined || sendsCoverage(data), {
    error: REPAIR_LINE_ACTION_MESSAGES.bulkNothing,
    path: ["state"],
  });

export const repairLinesBulkResponseSchema = z.object({
  message: z.string(),
  /** How many lines were written (a line already in the state, without a note, is not). */
  updated: countSchema,
  /** Every request a named line belongs to, as stored afterwards. */
  repairRequests: z.array(repairRequestRecordSchema),
});

export type RepairLineNextPayload = z.input<typeof repairLineNextPayloadSchema>;
export type RepairLineNextData = z.output<typeof repairLineNextPayloadSchema>;
export type RepairLineUndoPayload = z.input<typeof repairLineUndoPayloadSchema>;
export type RepairLineUndoData = z.output<typeof repairLineUndoPayloadSchema>;
export type RepairLinesBulkPayload = z.input<typeof repairLinesBulkPayloadSchema>;
export type RepairLinesBulkData = z.output<typeof repairLinesBulkPayloadSchema>;
export type RepairLineNextResponse = z.infer<typeof repairLineNextResponseSchema>;
export type RepairLineUndoResponse = z.infer<typeof repairLineUndoResponseSchema>;
export type RepairLinesBulkResponse = z.infer<typeof repairLinesBulkResponseSchema>;
