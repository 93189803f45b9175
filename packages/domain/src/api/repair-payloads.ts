import { z } from "zod";
import { lineCoverageInputFields } from "../business/coverage";
import { stagedPhotoIdsSchema } from "./photos";
import {
  INITIAL_LINE_STATE,
  INITIAL_REQUEST_STATUS,
  repairStateInputSchema,
  serverStatusInputSchema,
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
  type RepairRequestValues,
} from "../validation/repair-request";

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

/**
 * `POST /repairs/create`: the form's rules again, server side. `status` and line `state`
 * are accepted as the original client sends them; a new request always starts Pending.
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
        /** Photos staged by `POST /photos/staged`, attached in the request's transaction. */
        photos: stagedPhotoIdsSchema.optional(),
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

/** A new workshop note: trimmed; blank or null means no new note. */
export const workshopNoteSchema = z
  .string()
  .trim()
  .max(WORKSHOP_NOTE_MAX_LENGTH, tooLongMessage(WORKSHOP_NOTE_MAX_LENGTH))
  .nullish()
  .transform((value) => value || undefined);

/**
 * An addition to the requirements (decision 098): true confirms sending pieces back while their
 * request's balance is still due (else 409); left out, such a move is refused and nothing else
 * changes for a client that knows nothing of money.
 */
export const confirmBalanceDueField = z.boolean().optional();

export const repairLineUpdateSchema = z.object({
  repairlineid: idField("Repair line id must be a positive whole number"),
  state: repairStateInputSchema,
  problemDescription: requiredText(
    REPAIR_REQUEST_MESSAGES.problemDescription,
    PROBLEM_DESCRIPTION_MAX_LENGTH,
  ),
  /** Only the text of the note to append (docs/requirements.md §3), never the whole log. */
  workshopLog: workshopNoteSchema,
  /**
   * An addition to the requirements: true makes the new note internal (only the workshop sees it;
   * no mail to the customer). Omitted or false: a note the customer sees, as before.
   */
  workshopLogInternal: z.boolean().optional(),
  /** The line's `version` as last read; when given, a changed line is refused with 409. */
  version: versionField.nonnegative().optional(),
  /** Coverage and cause (decision 094), each left out unchanged: an addition to the SPEC. */
  ...lineCoverageInputFields,
});

/** `PUT /repairs/update-repair/{id}`: lines left out are unchanged. */
export const repairUpdatePayloadSchema = z.object({
  currentLocation: locationField,
  status: serverStatusInputSchema.optional(),
  /**
   * The request's `version` as last read; when given, a request whose location was changed
   * since is refused with 409, so an old `currentLocation` sent back cannot overwrite it.
   */
  version: versionField.positive().optional(),
  confirmBalanceDue: confirmBalanceDueField,
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
export type RepairUpdateData = z.output<typeof repairUpdatePayloadSchema>;

/** The create payload as the client sends it (requirements §3). */
export type RepairCreatePayload = z.input<typeof repairCreatePayloadSchema>;
/** The update payload as the client sends it (requirements §3). */
export type RepairUpdatePayload = z.input<typeof repairUpdatePayloadSchema>;

/** The requirements §3 create payload; new requests start 'Pending' with every line 'pending'. */
export function toRepairCreatePayload(
  customeridnumber: string,
  form: RepairRequestValues,
): RepairCreatePayload {
  return {
    customeridnumber: customeridnumber.trim(),
    current_location: form.currentLocation.trim(),
    status: INITIAL_REQUEST_STATUS,
    repairlines: form.products.map((block) => ({
      serialno: block.productId.trim(),
      problemdescription: block.problemDescription.trim(),
      state: INITIAL_LINE_STATE,
      ...(block.photos?.length ? { photos: block.photos } : {}),
    })),
  };
}
