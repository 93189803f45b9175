import {
  API_MESSAGES,
  COVERAGE_MESSAGES,
  coverageAfter,
  type LineCoverage,
  type RepairState,
  type RepairUpdateData,
} from "@lo/domain";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { products, repairLineNotes, repairLines } from "../db/schema";
import { badRequest, conflict, validationError } from "../errors";
import type { SessionUser } from "../identity/sessions";
import { recordStateChanges } from "./line-states";
import { checkCoverageInWork } from "./quotes/rules";
import { REPAIR_MESSAGES } from "./messages";

/** A stored line of the request being updated, as read under its row lock. */
export interface StoredLine extends LineCoverage {
  id: number;
  serialno: string;
  state: RepairState;
  problemDescription: string;
  version: number;
  /** Where its quote in force stands (decision 095). */
  quoteStatus: "awaiting" | "approved" | "declined" | null;
}

type LineUpdate = RepairUpdateData["repair_lines"][number];

/**
 * What one line's change wrote that the customer is told of (by row id, for the status mail):
 * never an internal note.
 */
export interface AppliedLineChange {
  stateChangeId?: number;
  /** The note the customer is told of (none for an internal note). */
  noteId?: number;
  /** The note written, internal or not (the audit entry's). */
  writtenNoteId?: number;
  /** The coverage and cause after the change, when they changed. */
  coverage?: LineCoverage;
}

/** Whether two coverages differ in any field. */
export const coverageDiffers = (a: LineCoverage, b: LineCoverage) =>
  a.coverage !== b.coverage ||
  a.goodwillReason !== b.goodwillReason ||
  a.causeComponent !== b.causeComponent ||
  a.causeReason !== b.causeReason;

/** Every sent line must belong to the request (400) and be as fresh as the stored one (409). */
export function checkSentLines(lines: LineUpdate[], byId: Map<number, StoredLine>): void {
  const foreign = lines.flatMap((line, index) =>
    byId.has(line.repairlineid)
      ? []
      : [
          {
            path: `repair_lines.${index}.repairlineid`,
            message: REPAIR_MESSAGES.lineNotInRequest(line.repairlineid),
          },
        ],
  );
  // A goodwill line needs its reason, sent now or kept from before (decision 094).
  const reasonless = lines.flatMap((line, index) => {
    const stored = byId.get(line.repairlineid);
    return stored && coverageAfter(stored, line) === null
      ? [
          {
            path: `repair_lines.${index}.goodwillReason`,
            message: COVERAGE_MESSAGES.goodwillReason,
          },
        ]
      : [];
  });
  foreign.push(...reasonless);
  if (foreign.length > 0) throw validationError(foreign);
  const stale = lines.some(
    (line) => line.version !== undefined && line.version !== byId.get(line.repairlineid)?.version,
  );
  if (stale) throw conflict(API_MESSAGES.staleEdit);
}

/**
 * Reopening a completed line: the product may have gone into another request since, or to
 * another customer (reopening would put their piece in this one's request).
 */
export async function checkReopen(tx: Tx, line: StoredLine, requestOwner: string): Promise<void> {
  const [other] = await tx
    .select({ id: repairLines.id })
    .from(repairLines)
    .where(
      and(
        eq(repairLines.serialno, line.serialno),
        ne(repairLines.state, "completed"),
        ne(repairLines.id, line.id),
      ),
    )
    .limit(1);
  if (other) throw conflict(REPAIR_MESSAGES.alreadyOpenElsewhere(line.serialno));
  const [product] = await tx
    .select({ owner: products.customerIdnumber })
    .from(products)
    .where(eq(products.serialno, line.serialno))
    .for("share");
  if (product?.owner !== requestOwner) {
    throw conflict(REPAIR_MESSAGES.reopenOtherOwner(line.serialno));
  }
}

/**
 * Writes one sent line: its state and description (bumping its version), the state change
 * to the history, the note to the log. Returns undefined when nothing was sent to change,
 * else the ids of the state change and note it wrote (none for a description alone).
 */
export async function applyLineChange(
  tx: Tx,
  current: StoredLine,
  line: LineUpdate,
  context: { requestOwner: string; actor: SessionUser; confirmBalanceDue?: boolean | undefined },
): Promise<AppliedLineChange | undefined> {
  const stateChanged = line.state !== current.state;
  const descriptionChanged = line.problemDescription !== current.problemDescription;
  // Checked before any line was written (checkSentLines): never null here.
  const coverage = coverageAfter(current, line);
  if (!coverage) throw badRequest(COVERAGE_MESSAGES.goodwillReason);
  const coverageChanged = coverageDiffers(current, coverage);
  const note = line.workshopLog;
  if (!stateChanged && !descriptionChanged && !coverageChanged && note === undefined) {
    return undefined;
  }

  if (stateChanged && current.state === "completed") {
    await checkReopen(tx, current, context.requestOwner);
  }
  if (coverage.coverage !== current.coverage) {
    checkCoverageInWork({
      serialno: current.serialno,
      coverage: coverage.coverage,
      quoteStatus: current.quoteStatus,
      stateBefore: current.state,
      stateAfter: line.state,
    });
  }
  await tx
    .update(repairLines)
    .set(
      stateChanged || descriptionChanged || coverageChanged
        ? {
            state: line.state,
            problemDescription: line.problemDescription,
            ...coverage,
            version: sql`${repairLines.version} + 1`,
            updatedAt: sql`now()`,
          }
        : { updatedAt: sql`now()` },
    )
    .where(eq(repairLines.id, current.id));
  const applied: AppliedLineChange = coverageChanged ? { coverage } : {};
  if (stateChanged) {
    const [change] = await recordStateChanges(
      tx,
      [
        {
          repairLineId: current.id,
          fromState: current.state,
          toState: line.state,
          changedByIdnumber: context.actor.idnumber,
        },
      ],
      { confirmBalanceDue: context.confirmBalanceDue, actor: context.actor },
    );
    applied.stateChangeId = change?.id;
  }
  if (note !== undefined) {
    const internal = line.workshopLogInternal === true;
    const [written] = await tx
      .insert(repairLineNotes)
      .values({
        repairLineId: current.id,
        message: note,
        authorIdnumber: context.actor.idnumber,
        internal,
      })
      .returning({ id: repairLineNotes.id });
    applied.writtenNoteId = written?.id;
    // An internal note is the workshop's own: never news for the customer's status mail.
    if (!internal) applied.noteId = written?.id;
  }
  return applied;
}
