import { isRepairState, type LineStateChangeDetail } from "@lo/domain";
import { asc } from "drizzle-orm";
import { repairLineNotes, repairLineStateChanges } from "./schema";

/** Line notes by line, oldest first (repair_line_notes_line_created_idx). */
export const NOTES_BY_LINE = [
  asc(repairLineNotes.repairLineId),
  asc(repairLineNotes.createdAt),
  asc(repairLineNotes.id),
];

/** Line state changes by line, oldest first (repair_line_state_changes_line_idx). */
export const STATE_CHANGES_BY_LINE = [
  asc(repairLineStateChanges.repairLineId),
  asc(repairLineStateChanges.changedAt),
  asc(repairLineStateChanges.id),
];

/**
 * A stored state change of a line as the request and item pages show it, with who made it as
 * the viewer may see it; undefined for a state the app no longer knows.
 */
export function stateChangeDetail(
  row: { fromState: string | null; toState: string; changedAt: Date },
  changedBy: string | null,
): LineStateChangeDetail | undefined {
  if (!isRepairState(row.toState)) return undefined;
  return {
    fromState: row.fromState !== null && isRepairState(row.fromState) ? row.fromState : null,
    toState: row.toState,
    changedAt: row.changedAt.toISOString(),
    changedBy,
  };
}
