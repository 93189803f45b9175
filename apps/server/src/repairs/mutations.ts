import {
  API_MESSAGES,
  INITIAL_LINE_STATE,
  INITIAL_REQUEST_STATUS,
  type RepairCreateData,
  type RepairRequestRecord,
  type RepairState,
  type RepairUpdateData,
} from "@lo/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { repairLines, repairRequests, users } from "../db/schema";
import { conflict, MESSAGES, notFound, validationError } from "../errors";
import type { SessionUser } from "../identity/sessions";
import { applyLineChange, checkSentLines } from "./line-changes";
import { lockedLineRows } from "./line-action-support";
import { recordStateChanges, storeOverallStatuses } from "./line-states";
import { recordAudit, type AuditEntry } from "../db/audit-log";
import { attachStagedPhotos } from "../db/photo-store";
import { isAdmin } from "../identity/access";
import { createdRequestEntries, lineChangeEntries, locationEntry } from "./audit";
import { REPAIR_MESSAGES } from "./messages";
import { openLineViolation, rethrowOpenLineViolation } from "./open-line-violation";
import { findRepairRequest } from "./queries";
import { createTrackingLink, type TrackingUrlOf } from "../links/tracking-links";
import { checkInitialStates, checkProducts } from "./create-checks";
import { queueNewRequestMails, queueStatusMail } from "./mails/queue";
import type { StatusPayload } from "./mails/request-status";

/**
 * The request row, its lines and their first state change, its tracking link and its two mails
 * (the customer's confirmation, the workshop's notice); returns the new request's id.
 */
async function insertRequest(
  tx: Tx,
  data: RepairCreateData,
  owner: string,
  actor: SessionUser,
): Promise<number> {
  const [request] = await tx
    .insert(repairRequests)
    .values({
      customerIdnumber: owner,
      currentLocation: data.current_location,
      status: INITIAL_REQUEST_STATUS,
      createdByIdnumber: actor.idnumber,
    })
    .returning({ id: repairRequests.id });
  if (!request) throw new Error("createRepairRequest: insert returned nothing");

  const lines = await tx
    .insert(repairLines)
    .values(
      data.repairlines.map((line) => ({
        repairRequestId: request.id,
        serialno: line.serialno,
        problemDescription: line.problemdescription,
        state: INITIAL_LINE_STATE as RepairState,
      })),
    )
    .returning({ id: repairLines.id });
  await recordStateChanges(
    tx,
    lines.map((line) => ({
      repairLineId: line.id,
      fromState: null,
      toState: INITIAL_LINE_STATE as RepairState,
      changedByIdnumber: actor.idnumber,
    })),
  );
  for (const [index, line] of data.repairlines.entries()) {
    const lineId = lines[index]?.id;
    if (lineId === undefined || !line.photos?.length) continue;
    // The customer's own photos, or an admin's taken at intake; both visible to the customer.
    const kind = isAdmin(actor) ? "intake" : "customer";
    const photo = { kind, customerVisible: true, addedBy: actor.idnumber } as const;
    await attachStagedPhotos(tx, lineId, line.photos, photo, `repairlines.${index}.photos`);
  }
  if (isAdmin(actor)) {
    const subject = { actor, requestId: request.id, customerIdnumber: owner };
    const lineIds = lines.map((line) => line.id);
    await recordAudit(tx, ...createdRequestEntries(subject, data, lineIds));
  }
  await createTrackingLink(tx, request.id);
  await queueNewRequestMails(tx, request.id, owner);
  return request.id;
}

/**
 * A new request with all its lines, or nothing: one transaction. Ownership and "no open
 * repair" are checked first for clear messages; the partial unique index still decides when
 * two requests race for the same product, and its violation gets the same message.
 */
export async function createRepairRequest(
  db: Db,
  data: RepairCreateData,
  actor: SessionUser,
): Promise<number> {
  checkInitialStates(data);
  try {
    return await db.transaction(async (tx) => {
      // Share-locked first: the request copies the client's name (decision 046), so a rename
      // of this customer waits for it, and it takes this lock before its products'.
      const [customer] = await tx
        .select({ idnumber: users.idnumber })
        .from(users)
        .where(and(eq(users.idnumber, data.customeridnumber), eq(users.role, "customer")))
        .for("share");
      if (!customer) throw notFound(MESSAGES.customerNotFound);
      await checkProducts(tx, data, customer.idnumber);
      return await insertRequest(tx, data, customer.idnumber, actor);
    });
  } catch (error) {
    const violation = openLineViolation(error);
    if (!violation) throw error;
    const serials = data.repairlines.map((line) => line.serialno);
    const index = violation.serialno === undefined ? -1 : serials.indexOf(violation.serialno);
    const serialno = violation.serialno ?? serials.join(", ");
    throw validationError([
      {
        path: index >= 0 ? `repairlines.${index}.serialno` : "repairlines",
        message: REPAIR_MESSAGES.alreadyOpen(serialno),
      },
    ]);
  }
}

