import {
  formatCustomerDisplayName,
  isRepairState,
  type LineStateChangeDetail,
  type WorkshopLogEntry,
} from "@lo/domain";
import { asc } from "drizzle-orm";
import { repairLineNotes, repairLineStateChanges } from "./schema";

/**
 * Who reads the notes: "admin" answers carry internal notes, each marked `internal`;
 * "customer" answers (their own lists, the tracking page) never contain them.
 */
export type NoteAudience = "admin" | "customer";

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

/** Who wrote a note or made a change, by name; null when no one (or no name) is known. */
export function authorName(name: string | null, surname: string | null): string | null {
  return name === null ? null : formatCustomerDisplayName(name, surname) || null;
}

/** What logEntry reads of a note. */
export const NOTE_COLUMNS = {
  message: repairLineNotes.message,
  createdAt: repairLineNotes.createdAt,
  internal: repairLineNotes.internal,
};

/** A stored note of a line as the pages show it, by `author`; marked internal or not for admins. */
export function logEntry(
  row: { message: string; createdAt: Date; internal: boolean },
  author: string | null,
  forAdmin: boolean,
): WorkshopLogEntry {
  return {
    message: row.message,
    timestamp: row.createdAt.toISOString(),
    author,
    ...(forAdmin ? { internal: row.internal } : {}),
  };
}

/** What stateChangeDetail reads of a state change. */
export const STATE_CHANGE_COLUMNS = {
  fromState: repairLineStateChanges.fromState,
  toState: repairLineStateChanges.toState,
  changedAt: repairLineStateChanges.changedAt,
};

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
