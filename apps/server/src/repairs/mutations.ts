import {
  API_MESSAGES,
  INITIAL_LINE_STATE,
  INITIAL_REQUEST_STATUS,
  overallStatus,
  type RepairCreateData,
  type RepairRequestRecord,
  type RepairState,
  type RepairUpdateData,
} from "@lo/domain";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { SessionUser } from "../auth/sessions";
import type { Db } from "../db/client";
import {
  products,
  repairLineNotes,
  repairLines,
  repairLineStateChanges,
  repairRequests,
  users,
} from "../db/schema";
import { conflict, notFound, validationError } from "../errors";
import { findRepairRequest, qualified } from "./queries";

export const REPAIR_MESSAGES = {
  customerNotFound: "Customer not found.",
  requestNotFound: "Repair request not found.",
  initialStatus: "A new repair request always starts as Pending.",
  initialState: "A new repair line always starts as pending.",
  notOwned: (serialno: string) => `Product ${serialno} is not one of this customer's products.`,
  alreadyOpen: (serialno: string) => `Product ${serialno} is already in an open repair request.`,
  alreadyOpenElsewhere: (serialno: string) =>
    `Product ${serialno} is already in another open repair request, so this line cannot be reopened.`,
  reopenOtherOwner: (serialno: string) =>
    `Product ${serialno} now belongs to another customer, so this line cannot be reopened.`,
  reopenConflict:
    "A product of this request is already in another open repair request, so its line cannot be reopened.",
  lineNotInRequest: (id: number) => `Repair line ${id} is not part of this repair request.`,
} as const;

const OPEN_LINE_INDEX = "repair_lines_one_open_per_product";

