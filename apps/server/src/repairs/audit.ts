import type { LineCoverage, RepairCreateData, RepairState, RepairUpdateData } from "@lo/domain";
import { changedFields, type AuditEntry } from "../db/audit-log";
import type { SessionUser } from "../identity/sessions";
import type { LockedLine, LockedRequest } from "./line-action-support";
import type { AppliedLineChange, StoredLine } from "./line-changes";

type LineUpdate = RepairUpdateData["repair_lines"][number];

interface RequestSubject {
  actor: SessionUser;
  requestId: number;
  customerIdnumber: string;
}

/** A line's coverage and cause alone, as its audit entries compare them. */
const coverageOf = (line: LineCoverage) => ({
  coverage: line.coverage,
  goodwillReason: line.goodwillReason,
  causeComponent: line.causeComponent,
  causeReason: line.causeReason,
});

/**
 * The audit entries of one line's change in the request update: its state and description
 * (before and after), and the note appended; each on the request's, the item's and the
 * customer's history.
 */
export function lineChangeEntries(
  request: RequestSubject,
  current: StoredLine,
  line: LineUpdate,
  applied: AppliedLineChange,
): AuditEntry[] {
  const subjects = {
    repairRequestId: request.requestId,
    serialno: current.serialno,
    customerIdnumber: request.customerIdnumber,
  };
  const entries: AuditEntry[] = [];
  const changes = changedFields(
    {
      state: current.state,
      problemDescription: current.problemDescription,
      ...coverageOf(current),
    },
    {
      state: line.state,
      problemDescription: line.problemDescription,
      ...coverageOf(applied.coverage ?? current),
    },
  );
  if (Object.keys(changes).length > 0) {
    entries.push({
      actor: request.actor,
      entityKind: "repair-line",
      entityId: current.id,
      action: "update",
      changes,
      subjects,
    });
  }
  if (applied.writtenNoteId !== undefined && line.workshopLog !== undefined) {
    entries.push({
      actor: request.actor,
      entityKind: "note",
      entityId: applied.writtenNoteId,
      action: "create",
      changes: {
        note: { before: null, after: line.workshopLog },
        internal: { before: null, after: line.workshopLogInternal === true },
      },
      subjects,
    });
  }
  return entries;
}

/** The request's new location, on the request's and the customer's history. */
export function locationEntry(request: RequestSubject, before: string, after: string): AuditEntry {
  return {
    actor: request.actor,
    entityKind: "repair-request",
    entityId: request.requestId,
    action: "update",
    changes: { location: { before, after } },
    subjects: { repairRequestId: request.requestId, customerIdnumber: request.customerIdnumber },
  };
}

/**
 * A request an admin raised for a customer: the request (its location and items) on the
 * request's and customer's history, and each line on its item's.
 */
export function createdRequestEntries(
  request: RequestSubject,
  data: RepairCreateData,
  lineIds: number[],
): AuditEntry[] {
  const subjects = {
    repairRequestId: request.requestId,
    customerIdnumber: request.customerIdnumber,
  };
  return [
    {
      actor: request.actor,
      entityKind: "repair-request",
      entityId: request.requestId,
      action: "create",
      changes: {
        location: { before: null, after: data.current_location },
        items: { before: null, after: data.repairlines.map((line) => line.serialno).join(", ") },
      },
      subjects,
    },
    ...data.repairlines.map((line, index): AuditEntry => ({
      actor: request.actor,
      entityKind: "repair-line",
      entityId: lineIds[index] ?? "",
      action: "create",
      changes: { problemDescription: { before: null, after: line.problemdescription } },
      subjects: { ...subjects, serialno: line.serialno },
    })),
  ];
}

/** The pages an entry about this line shows on: its customer's, its item's, its request's. */
export function lineSubjects(line: LockedLine, request: LockedRequest | undefined) {
  return {
    customerIdnumber: request?.customerIdnumber,
    serialno: line.serialno,
    repairRequestId: line.repairRequestId,
  };
}

/** The audit entry of a line's state change. */
export function stateEntry(
  actor: SessionUser,
  line: LockedLine,
  request: LockedRequest | undefined,
  before: RepairState,
  after: RepairState,
  action = "state",
): AuditEntry {
  return {
    actor,
    entityKind: "repair-line",
    entityId: line.id,
    action,
    changes: { state: { before, after } },
    subjects: lineSubjects(line, request),
  };
}

/** The audit entry of a line's coverage and cause set by 'Next' or the bulk action. */
export function coverageEntry(
  actor: SessionUser,
  line: LockedLine,
  request: LockedRequest | undefined,
  after: LineCoverage,
): AuditEntry {
  return {
    actor,
    entityKind: "repair-line",
    entityId: line.id,
    action: "update",
    changes: changedFields(coverageOf(line), coverageOf(after)),
    subjects: lineSubjects(line, request),
  };
}

/** The audit entry of a note written (or, with `removed`, taken back). */
export function noteEntry(
  actor: SessionUser,
  noteId: number,
  line: LockedLine,
  request: LockedRequest | undefined,
  note: { message: string; internal: boolean },
  removed = false,
): AuditEntry {
  return {
    actor,
    entityKind: "note",
    entityId: noteId,
    action: removed ? "delete" : "create",
    changes: removed
      ? {
          note: { before: note.message, after: null },
          internal: { before: note.internal, after: null },
        }
      : {
          note: { before: null, after: note.message },
          internal: { before: null, after: note.internal },
        },
    subjects: lineSubjects(line, request),
  };
}
