import {
  normalizeRepairState,
  toServerStatus,
  type RepairLineEditInput,
  type RepairLineRecord,
  type RepairRequestRecord,
  type RepairLineEditValues,
  type RepairUpdatePayload,
} from "@lo/domain";
/**
 * The line being edited and its request, as far as the dialog reads them: a card of the list
 * or an item of the request page.
 */
export type LineTarget = {
  request: Pick<RepairRequestRecord, "id" | "currentLocation" | "version">;
  line: Pick<
    RepairLineRecord,
    "repairlineid" | "serialNumber" | "productType" | "state" | "problemDescription" | "version"
  >;
};

/**
 * The form's values for a line as read; `kept` carries the note being written (and whether
 * it is internal) over a reload of fresher values after a stale edit.
 */
export function valuesOf(
  { request, line }: LineTarget,
  kept?: Pick<RepairLineEditInput, "workshopNote" | "workshopNoteInternal">,
): RepairLineEditInput {
  const state = normalizeRepairState(line.state);
  return {
    state: state === "unknown" ? "pending" : state,
    currentLocation: request.currentLocation,
    problemDescription: line.problemDescription,
    workshopNote: kept?.workshopNote ?? "",
    workshopNoteInternal: kept?.workshopNoteInternal ?? false,
  };
}

// Server issues arrive with payload paths; these are the form fields they belong to.
export const SERVER_FIELD: Record<string, keyof RepairLineEditInput> = {
  currentLocation: "currentLocation",
  "repair_lines.0.state": "state",
  "repair_lines.0.problemDescription": "problemDescription",
  "repair_lines.0.workshopLog": "workshopNote",
};

export type Versions = { line: number; request: number };

/**
 * The save of one line: the server derives the overall status from the lines (docs/design.md §5).
 * An internal note is sent with `workshopLogInternal: true`; otherwise the payload is the
 * one docs/requirements.md §3 describes.
 */
export function linePayload(
  line: LineTarget["line"],
  values: RepairLineEditValues,
  basis: Versions,
): RepairUpdatePayload {
  return {
    currentLocation: values.currentLocation,
    version: basis.request,
    repair_lines: [
      {
        repairlineid: line.repairlineid,
        state: toServerStatus(values.state),
        problemDescription: values.problemDescription,
        workshopLog: values.workshopNote || undefined,
        ...(values.workshopNote && values.workshopNoteInternal
          ? { workshopLogInternal: true }
          : {}),
        version: basis.line,
      },
    ],
  };
}
