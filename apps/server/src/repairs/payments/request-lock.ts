import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { repairRequests } from "../../db/schema";
import { notFound } from "../../errors";
import { REPAIR_MESSAGES } from "../messages";

/**
 * A request's row locked for the rest of the transaction, with the sums it keeps: every
 * writer of its money (payments, fees, invoices) waits for the others. 404 if there is none.
 */
export async function lockRequestMoney(tx: Tx, requestId: number) {
  const [request] = await tx
    .select({
      id: repairRequests.id,
      customerIdnumber: repairRequests.customerIdnumber,
      dueCents: repairRequests.dueCents,
      paidCents: repairRequests.paidCents,
    })
    .from(repairRequests)
    .where(eq(repairRequests.id, requestId))
    .for("update");
  if (!request) throw notFound(REPAIR_MESSAGES.requestNotFound);
  return request;
}
