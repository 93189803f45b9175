import { QUOTE_MESSAGES, workBlockedBy } from "@lo/domain";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { repairLines } from "../../db/schema";
import { anyOfIds } from "../../db/sql";
import { conflict } from "../../errors";

/**
 * The rule of paid repairs (decision 095): a paid piece's work starts (it moves to In
 * Progress) only once the customer approved its quote, or an admin recorded their approval;
 * a declined piece goes back unrepaired. Checked where every state change is written, in its
 * transaction, so no path (the update, 'Next', bulk) can go round it: refused with 409.
 */
export async function checkWorkMayStart(
  tx: Tx,
  changes: readonly { repairLineId: number; fromState: string | null; toState: string }[],
): Promise<void> {
  const starting = changes
    .filter((change) => change.toState === "in-progress" && change.fromState !== "in-progress")
    .map((change) => change.repairLineId);
  if (starting.length === 0) return;
  const paid = await tx
    .select({
      serialno: repairLines.serialno,
      coverage: repairLines.coverage,
      quoteStatus: repairLines.quoteStatus,
    })
    .from(repairLines)
    .where(and(anyOfIds(repairLines.id, starting), eq(repairLines.coverage, "paid")));
  for (const line of paid) {
    const answer = line.quoteStatus === "awaiting" ? null : line.quoteStatus;
    const blocked = workBlockedBy(line.coverage, answer);
    if (blocked === "declined") throw conflict(QUOTE_MESSAGES.declinedNoWork(line.serialno));
    if (blocked) throw conflict(QUOTE_MESSAGES.notApproved(line.serialno));
  }
}
