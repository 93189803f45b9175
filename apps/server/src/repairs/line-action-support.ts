import {
  REPAIR_LINE_ACTION_MESSAGES,
  type CauseComponent,
  type CauseReason,
  type Coverage,
  type RepairState,
} from "@lo/domain";
import { asc, sql, type SQL } from "drizzle-orm";
import type { Tx } from "../db/client";
import { repairLineNotes, repairLines, repairRequests } from "../db/schema";
import { anyOfIds } from "../db/sql";
import { conflict, type HttpError } from "../errors";
import type { SessionUser } from "../identity/sessions";
import { recordStateChanges } from "./line-states";

/** A line named by a line action, as read under its row lock. */
export interface LockedLine {
  id: number;
  repairRequestId: number;
  serialno: string;
  state: RepairState;
  problemDescription: string;
  version: number;
  coverage: Coverage;
  goodwillReason: string | null;
  causeComponent: CauseComponent | null;
  causeReason: CauseReason | null;
  /** Where its quote in force stands (decision 095). */
  quoteStatus: "awaiting" | "approved" | "declined" | null;
}

/** What a LockedLine reads of its row. */
const LOCKED_LINE_COLUMNS = {
  id: repairLines.id,
  repairRequestId: repairLines.repairRequestId,
  serialno: repairLines.serialno,
  state: repairLines.state,
  problemDescription: repairLines.problemDescription,
  version: repairLines.version,
  coverage: repairLines.coverage,
  goodwillReason: repairLines.goodwillReason,
  causeComponent: repairLines.causeComponent,
  causeReason: repairLines.causeReason,
  quoteStatus: repairLines.quoteStatus,
};

/**
 * The lines `which` picks, row-locked in id order (the order every writer of lines takes
 * them in, so that two never wait for each other's locks).
 */
export function lockedLineRows(tx: Tx, which: SQL | undefined) {
  return tx
    .select(LOCKED_LINE_COLUMNS)
    .from(repairLines)
    .where(which)
    .orderBy(asc(repairLines.id))
    .for("update");
}

/** The request of a locked line: whose it is (the status mail, the audit entry's subjects). */
export interface LockedRequest {
  id: number;
  customerIdnumber: string;
}

/**
 * Row-locks the requests of the named lines, then the lines, each in id order: the order the
 * request update takes them (request, then its lines), so a line action and an update of the
 * same request wait for each other instead of deadlocking. A line that does not exist is
 * refused (`missing`, by default 409) before anything is written.
 */
export async function lockLines(
  tx: Tx,
  lineIds: number[],
  missing: (id: number) => HttpError = (id) =>
    conflict(REPAIR_LINE_ACTION_MESSAGES.bulkMissing(id)),
) {
  const owners = await tx
    .select({ id: repairLines.id, requestId: repairLines.repairRequestId })
    .from(repairLines)
    .where(anyOfIds(repairLines.id, lineIds));
  const absent = lineIds.find((id) => !owners.some((owner) => owner.id === id));
  if (absent !== undefined) throw missing(absent);
  const requestIds = [...new Set(owners.map((owner) => owner.requestId))];
  const requests = await tx
    .select({ id: repairRequests.id, customerIdnumber: repairRequests.customerIdnumber })
    .from(repairRequests)
    .where(anyOfIds(repairRequests.id, requestIds))
    .orderBy(asc(repairRequests.id))
    .for("update");
  const lines = await lockedLineRows(tx, anyOfIds(repairLines.id, lineIds));
  return {
    requests: new Map<number, LockedRequest>(requests.map((request) => [request.id, request])),
    lines: new Map<number, LockedLine>(lines.map((line) => [line.id, line])),
  };
}

/**
 * Sets the lines' state (bumping their versions) and records one state change each; sending
 * pieces back with a balance due needs `confirmBalanceDue` (decision 098).
 */
export async function writeStates(
  tx: Tx,
  lines: LockedLine[],
  state: RepairState,
  actor: SessionUser,
  confirmBalanceDue?: boolean,
): Promise<Map<number, number>> {
  if (lines.length === 0) return new Map();
  const ids = lines.map((line) => line.id);
  await tx
    .update(repairLines)
    .set({ state, version: sql`${repairLines.version} + 1`, updatedAt: sql`now()` })
    .where(anyOfIds(repairLines.id, ids));
  const changes = await recordStateChanges(
    tx,
    lines.map((line) => ({
      repairLineId: line.id,
      fromState: line.state,
      toState: state,
      changedByIdnumber: actor.idnumber,
    })),
    { confirmBalanceDue, actor },
  );
  return new Map(changes.map((change) => [change.lineId, change.id]));
}

/** Appends one note to each line; answers the note id by line id. */
export async function writeNotes(
  tx: Tx,
  lines: LockedLine[],
  note: { message: string; internal: boolean },
  actor: SessionUser,
): Promise<Map<number, number>> {
  if (lines.length === 0) return new Map();
  const written = await tx
    .insert(repairLineNotes)
    .values(
      lines.map((line) => ({
        repairLineId: line.id,
        message: note.message,
        internal: note.internal,
        authorIdnumber: actor.idnumber,
      })),
    )
    .returning({ id: repairLineNotes.id, lineId: repairLineNotes.repairLineId });
  return new Map(written.map((row) => [row.lineId, row.id]));
}
