import {
  formatInvoiceNumber,
  formatRand,
  INVOICE_MESSAGES,
  invoiceTotals,
  vatRateOf,
  type InvoiceSummary,
} from "@lo/domain";
import { desc, eq, sql } from "drizzle-orm";
import { recordAudit } from "../../db/audit-log";
import type { Tx } from "../../db/client";
import { invoiceNumbers, invoices, type StoredInvoiceItem } from "../../db/schema";
import { BILLING_SETTING, readWholeSetting } from "../../db/settings";
import { conflict } from "../../errors";
import type { SessionUser } from "../../identity/sessions";
import { lockRequestMoney } from "../payments/request-lock";
import { chargedLines } from "./charges";

export type InvoiceRow = typeof invoices.$inferSelect;

/** An invoice as the request pages list it. */
export const invoiceSummary = (row: InvoiceRow, replacedBy: number | null): InvoiceSummary => ({
  id: row.id,
  number: row.number,
  label: formatInvoiceNumber(row.number),
  issuedAt: row.issuedAt.toISOString(),
  totalCents: row.totalCents,
  vatCents: row.vatCents,
  replacedBy,
});

/**
 * The next invoice number, taken in the caller's transaction: the one counter row is updated
 * (and so locked) until it commits, so issuers in other transactions or processes wait their
 * turn, and a transaction that rolls back gives its number back. No number is skipped.
 */
async function takeInvoiceNumber(tx: Tx): Promise<number> {
  const [row] = await tx
    .insert(invoiceNumbers)
    .values({ id: true, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceNumbers.id,
      set: { lastNumber: sql`${invoiceNumbers.lastNumber} + 1` },
    })
    .returning({ number: invoiceNumbers.lastNumber });
  if (!row) throw new Error("No invoice number was given");
  return row.number;
}

/** The lines as one string, whatever order their keys were stored in (jsonb sorts them). */
const linesKey = (items: readonly StoredInvoiceItem[]) =>
  JSON.stringify(
    items.map((item) => [
      item.serialno,
      item.description,
      item.quantity,
      item.unitCents,
      item.totalCents,
      item.vatCents,
    ]),
  );

/**
 * Issues an invoice for what the request is charged now (decision 099), in the caller's
 * transaction: its lines (the approved quotes in force and the fees), each line's VAT at
 * today's rate, and the next number. A newer invoice replaces the request's last one.
 * `whenNeeded`: issue only if there is something charged that the last invoice does not show
 * (answers the last one, or undefined); otherwise both are 409 with the reason.
 */
export async function issueInvoice(
  tx: Tx,
  requestId: number,
  actor: SessionUser,
  options: { whenNeeded?: boolean } = {},
): Promise<InvoiceRow | undefined> {
  const request = await lockRequestMoney(tx, requestId);
  const [last] = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.repairRequestId, requestId))
    .orderBy(desc(invoices.id))
    .limit(1);
  if (request.dueCents <= 0) {
    if (options.whenNeeded) return last;
    throw conflict(INVOICE_MESSAGES.nothingDue);
  }
  const billing = await readWholeSetting(tx, BILLING_SETTING);
  const vatBasisPoints = vatRateOf(billing);
  const { items, totalCents, vatCents } = invoiceTotals(
    await chargedLines(tx, requestId),
    vatBasisPoints,
  );
  if (totalCents !== request.dueCents) {
    // The database's sum and the lines read here are the same rule; they can only differ by
    // a fault, and an invoice must never say other than what is due.
    throw new Error(`Request ${requestId}: charged ${totalCents} but due ${request.dueCents}`);
  }
  if (last && last.totalCents === totalCents && linesKey(last.items) === linesKey(items)) {
    if (options.whenNeeded) return last;
    throw conflict(INVOICE_MESSAGES.upToDate(last.number));
  }
  const number = await takeInvoiceNumber(tx);
  const [issued] = await tx
    .insert(invoices)
    .values({
      number,
      repairRequestId: requestId,
      issuedByIdnumber: actor.idnumber,
      items,
      totalCents,
      vatCents,
      vatBasisPoints,
      vatNumber: vatBasisPoints === null ? null : billing.vatNumber,
      replacesId: last?.id ?? null,
    })
    .returning();
  if (!issued) throw new Error("The invoice was not written");
  await recordAudit(tx, {
    actor,
    entityKind: "repair-request",
    entityId: requestId,
    action: "invoice-issued",
    changes: {
      invoice: {
        before: last ? formatInvoiceNumber(last.number) : null,
        after: `${formatInvoiceNumber(number)}: ${formatRand(totalCents)}`,
      },
    },
    subjects: { customerIdnumber: request.customerIdnumber, repairRequestId: requestId },
  });
  return issued;
}
