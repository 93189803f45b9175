import {
  QUOTE_MESSAGES,
  QUOTED_COVERAGES,
  quoteAnswerClosed,
  workBlockedBy,
  workBlockedMessage,
  type Coverage,
} from "@lo/domain";
import { and, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { repairLines } from "../../db/schema";
import { anyOfIds } from "../../db/sql";
import { conflict } from "../../errors";

/** A piece as the rule reads it: its coverage and where its quote in force stands. */
interface PieceFacts {
  serialno: string;
  coverage: Coverage;
  quoteStatus: "awaiting" | "approved" | "declined" | null;
}

const answerOf = (piece: PieceFacts) =>
  piece.quoteStatus === "awaiting" ? null : piece.quoteStatus;

/**
 * The rule of paid repairs (decisions 095, 098): a piece whose work the customer pays for
 * (Paid), or a replacement for a piece beyond repair (Not repairable), is In Progress only once
 * the customer approved its quote, or an admin recorded their approval; a declined one goes back
 * unrepaired. Moves into In Progress are checked where every state change is written
 * (recordStateChanges), in its transaction, and Undo's move back checks them too: refused with
 * 409, so no path (the update, 'Next', bulk, Undo) goes round it.
 */
export async function checkWorkMayStart(
  tx: Tx,
  changes: readonly { repairLineId: number; fromState: string | null; toState: string }[],
): Promise<void> {
  const starting = changes
    .filter((change) => change.toState === "in-progress" && change.fromState !== "in-progress")
    .map((change) => change.repairLineId);
  if (starting.length === 0) return;
  const quoted = await tx
    .select({
      serialno: repairLines.serialno,
      coverage: repairLines.coverage,
      quoteStatus: repairLines.quoteStatus,
    })
    .from(repairLines)
    .where(
      and(anyOfIds(repairLines.id, starting), inArray(repairLines.coverage, [...QUOTED_COVERAGES])),
    );
  for (const piece of quoted) {
    const blocked = workBlockedBy(piece.coverage, answerOf(piece));
    if (blocked) throw conflict(workBlockedMessage(piece.serialno, piece.coverage, blocked));
  }
}

/**
 * The same rule while a piece stays In Progress and its coverage changes (the update, 'Next'
 * and bulk call it with the coverage about to be written and the states before and after; a
 * piece moving into In Progress is checkWorkMayStart's): set
 * to Paid or Not repairable without an approved quote, it must leave In Progress with the
 * change (409 otherwise), so that work never goes on unapproved.
 */
export function checkCoverageInWork(
  piece: PieceFacts & { stateBefore: string; stateAfter: string },
): void {
  if (piece.stateBefore !== "in-progress" || piece.stateAfter !== "in-progress") return;
  if (workBlockedBy(piece.coverage, answerOf(piece)) === null) return;
  throw conflict(QUOTE_MESSAGES.inProgressNeedsApproval(piece.serialno, piece.coverage));
}

/**
 * Sending a quote makes its piece wait for the customer's answer (decision 098): refused (409,
 * nothing sent) for a piece In Progress, which goes back to En Route to Outfitter first, and
 * for one past the point where an answer matters (Ready for Collection and on), which the
 * customer could not answer.
 */
export function checkQuoteMayBeSent(piece: { serialno: string; state: string }): void {
  if (piece.state === "in-progress") {
    throw conflict(QUOTE_MESSAGES.sendWhileInProgress(piece.serialno));
  }
  if (quoteAnswerClosed(piece.state)) {
    throw conflict(QUOTE_MESSAGES.sendTooLate(piece.serialno, piece.state));
  }
}

/** A customer's answer is refused once the piece is past the point where it matters (409). */
export function checkQuoteMayBeAnswered(piece: { serialno: string; state: string }): void {
  if (quoteAnswerClosed(piece.state)) {
    throw conflict(QUOTE_MESSAGES.answerClosed(piece.serialno, piece.state));
  }
}
