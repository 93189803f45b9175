import { formatRand, REPAIR_LINE_ACTION_MESSAGES, type QuoteAnswer } from "@lo/domain";
import type { AuditEntry } from "../../db/audit-log";
import type { Tx } from "../../db/client";
import { repairLines } from "../../db/schema";
import { anyOfIds } from "../../db/sql";
import { notFound } from "../../errors";
import { lineSubjects } from "../audit";
import { lockLines, type LockedLine, type LockedRequest } from "../line-action-support";
import type { QuoteRow } from "./queries";

export type Actor = AuditEntry["actor"];

/** One line and its request, row-locked (request first, as every line writer takes them). */
export async function lockLine(tx: Tx, lineId: number) {
  const missing = () => notFound(REPAIR_LINE_ACTION_MESSAGES.lineNotFound);
  const { requests, lines } = await lockLines(tx, [lineId], missing);
  const line = lines.get(lineId);
  if (!line) throw missing();
  return { line, request: requests.get(line.repairRequestId) };
}

/** The audit entry of something done to a quote version, shown on the request, piece, customer. */
export function quoteEntry(
  actor: Actor,
  action: string,
  row: QuoteRow,
  context: { line: LockedLine; request: LockedRequest | undefined },
  extra: AuditEntry["changes"] = {},
): AuditEntry {
  return {
    actor,
    entityKind: "quote",
    entityId: row.id,
    action,
    changes: {
      quoteVersion: { before: null, after: row.version },
      quoteTotal: { before: null, after: formatRand(row.totalCents) },
      ...extra,
    },
    subjects: lineSubjects(context.line, context.request),
  };
}

/** Keeps the line's copy of where its quote in force stands (the lists and the rule read it). */
export async function storeQuoteStatus(
  tx: Tx,
  lineIds: number[],
  status: "awaiting" | QuoteAnswer,
): Promise<void> {
  await tx
    .update(repairLines)
    .set({ quoteStatus: status })
    .where(anyOfIds(repairLines.id, lineIds));
}
