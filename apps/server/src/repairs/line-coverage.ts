import {
  COVERAGE_MESSAGES,
  coverageAfter,
  type LineCoverageInput,
  type RepairState,
} from "@lo/domain";
import { eq, sql } from "drizzle-orm";
import { recordAudit, type AuditEntry } from "../db/audit-log";
import type { Tx } from "../db/client";
import { repairLines } from "../db/schema";
import { validationError } from "../errors";
import type { SessionUser } from "../identity/sessions";
import { coverageEntry } from "./audit";
import type { LockedLine, LockedRequest } from "./line-action-support";
import { coverageDiffers } from "./line-changes";
import { checkCoverageInWork } from "./quotes/rules";

/**
 * Sets the coverage and cause `input` names on each line (decision 094), as 'Next' and the
 * bulk action send them: a line whose coverage this changes is written (its version bumped)
 * and audited; the others are left. Every line is checked before any is written: a goodwill
 * line left without its reason is refused (400), and a piece staying In Progress (`stateAfter`
 * the state the action leaves it in, its own when none) may not be set to a coverage whose work
 * waits for an approval it lacks (409, decision 098). Answers the ids of the lines written.
 */
export async function writeCoverage(
  tx: Tx,
  lines: LockedLine[],
  input: LineCoverageInput,
  context: {
    actor: SessionUser;
    requests: Map<number, LockedRequest>;
    stateAfter: RepairState | undefined;
  },
): Promise<Set<number>> {
  const after = lines.map((line) => ({ line, coverage: coverageAfter(line, input) }));
  if (after.some(({ coverage }) => coverage === null)) {
    throw validationError([{ path: "goodwillReason", message: COVERAGE_MESSAGES.goodwillReason }]);
  }
  for (const { line, coverage } of after) {
    if (!coverage || coverage.coverage === line.coverage) continue;
    checkCoverageInWork({
      serialno: line.serialno,
      coverage: coverage.coverage,
      quoteStatus: line.quoteStatus,
      stateBefore: line.state,
      stateAfter: context.stateAfter ?? line.state,
    });
  }
  const written = new Set<number>();
  const entries: AuditEntry[] = [];
  for (const { line, coverage } of after) {
    if (!coverage || !coverageDiffers(line, coverage)) continue;
    await tx
      .update(repairLines)
      .set({ ...coverage, version: sql`${repairLines.version} + 1`, updatedAt: sql`now()` })
      .where(eq(repairLines.id, line.id));
    entries.push(
      coverageEntry(context.actor, line, context.requests.get(line.repairRequestId), coverage),
    );
    written.add(line.id);
  }
  await recordAudit(tx, ...entries);
  return written;
}
