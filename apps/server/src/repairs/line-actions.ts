import {
  coverageAfter,
  nextStateFor,
  returnsUnrepaired,
  REPAIR_LINE_ACTION_MESSAGES as M,
  UNDO_WINDOW_SECONDS,
  type RepairLineNextData,
  type RepairLineNextResponse,
  type RepairLineUndoData,
  type RepairLineUndoResponse,
  type RepairState,
} from "@lo/domain";
import { and, eq, sql } from "drizzle-orm";
import { qualified } from "../db/sql";
import { recordAudit } from "../db/audit-log";
import type { Db, Tx } from "../db/client";
import { outboxMails, repairLineNotes, repairLines, repairLineStateChanges } from "../db/schema";
import { conflict, notFound } from "../errors";
import type { SessionUser } from "../identity/sessions";
import type { TrackingUrlOf } from "../links/tracking-links";
import { noteEntry, stateEntry } from "./audit";
import { checkReopen } from "./line-changes";
import { storeOverallStatuses } from "./line-states";
import { lockLines, writeNotes, writeStates, type LockedLine } from "./line-action-support";
import { writeCoverage } from "./line-coverage";
import { checkWorkMayStart } from "./quotes/rules";
import { queueStatusMail } from "./mails/queue";
import { REQUEST_STATUS, requestStatusGroup } from "./mails/request-status";
import { findRepairRequest } from "./queries";
import { REPAIR_MESSAGES } from "./messages";

export interface LineActionOptions {
  notifyBatchSeconds: number;
  trackingUrlOf?: TrackingUrlOf | undefined;
}

/** The one line, locked with its request; 404 when there is no such line. */
async function lockOne(tx: Tx, lineId: number) {
  const { requests, lines } = await lockLines(tx, [lineId], () => notFound(M.lineNotFound));
  const line = lines.get(lineId);
  if (!line) throw notFound(M.lineNotFound);
  return { line, request: requests.get(line.repairRequestId) };
}

/** The request as stored now (inside the transaction) and the line's new state and version. */
async function answer(tx: Tx, line: LockedLine, state: RepairState, options: LineActionOptions) {
  const repairRequest = await findRepairRequest(
    tx,
    line.repairRequestId,
    options.trackingUrlOf,
    "admin",
  );
  if (!repairRequest) throw notFound(REPAIR_MESSAGES.requestNotFound);
  const stored = repairRequest.products.find((product) => product.repairlineid === line.id);
  return {
    repairRequest,
    line: {
      repairlineid: line.id,
      serialNumber: line.serialno,
      state,
      version: stored?.version ?? line.version + 1,
    },
  };
}

/**
 * 'Next': moves the line one state on in workshop order, with an optional note, in one
 * transaction holding the request's and the line's row locks: the state change, the note, the
 * request's status, the customer's status mail (as the request update queues it; an internal note
 * is not mailed) and the audit entries. Answers what Undo needs to take it back.
 */
export async function moveLineOn(
  db: Db,
  lineId: number,
  data: RepairLineNextData,
  actor: SessionUser,
  options: LineActionOptions,
): Promise<Omit<RepairLineNextResponse, "message">> {
  return db.transaction(async (tx) => {
    const { line, request } = await lockOne(tx, lineId);
    if (line.version !== data.version) throw conflict(M.staleLine);
    // A piece going back unrepaired (its quote declined, decision 095) skips In Progress.
    const coverage = coverageAfter(line, data)?.coverage ?? line.coverage;
    const quoteAnswer = line.quoteStatus === "awaiting" ? null : line.quoteStatus;
    const next = nextStateFor(line.state, returnsUnrepaired(coverage, quoteAnswer));
    if (!next) throw conflict(M.completedHasNoNext);

    // The coverage decided at triage goes with the move (decision 094); Undo leaves it.
    await writeCoverage(tx, [line], data, {
      actor,
      requests: new Map(request ? [[request.id, request]] : []),
      stateAfter: next,
    });
    const written = await writeStates(tx, [line], next, actor, data.confirmBalanceDue);
    const changeId = written.get(line.id);
    if (changeId === undefined) throw new Error("moveLineOn: no state change was written");
    const note =
      data.note === undefined ? undefined : { message: data.note, internal: data.internal };
    const noteId = note && (await writeNotes(tx, [line], note, actor)).get(line.id);
    await storeOverallStatuses(tx, [line.repairRequestId], { touch: true });
    if (request) {
      const mailedNotes = noteId !== undefined && !note?.internal ? [noteId] : [];
      const news = { requestId: request.id, stateChangeIds: [changeId], noteIds: mailedNotes };
      await queueStatusMail(tx, request.customerIdnumber, news, options.notifyBatchSeconds);
    }
    await recordAudit(
      tx,
      stateEntry(actor, line, request, line.state, next),
      ...(note && noteId !== undefined ? [noteEntry(actor, noteId, line, request, note)] : []),
    );
    const answered = await answer(tx, line, next, options);
    return {
      ...answered,
      undo: {
        version: answered.line.version,
        stateChangeId: changeId,
        noteId: noteId ?? null,
        undoUntil: new Date(Date.now() + UNDO_WINDOW_SECONDS * 1000).toISOString(),
      },
    };
  });
}

