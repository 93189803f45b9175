import { z } from "zod";
import { normalizeRepairState, repairStateLabel, REPAIR_STATES } from "../repair-state";
import { optionalText, requiredText, tooLongMessage } from "./fields";

export const REPAIR_REQUEST_MESSAGES = {
  location: "Please enter a location.",
  products: "Please select at least one product.",
  product: "Please select a product.",
  problemDescriptions: "All problem descriptions are required.",
  problemDescription: "Problem description is required.",
  state: "Please select a state.",
  duplicateProduct: "Each product can only be added once.",
  customer: "Please select a customer.",
  tooManyProducts: "A repair request can hold at most 50 products.",
} as const;

export const LOCATION_MAX_LENGTH = 200;
export const PROBLEM_DESCRIPTION_MAX_LENGTH = 2000;
export const WORKSHOP_NOTE_MAX_LENGTH = 2000;
export const MAX_PRODUCTS_PER_REQUEST = 50;

export const locationField = requiredText(REPAIR_REQUEST_MESSAGES.location, LOCATION_MAX_LENGTH);

/** A problem description; blank ones share one message (requirements §5) but each is marked. */
export const problemDescriptionField = z
  .string({ error: REPAIR_REQUEST_MESSAGES.problemDescriptions })
  .trim()
  .min(1, REPAIR_REQUEST_MESSAGES.problemDescriptions)
  .max(PROBLEM_DESCRIPTION_MAX_LENGTH, tooLongMessage(PROBLEM_DESCRIPTION_MAX_LENGTH));

const productBlockSchema = z.object({
  // The product's serial number as chosen in the picker; '' until something is chosen.
  productId: z.string({ error: REPAIR_REQUEST_MESSAGES.product }).trim(),
  problemDescription: problemDescriptionField,
  /** Photos already staged (`POST /photos/staged`), by id; at most six. */
  photos: z.array(z.string()).max(6).optional(),
});

/**
 * Issues for the set of blocks as a whole, on the `products` path, beside the per-block
 * ones: the form shows the required message once and still marks every block at fault.
 */
const productBlocksSchema = z
  .array(productBlockSchema, { error: REPAIR_REQUEST_MESSAGES.products })
  .max(MAX_PRODUCTS_PER_REQUEST, REPAIR_REQUEST_MESSAGES.tooManyProducts)
  .superRefine((blocks, ctx) => {
    const add = (message: string, path: (string | number)[] = []) =>
      ctx.addIssue({ code: "custom", message, path });

    const anyChosen = blocks.some((block) => block.productId !== "");
    if (!anyChosen) add(REPAIR_REQUEST_MESSAGES.products);
    if (blocks.some((block) => block.problemDescription === "")) {
      add(REPAIR_REQUEST_MESSAGES.problemDescriptions);
    }
    const seen = new Set<string>();
    blocks.forEach((block, index) => {
      if (block.productId === "") {
        // With nothing chosen anywhere the set-level message already says it all.
        if (anyChosen) add(REPAIR_REQUEST_MESSAGES.product, [index, "productId"]);
        return;
      }
      if (seen.has(block.productId)) {
        add(REPAIR_REQUEST_MESSAGES.duplicateProduct, [index, "productId"]);
      }
      seen.add(block.productId);
    });
  });

/** The customer's repair request form (docs/requirements.md §2 step 1, §5). */
export const repairRequestSchema = z.object({
  currentLocation: locationField,
  products: productBlocksSchema,
});

/** The admin's form: the same, on behalf of a chosen customer (their ID number). */
export const adminRepairRequestSchema = repairRequestSchema.extend({
  clientId: requiredText(REPAIR_REQUEST_MESSAGES.customer, 32),
});

export type RepairRequestInput = z.input<typeof repairRequestSchema>;
export type RepairRequestValues = z.output<typeof repairRequestSchema>;
export type AdminRepairRequestInput = z.input<typeof adminRepairRequestSchema>;
export type AdminRepairRequestValues = z.output<typeof adminRepairRequestSchema>;

/** The admin's line update dialog: state, location, description and an optional new note. */
export const repairLineEditSchema = z.object({
  state: z.enum(REPAIR_STATES, { error: REPAIR_REQUEST_MESSAGES.state }),
  currentLocation: locationField,
  problemDescription: requiredText(
    REPAIR_REQUEST_MESSAGES.problemDescription,
    PROBLEM_DESCRIPTION_MAX_LENGTH,
  ),
  workshopNote: optionalText(WORKSHOP_NOTE_MAX_LENGTH),
  /** The new note is internal: only the workshop sees it (sent as `workshopLogInternal`). */
  workshopNoteInternal: z.boolean().optional(),
});

export type RepairLineEditInput = z.input<typeof repairLineEditSchema>;
export type RepairLineEditValues = z.output<typeof repairLineEditSchema>;

export type RepairLineField = "state" | "currentLocation" | "problemDescription" | "workshopNote";

export interface RepairLineChange {
  field: RepairLineField;
  label: string;
  from: string;
  to: string;
}

const REPAIR_LINE_FIELD_LABELS: Record<RepairLineField, string> = {
  state: "Status",
  currentLocation: "Current Location",
  problemDescription: "Problem Description",
  workshopNote: "Workshop Note",
};

/**
 * What a line update's confirmation lists (requirements §4); empty means 'Nothing has changed.'.
 * Whitespace-only edits are not changes, and states compare by meaning ('Done' = completed).
 */
export function repairLineEditChanges(
  original: { state: string; currentLocation: string; problemDescription: string },
  edited: {
    state: string;
    currentLocation: string;
    problemDescription: string;
    workshopNote?: string | undefined;
  },
): RepairLineChange[] {
  const changes: RepairLineChange[] = [];
  const add = (field: RepairLineField, from: string, to: string) =>
    changes.push({ field, label: REPAIR_LINE_FIELD_LABELS[field], from, to });

  if (normalizeRepairState(original.state) !== normalizeRepairState(edited.state)) {
    add("state", repairStateLabel(original.state), repairStateLabel(edited.state));
  }
  for (const field of ["currentLocation", "problemDescription"] as const) {
    const from = original[field].trim();
    const to = edited[field].trim();
    if (from !== to) add(field, from, to);
  }
  const note = edited.workshopNote?.trim() ?? "";
  if (note !== "") add("workshopNote", "", note);
  return changes;
}
