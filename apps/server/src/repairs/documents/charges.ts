import { takesQuote, type InvoiceLine } from "@lo/domain";
import { asc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { repairLines, requestFees } from "../../db/schema";
import { inForce, quoteVersionsOf } from "../quotes/queries";

/**
 * What a request is charged now, line by line (decision 099): each line of the approved quote
 * in force of each piece that takes a quote, piece by piece, then the fees. The same the
 * database sums into `repair_requests.due_cents` (refresh_request_money), so an invoice's total
 * is always what was due when it was issued.
 */
export async function chargedLines(db: Db | Tx, requestId: number): Promise<InvoiceLine[]> {
  const lines = await db
    .select({ id: repairLines.id, serialno: repairLines.serialno, coverage: repairLines.coverage })
    .from(repairLines)
    .where(eq(repairLines.repairRequestId, requestId))
    .orderBy(asc(repairLines.id));
  const quoted = lines.filter((line) => takesQuote(line.coverage));
  const versions = await quoteVersionsOf(
    db,
    quoted.map((line) => line.id),
  );
  const fromQuotes = quoted.flatMap((line) => {
    const current = inForce(versions.get(line.id));
    if (current?.answer !== "approved") return [];
    return current.items.map((item) => ({
      serialno: line.serialno,
      description: item.description,
      quantity: item.quantity,
      unitCents: item.unitCents,
    }));
  });
  const fees = await db
    .select({ description: requestFees.description, amountCents: requestFees.amountCents })
    .from(requestFees)
    .where(eq(requestFees.repairRequestId, requestId))
    .orderBy(asc(requestFees.id));
  return [
    ...fromQuotes,
    ...fees.map((fee) => ({
      serialno: null,
      description: fee.description,
      quantity: 1,
      unitCents: fee.amountCents,
    })),
  ];
}
