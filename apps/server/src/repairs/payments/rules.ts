import {
  BALANCE_DUE_CODE,
  formatRand,
  PAYMENT_MESSAGES,
  sendsPieceBack,
  type BalanceDue,
} from "@lo/domain";
import { and, eq, sql } from "drizzle-orm";
import { recordAudit, type AuditEntry } from "../../db/audit-log";
import type { Tx } from "../../db/client";
import { repairLines, repairRequests } from "../../db/schema";
import { anyOfIds } from "../../db/sql";
import { conflict } from "../../errors";

/** Whether a move that sends pieces back with a balance due was confirmed, and by whom. */
export interface BalanceConfirmation {
  confirmBalanceDue?: boolean | undefined;
  /** Who moves the pieces: named by the audit entry of a confirmed move. */
  actor?: AuditEntry["actor"] | undefined;
}

/**
 * The rule of a piece going back (decision 098): a move into a state where the piece leaves
 * the workshop (En Route to Customer, Completed) while its request's balance is still due is
 * refused with 409 (`code` balance-due, the message naming each request and its amount) unless
 * confirmed; a confirmed one is written in the audit log with the amount due. Checked where
 * every state change is written (recordStateChanges), under the requests' row locks the
 * writers hold, so the update, 'Next' and bulk all keep it; nothing changes for a request with
 * nothing due.
 */
export async function checkBalanceOnReturn(
  tx: Tx,
  changes: readonly { repairLineId: number; fromState: string | null; toState: string }[],
  confirmation: BalanceConfirmation,
): Promise<void> {
  const leaving = changes
    .filter((change) => sendsPieceBack(change.fromState, change.toState))
    .map((change) => change.repairLineId);
  if (leaving.length === 0) return;
  const owing = await tx
    .select({
      lineId: repairLines.id,
      serialno: repairLines.serialno,
      requestId: repairRequests.id,
      customerIdnumber: repairRequests.customerIdnumber,
      balanceCents: sql<number>`${repairRequests.dueCents} - ${repairRequests.paidCents}`,
    })
    .from(repairLines)
    .innerJoin(repairRequests, eq(repairRequests.id, repairLines.repairRequestId))
    .where(
      and(
        anyOfIds(repairLines.id, leaving),
        sql`${repairRequests.dueCents} > ${repairRequests.paidCents}`,
      ),
    )
    .orderBy(repairRequests.id, repairLines.id);
  if (owing.length === 0) return;

  const { actor } = confirmation;
  if (confirmation.confirmBalanceDue !== true || !actor) {
    const dues = new Map<number, BalanceDue>();
    for (const row of owing) {
      dues.set(row.requestId, { requestId: row.requestId, balanceCents: Number(row.balanceCents) });
    }
    throw conflict(PAYMENT_MESSAGES.balanceDue([...dues.values()], owing.length), BALANCE_DUE_CODE);
  }
  await recordAudit(
    tx,
    ...owing.map((row): AuditEntry => ({
      actor,
      entityKind: "repair-line",
      entityId: row.lineId,
      action: "sent-back-with-balance-due",
      changes: { balanceDue: { before: null, after: formatRand(Number(row.balanceCents)) } },
      subjects: {
        repairRequestId: row.requestId,
        serialno: row.serialno,
        customerIdnumber: row.customerIdnumber,
      },
    })),
  );
}