/** The driver's error behind drizzle's wrapper, when it is the one-open-line index. */
function openLineViolation(error: unknown): { serialno: string | undefined } | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const fields = current as Error & { code?: unknown; constraint?: unknown; detail?: unknown };
    if (fields.code === "23505" && fields.constraint === OPEN_LINE_INDEX) {
      const detail = typeof fields.detail === "string" ? fields.detail : "";
      return { serialno: /\(serialno\)=\((.*)\)/.exec(detail)?.[1] };
    }
  }
  return undefined;
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
  const initialIssues: { path: string; message: string }[] = [];
  if (data.status !== undefined && data.status !== INITIAL_REQUEST_STATUS) {
    initialIssues.push({ path: "status", message: REPAIR_MESSAGES.initialStatus });
  }
  data.repairlines.forEach((line, index) => {
    if (line.state !== undefined && line.state !== INITIAL_LINE_STATE) {
      initialIssues.push({
        path: `repairlines.${index}.state`,
        message: REPAIR_MESSAGES.initialState,
      });
    }
  });
  if (initialIssues.length > 0) throw validationError(initialIssues);

  const serials = data.repairlines.map((line) => line.serialno);
  try {
    return await db.transaction(async (tx) => {
      const [customer] = await tx
        .select({ idnumber: users.idnumber })
        .from(users)
        .where(and(eq(users.idnumber, data.customeridnumber), eq(users.role, "customer")));
      if (!customer) throw notFound(REPAIR_MESSAGES.customerNotFound);

      const found = await tx
        .select({
          serialno: products.serialno,
          owner: products.customerIdnumber,
          open: sql<boolean>`EXISTS (
            SELECT 1 FROM ${repairLines}
            WHERE ${qualified(repairLines.serialno)} = ${qualified(products.serialno)}
              AND ${qualified(repairLines.state)} <> 'completed'
          )`,
        })
        .from(products)
        .where(inArray(products.serialno, serials))
        // Holds the owner read here until the lines are inserted: an owner change
        // (PUT /products/:id, which locks the row for update) waits, and then sees them.
        .for("share");
      const bySerial = new Map(found.map((row) => [row.serialno, row]));
      const issues: { path: string; message: string }[] = [];
      data.repairlines.forEach(({ serialno }, index) => {
        const product = bySerial.get(serialno);
        const path = `repairlines.${index}.serialno`;
        if (!product || product.owner !== customer.idnumber) {
          issues.push({ path, message: REPAIR_MESSAGES.notOwned(serialno) });
        } else if (product.open) {
          issues.push({ path, message: REPAIR_MESSAGES.alreadyOpen(serialno) });
        }
      });
      if (issues.length > 0) throw validationError(issues);

      const [request] = await tx
        .insert(repairRequests)
        .values({
          customerIdnumber: customer.idnumber,
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
      await tx.insert(repairLineStateChanges).values(
        lines.map((line) => ({
          repairLineId: line.id,
          fromState: null,
          toState: INITIAL_LINE_STATE,
          changedByIdnumber: actor.idnumber,
        })),
      );
      return request.id;
    });
  } catch (error) {
    const violation = openLineViolation(error);
    if (!violation) throw error;
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

/**
 * The admin's update, in one transaction holding the request's row lock, so concurrent
 * updates of one request run one after the other and the derived status sees every line.
 * A request or a line sent with an older `version` is a stale edit (409, nothing saved): the
 * request's version guards its location (bumped whenever the location changes), a line's
 * guards its state and description; neither moves for a note alone. Notes are only
 * ever inserted. A `status` in the payload is ignored: the stored status is always
 * `overallStatus` of the lines.
 */
export async function updateRepairRequest(
  db: Db,
  id: number,
  data: RepairUpdateData,
  actor: SessionUser,
): Promise<RepairRequestRecord> {
  try {
    return await db.transaction(async (tx) => {
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
      if (data.version !== undefined && data.version !== request.version) {
        throw conflict(API_MESSAGES.staleEdit);
      }

      const stored = await tx
        .select({
          id: repairLines.id,
          serialno: repairLines.serialno,
          state: repairLines.state,
          problemDescription: repairLines.problemDescription,
          version: repairLines.version,
        })
        .from(repairLines)
        .where(eq(repairLines.repairRequestId, id))
        .orderBy(asc(repairLines.id))
        .for("update");
      const byId = new Map(stored.map((line) => [line.id, line]));

      const foreign = data.repair_lines.flatMap((line, index) =>
        byId.has(line.repairlineid)
          ? []
          : [
              {
                path: `repair_lines.${index}.repairlineid`,
                message: REPAIR_MESSAGES.lineNotInRequest(line.repairlineid),
              },
            ],
      );
      if (foreign.length > 0) throw validationError(foreign);
      const stale = data.repair_lines.some(
        (line) =>
          line.version !== undefined && line.version !== byId.get(line.repairlineid)?.version,
      );
      if (stale) throw conflict(API_MESSAGES.staleEdit);

      const finalStates = new Map<number, RepairState>(stored.map((line) => [line.id, line.state]));
      let changed = false;
      for (const line of data.repair_lines) {
        const current = byId.get(line.repairlineid);
        if (!current) continue;
        const stateChanged = line.state !== current.state;
        const descriptionChanged = line.problemDescription !== current.problemDescription;
        const note = line.workshopLog;
        if (!stateChanged && !descriptionChanged && note === undefined) continue;
        changed = true;

        if (stateChanged && current.state === "completed") {
          // Reopening: the product may have gone into another request since.
          const [other] = await tx
            .select({ id: repairLines.id })
            .from(repairLines)
            .where(
              and(
                eq(repairLines.serialno, current.serialno),
                ne(repairLines.state, "completed"),
                ne(repairLines.id, current.id),
              ),
            )
            .limit(1);
          if (other) throw conflict(REPAIR_MESSAGES.alreadyOpenElsewhere(current.serialno));
          // ...or to another customer: reopening would put their piece in this one's request.
          const [product] = await tx
            .select({ owner: products.customerIdnumber })
            .from(products)
            .where(eq(products.serialno, current.serialno))
            .for("share");
          if (product?.owner !== request.customerIdnumber) {
            throw conflict(REPAIR_MESSAGES.reopenOtherOwner(current.serialno));
          }
        }

        await tx
          .update(repairLines)
          .set(
            stateChanged || descriptionChanged
              ? {
                  state: line.state,
                  problemDescription: line.problemDescription,
                  version: sql`${repairLines.version} + 1`,
                  updatedAt: sql`now()`,
                }
              : { updatedAt: sql`now()` },
          )
          .where(eq(repairLines.id, current.id));
        if (stateChanged) {
          await tx.insert(repairLineStateChanges).values({
            repairLineId: current.id,
            fromState: current.state,
            toState: line.state,
            changedByIdnumber: actor.idnumber,
          });
          finalStates.set(current.id, line.state);
        }
        if (note !== undefined) {
          await tx
            .insert(repairLineNotes)
            .values({ repairLineId: current.id, message: note, authorIdnumber: actor.idnumber });
        }
      }

      const locationChanged = data.currentLocation !== request.currentLocation;
      changed ||= locationChanged;
      await tx
        .update(repairRequests)
        .set({
          status: overallStatus([...finalStates.values()]),
          ...(locationChanged
            ? {
                currentLocation: data.currentLocation,
                version: sql`${repairRequests.version} + 1`,
              }
            : {}),
          ...(changed ? { updatedAt: sql`now()` } : {}),
        })
        .where(eq(repairRequests.id, id));

      const record = await findRepairRequest(tx, id);
      if (!record) throw notFound(REPAIR_MESSAGES.requestNotFound);
      return record;
    });
  } catch (error) {
    const violation = openLineViolation(error);
    if (!violation) throw error;
    throw conflict(
      violation.serialno === undefined
        ? REPAIR_MESSAGES.reopenConflict
        : REPAIR_MESSAGES.alreadyOpenElsewhere(violation.serialno),
    );
  }
}
