import { overallStatus, type RepairState, type ServerStatus } from "@lo/domain";
import { sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { repairLines, repairLineStateChanges, repairRequests } from "../db/schema";
import { anyOfIds } from "../db/sql";
import { checkBalanceOnReturn, type BalanceConfirmation } from "./payments/rules";
import { checkWorkMayStart } from "./quotes/rules";

// What a line's state decides, written in one place each (decision 074): the state-change rows
// (their trigger keeps the line's state_since, db/functions/repair_line_state_since.sql) and
// the request's overall status (the domain's overallStatus of its lines, requirements §4).

/** One line's move to a state: from null for its first state; changedAt: now, unless given. */
export interface StateChange {
  repairLineId: number;
  fromState: RepairState | null;
  toState: RepairState;
  changedByIdnumber: string | null;
  changedAt?: Date;
}

/**
 * Records state changes (a line's history); answers each new row's id with its line's. Every
 * writer of a state change comes here: a new request, the update, the line actions and the
 * demo seed; so the rules of paid repairs are kept here: no work before the quote's approval
 * (decision 095), and no piece sent back with a balance due unless `confirmation` says so
 * (decision 098, audited).
 */
export async function recordStateChanges(
  tx: Tx,
  changes: StateChange[],
  confirmation: BalanceConfirmation = {},
): Promise<{ id: number; lineId: number }[]> {
  if (changes.length === 0) return [];
  await checkWorkMayStart(tx, changes);
  await checkBalanceOnReturn(tx, changes, confirmation);
  return tx
    .insert(repairLineStateChanges)
    .values(changes)
    .returning({ id: repairLineStateChanges.id, lineId: repairLineStateChanges.repairLineId });
}

/**
 * Stores each request's overall status as its lines now stand: one read of the lines, one
 * UPDATE per distinct status (at most six), however many requests. With `touch`, the requests'
 * update time too (the customer's 'last update'). Every change of a line's state ends here.
 */
export async function storeOverallStatuses(
  tx: Tx,
  requestIds: number[],
  options: { touch: boolean },
): Promise<void> {
  if (requestIds.length === 0) return;
  const rows = await tx
    .select({ requestId: repairLines.repairRequestId, state: repairLines.state })
    .from(repairLines)
    .where(anyOfIds(repairLines.repairRequestId, requestIds));
  const byStatus = new Map<ServerStatus, number[]>();
  for (const id of requestIds) {
    const status = overallStatus(
      rows.filter((row) => row.requestId === id).map((row) => row.state),
    );
    byStatus.set(status, [...(byStatus.get(status) ?? []), id]);
  }
  for (const [status, ids] of byStatus) {
    await tx
      .update(repairRequests)
      .set({ status, ...(options.touch ? { updatedAt: sql`now()` } : {}) })
      .where(anyOfIds(repairRequests.id, ids));
  }
}