/** The request and its lines, row-locked for the rest of the transaction. */
async function lockRequest(tx: Tx, id: number) {
  const [request] = await tx
    .select({
      id: repairRequests.id,
      currentLocation: repairRequests.currentLocation,
      version: repairRequests.version,
      customerIdnumber: repairRequests.customerIdnumber,
    })
    .from(repairRequests)
    .where(eq(repairRequests.id, id))
    .for("update");
  if (!request) throw notFound(REPAIR_MESSAGES.requestNotFound);
  const lines = await lockedLineRows(tx, eq(repairLines.repairRequestId, id));
  return { request, lines };
}

/**
 * The admin's update, in one transaction holding the request's row lock, so concurrent
 * updates of one request run one after the other and the derived status sees every line.
 * A request or a line sent with an older `version` is a stale edit (409, nothing saved): the
 * request's version guards its location (bumped whenever the location changes), a line's
 * guards its state and description; neither moves for a note alone. Notes are only
 * ever inserted. A `status` in the payload is ignored: the stored status is always the
 * lines' overall status (storeOverallStatuses, line-states.ts). State changes and notes queue the customer's status mail in
 * the same transaction (held `notifyBatchSeconds`, grouped per request).
 */
export async function updateRepairRequest(
  db: Db,
  id: number,
  data: RepairUpdateData,
  actor: SessionUser,
  options: { notifyBatchSeconds: number; trackingUrlOf?: TrackingUrlOf },
): Promise<RepairRequestRecord> {
  try {
    return await db.transaction(async (tx) => {
      const { request, lines } = await lockRequest(tx, id);
      if (data.version !== undefined && data.version !== request.version) {
        throw conflict(API_MESSAGES.staleEdit);
      }
      const byId = new Map(lines.map((line) => [line.id, line]));
      checkSentLines(data.repair_lines, byId);

      const context = {
        requestOwner: request.customerIdnumber,
        actor,
        confirmBalanceDue: data.confirmBalanceDue,
      };
      const news: StatusPayload = { requestId: id, stateChangeIds: [], noteIds: [] };
      const subject = { actor, requestId: id, customerIdnumber: request.customerIdnumber };
      const audit: AuditEntry[] = [];
      let changed = false;
      for (const line of data.repair_lines) {
        const current = byId.get(line.repairlineid);
        const applied = current && (await applyLineChange(tx, current, line, context));
        if (!current || !applied) continue;
        // An internal note alone is the workshop's own: the customer's 'last update' stays.
        const internalNoteOnly =
          applied.stateChangeId === undefined &&
          applied.noteId === undefined &&
          applied.coverage === undefined &&
          line.problemDescription === current.problemDescription;
        if (!internalNoteOnly) changed = true;
        audit.push(...lineChangeEntries(subject, current, line, applied));
        if (applied.stateChangeId !== undefined) news.stateChangeIds.push(applied.stateChangeId);
        if (applied.noteId !== undefined) news.noteIds.push(applied.noteId);
      }
      await queueStatusMail(tx, request.customerIdnumber, news, options.notifyBatchSeconds);

      const locationChanged = data.currentLocation !== request.currentLocation;
      changed ||= locationChanged;
      if (locationChanged) {
        audit.push(locationEntry(subject, request.currentLocation, data.currentLocation));
      }
      await recordAudit(tx, ...audit);
      await storeOverallStatuses(tx, [id], { touch: changed });
      if (locationChanged) {
        await tx
          .update(repairRequests)
          .set({
            currentLocation: data.currentLocation,
            version: sql`${repairRequests.version} + 1`,
          })
          .where(eq(repairRequests.id, id));
      }

      const record = await findRepairRequest(tx, id, options.trackingUrlOf, "admin");
      if (!record) throw notFound(REPAIR_MESSAGES.requestNotFound);
      return record;
    });
  } catch (error) {
    rethrowOpenLineViolation(error);
  }
}