/** The state change 'Next' wrote, if it is still this line's, with its age in seconds. */
async function findChange(tx: Tx, lineId: number, changeId: number) {
  const [change] = await tx
    .select({
      fromState: repairLineStateChanges.fromState,
      toState: repairLineStateChanges.toState,
      by: repairLineStateChanges.changedByIdnumber,
      age: sql<number>`extract(epoch from now() - ${repairLineStateChanges.changedAt})::float8`,
    })
    .from(repairLineStateChanges)
    .where(
      and(eq(repairLineStateChanges.id, changeId), eq(repairLineStateChanges.repairLineId, lineId)),
    );
  return change;
}

/**
 * Refuses when the status mail naming the change has been claimed for sending or sent; locks
 * the pending ones, so the delivery worker cannot render them until this undo has committed.
 */
async function checkNotMailed(tx: Tx, requestId: number, changeId: number): Promise<void> {
  const rows = await tx
    .select({ state: outboxMails.state })
    .from(outboxMails)
    .where(
      and(
        eq(outboxMails.kind, REQUEST_STATUS),
        eq(outboxMails.groupKey, requestStatusGroup(requestId)),
        sql`${outboxMails.payload} -> 'stateChangeIds' @> ${JSON.stringify([changeId])}::jsonb`,
      ),
    )
    .for("update");
  if (rows.some((row) => row.state !== "pending")) throw conflict(M.undoAlreadyMailed);
}

/**
 * Undo of 'Next': within UNDO_WINDOW_SECONDS, by the admin who made it, while the line is as
 * 'Next' left it. Restores the previous state and REMOVES the state change and note 'Next'
 * wrote (decision 050), so the customer is never shown or mailed it; the audit log keeps both.
 */
export async function undoLineMove(
  db: Db,
  lineId: number,
  data: RepairLineUndoData,
  actor: SessionUser,
  options: LineActionOptions,
): Promise<Omit<RepairLineUndoResponse, "message">> {
  return db.transaction(async (tx) => {
    const { line, request } = await lockOne(tx, lineId);
    const change = await findChange(tx, lineId, data.stateChangeId);
    if (!change?.fromState) throw conflict(M.undoNothing);
    if (change.by !== actor.idnumber) throw conflict(M.undoOtherAdmin);
    if (change.age > UNDO_WINDOW_SECONDS) throw conflict(M.undoExpired);
    const [later] = await tx
      .select({ id: repairLineStateChanges.id })
      .from(repairLineStateChanges)
      .where(
        and(
          eq(repairLineStateChanges.repairLineId, lineId),
          sql`${repairLineStateChanges.id} > ${data.stateChangeId}`,
        ),
      )
      .limit(1);
    if (later || line.version !== data.version || line.state !== change.toState) {
      throw conflict(M.undoChangedSince);
    }
    await checkNotMailed(tx, line.repairRequestId, data.stateChangeId);
    const previous = change.fromState as RepairState;
    if (line.state === "completed" && request)
      await checkReopen(tx, line, request.customerIdnumber);
    // Back into In Progress only as a move there would be (decision 098): its quote may have
    // been sent again, or declined, since 'Next' took it out. (Undo never sends a piece back:
    // 'Next' only moves on, so the state it restores is never a leaving one from a non-leaving.)
    await checkWorkMayStart(tx, [
      { repairLineId: lineId, fromState: line.state, toState: previous },
    ]);

    const [note] =
      data.noteId == null
        ? []
        : await tx
            .delete(repairLineNotes)
            .where(
              and(
                eq(repairLineNotes.id, data.noteId),
                eq(repairLineNotes.repairLineId, lineId),
                eq(repairLineNotes.authorIdnumber, actor.idnumber),
                // Only the note 'Next' wrote with this change: the same transaction's now().
                sql`${qualified(repairLineNotes.createdAt)} = (select ${qualified(repairLineStateChanges.changedAt)}
                  from ${repairLineStateChanges} where ${qualified(repairLineStateChanges.id)} = ${data.stateChangeId})`,
              ),
            )
            .returning({ message: repairLineNotes.message, internal: repairLineNotes.internal });
    if (data.noteId != null && !note) throw conflict(M.undoNothing);
    await tx
      .delete(repairLineStateChanges)
      .where(eq(repairLineStateChanges.id, data.stateChangeId));
    await tx
      .update(repairLines)
      .set({ state: previous, version: sql`${repairLines.version} + 1`, updatedAt: sql`now()` })
      .where(eq(repairLines.id, lineId));
    await storeOverallStatuses(tx, [line.repairRequestId], { touch: true });
    await recordAudit(
      tx,
      stateEntry(actor, line, request, line.state, previous, "undo"),
      ...(note && data.noteId != null
        ? [noteEntry(actor, data.noteId, line, request, note, true)]
        : []),
    );
    return answer(tx, line, previous, options);
  });
}
