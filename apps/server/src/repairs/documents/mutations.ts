import type { InvoiceSummary } from "@lo/domain";
import type { Db } from "../../db/client";
import type { SessionUser } from "../../identity/sessions";
import { invoiceSummary, issueInvoice } from "./invoices";

/** An admin's 'Issue invoice': one transaction; 409 when nothing new is charged. */
export async function issueAskedInvoice(
  db: Db,
  requestId: number,
  actor: SessionUser,
): Promise<InvoiceSummary> {
  return db.transaction(async (tx) => {
    const issued = await issueInvoice(tx, requestId, actor);
    if (!issued) throw new Error("No invoice was issued");
    return invoiceSummary(issued, null);
  });
}
