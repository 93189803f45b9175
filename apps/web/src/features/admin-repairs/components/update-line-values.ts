import {
  normalizeRepairState,
  toServerStatus,
  type RepairLineRecord,
  type RepairRequestRecord,
  type RepairUpdatePayload,
} from "@lo/domain";
import {
  changedCoverage,
  coverageOf,
  type LineEditInput,
  type LineEditValues,
} from "./line-coverage";

/**
 * The line being edited and its request, as far as the dialog reads them: a card of the list
 * or an item of the request page.
 */
export type LineTarget = {
  request: Pick<RepairRequestRecord, "id" | "currentLocation" | "version">;
  line: Pick<
    RepairLineRecord,
    | "repairlineid"
    | "serialNumber"
    | "productType"
    | "state"
    | "problemDescription"
    | "version"
    | "coverage"
    | "goodwillReason"
    | "causeComponent"
    | "causeReason"
  >;
};

/**
 * The form's values for a line as read; `kept` carries the note being written (and whether
 * it is internal) over a reload of fresher values after a stale edit.
 */
export function valuesOf(
  { request, line }: LineTarget,
  kept?: Pick<LineEditInput, "workshopNote" | "workshopNoteInternal">,
): LineEditInput {
  const state = normalizeRepairState(line.state);
  const coverage = coverageOf(line);
  return {
    state: state === "unknown" ? "pending" : state,
    currentLocation: request.currentLocation,
    problemDescription: line.problemDescription,
    coverage: coverage.coverage,
    goodwillReason: coverage.goodwillReason ?? "",
    causeComponent: coverage.causeComponent,
    causeReason: coverage.causeReason,
    workshopNote: kept?.workshopNote ?? "",
    workshopNoteInternal: kept?.workshopNoteInternal ?? false,
  };
}

// Server issues arrive with payload paths; these are the form fields they belong to.
export const SERVER_FIELD: Record<string, keyof LineEditInput> = {
  currentLocation: "currentLocation",
  "repair_lines.0.state": "state",
  "repair_lines.0.problemDescription": "problemDescription",
  "repair_lines.0.workshopLog": "workshopNote",
  "repair_lines.0.coverage": "coverage",
  "repair_lines.0.goodwillReason": "goodwillReason",
  "repair_lines.0.causeComponent": "causeComponent",
  "repair_lines.0.causeReason": "causeReason",
};

export type Versions = { line: number; request: number };

/**
 * The save of one line: the server derives the overall status from the lines (docs/design.md §5).
 * An internal note is sent with `workshopLogInternal: true`; otherwise the payload is the
 * one docs/requirements.md §3 describes, with the line's coverage and cause (decision 094).
 */
export function linePayload(
  line: LineTarget["line"],
  values: LineEditValues,
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
        // Only what changed: a plain save stays the original API's payload.
        ...changedCoverage(coverageOf(line), {
          coverage: values.coverage,
          goodwillReason: values.goodwillReason,
          causeComponent: values.causeComponent ?? null,
          causeReason: values.causeReason ?? null,
        }),
        version: basis.line,
      },
    ],
  };
}
