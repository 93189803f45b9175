import {
  REPAIR_LINE_ACTION_MESSAGES as M,
  type RepairLinesBulkData,
  type RepairLinesBulkResponse,
} from "@lo/domain";
import { recordAudit, type AuditEntry } from "../db/audit-log";
import type { Db } from "../db/client";
import { conflict } from "../errors";
import type { SessionUser } from "../identity/sessions";
import { noteEntry, stateEntry } from "./audit";
import { checkReopen } from "./line-changes";
import { writeCoverage } from "./line-coverage";
import { storeOverallStatuses } from "./line-states";
import { lockLines, writeNotes, writeStates, type LockedLine } from "./line-action-support";
import type { LineActionOptions } from "./line-actions";
import { queueStatusMails } from "./mails/queue";
import { rethrowOpenLineViolation } from "./open-line-violation";
import { findRepairRequests } from "./queries";

/**
 * One state (and one note) for up to BULK_LINES_MAX lines, across requests, all or nothing in
 * one transaction: every request and line row-locked in id order, every version checked before
 * anything is written (a stale line saves none, and the 409 names it), a completed line
 * reopened only under the request update's checks. One status mail row per request, as the
 * update queues it; one audit entry per state change and per note.
 */
export async function setLinesInBulk(
  db: Db,
  data: RepairLinesBulkData,
  actor: SessionUser,
  options: LineActionOptions,
): Promise<Omit<RepairLinesBulkResponse, "message">> {
  try {
    return await db.transaction(async (tx) => {
      const { requests, lines } = await lockLines(
        tx,
        data.lines.map((sent) => sent.repairlineid),
      );
      const named: LockedLine[] = [];
      for (const sent of data.lines) {
        const line = lines.get(sent.repairlineid);
        if (!line) throw conflict(M.bulkMissing(sent.repairlineid));
        if (line.version !== sent.version) {
          throw conflict(M.bulkStale(line.serialno, line.repairRequestId));
        }
        named.push(line);
      }
      const { state } = data;
      const moving = state === undefined ? [] : named.filter((line) => line.state !== state);
      for (const line of moving) {
        const owner = requests.get(line.repairRequestId)?.customerIdnumber ?? "";
        if (line.state === "completed") await checkReopen(tx, line, owner);
      }
      // The coverage and cause first, each line checked before any is written (decision 094).
      const covered = await writeCoverage(tx, named, data, {
        actor,
        requests,
        stateAfter: state,
      });
      const changeIds =
        state === undefined
          ? new Map<number, number>()
          : await writeStates(tx, moving, state, actor, data.confirmBalanceDue);
      const note =
        data.note === undefined ? undefined : { message: data.note, internal: data.internal };
      const noteIds = note ? await writeNotes(tx, named, note, actor) : new Map<number, number>();
      const written = named.filter(
        (line) => changeIds.has(line.id) || noteIds.has(line.id) || covered.has(line.id),
      );
      const requestIds = [...new Set(written.map((line) => line.repairRequestId))].sort(
        (a, b) => a - b,
      );
      await storeOverallStatuses(tx, requestIds, { touch: true });

      const mails = requestIds.map((requestId) => {
        const ofRequest = written.filter((line) => line.repairRequestId === requestId);
        const ids = (map: Map<number, number>) =>
          ofRequest.flatMap((line) => (map.has(line.id) ? [map.get(line.id) as number] : []));
        return {
          customerIdnumber: requests.get(requestId)?.customerIdnumber ?? "",
          news: {
            requestId,
            stateChangeIds: ids(changeIds),
            noteIds: note?.internal ? [] : ids(noteIds),
          },
        };
      });
      await queueStatusMails(tx, mails, options.notifyBatchSeconds);

      const entries: AuditEntry[] = written.flatMap((line) => {
        const request = requests.get(line.repairRequestId);
        const noteId = noteIds.get(line.id);
        return [
          ...(changeIds.has(line.id) && state !== undefined
            ? [stateEntry(actor, line, request, line.state, state)]
            : []),
          ...(note && noteId !== undefined ? [noteEntry(actor, noteId, line, request, note)] : []),
        ];
      });
      await recordAudit(tx, ...entries);

      const allRequestIds = [...requests.keys()].sort((a, b) => a - b);
      return {
        updated: written.length,
        repairRequests: await findRepairRequests(tx, allRequestIds, options.trackingUrlOf),
      };
    });
  } catch (error) {
    rethrowOpenLineViolation(error);
  }
}
