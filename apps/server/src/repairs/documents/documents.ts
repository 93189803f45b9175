import { bankDetailsOf, coverageForCustomer, formatInvoiceNumber, takesQuote } from "@lo/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { repairLines, repairRequests } from "../../db/schema";
import { BILLING_SETTING, PAYMENT_SETTING, readWholeSetting } from "../../db/settings";
import { requestFacts } from "../mails/request-facts";
import { inForce, quoteVersionsOf, toQuote } from "../quotes/queries";
import { invoicePdf } from "./invoice-pdf";
import { quotePdf, type QuotedPiece } from "./quote-pdf";
import { addressee, invoiceOf, receiptEntries } from "./queries";

/**
 * The quote of a request as a PDF: each piece with a quote in force (sent), as the customer
 * reads it. Undefined when no quote of the request was sent.
 */
export async function requestQuotePdf(db: Db, requestId: number): Promise<Buffer | undefined> {
  const facts = await requestFacts(db, requestId);
  if (!facts) return undefined;
  const lines = await db
    .select({
      id: repairLines.id,
      coverage: repairLines.coverage,
      causeReason: repairLines.causeReason,
    })
    .from(repairLines)
    .where(eq(repairLines.repairRequestId, requestId));
  const quoted = lines.filter((line) => takesQuote(line.coverage));
  const versions = await quoteVersionsOf(
    db,
    quoted.map((line) => line.id),
  );
  let date = new Date(0);
  const pieces = quoted.flatMap((line): QuotedPiece[] => {
    const current = inForce(versions.get(line.id));
    const item = facts.items.find((one) => one.lineId === line.id);
    if (!current || !item) return [];
    if (current.sentAt && current.sentAt > date) date = current.sentAt;
    return [
      {
        name: item.name,
        serialno: item.serialno,
        coverage: coverageForCustomer(line),
        quote: toQuote(current, "customer"),
      },
    ];
  });
  if (pieces.length === 0) return undefined;
  const billing = await readWholeSetting(db, BILLING_SETTING);
  return quotePdf({
    requestId,
    date,
    customer: await addressee(db, facts.customerIdnumber),
    vatNumber: billing.vatRegistered ? billing.vatNumber : null,
    pieces: pieces.sort((a, b) => a.serialno.localeCompare(b.serialno)),
  });
}

/**
 * An invoice of a request with its receipt as a PDF, and its file's name; without `invoiceId`,
 * a receipt of the request's payments. Undefined when there is no such request or invoice.
 */
export async function requestInvoicePdf(
  db: Db,
  requestId: number,
  invoiceId?: number,
): Promise<{ pdf: Buffer; fileName: string } | undefined> {
  const [request] = await db
    .select({
      customerIdnumber: repairRequests.customerIdnumber,
      dueCents: repairRequests.dueCents,
    })
    .from(repairRequests)
    .where(eq(repairRequests.id, requestId));
  if (!request) return undefined;
  const found = invoiceId === undefined ? undefined : await invoiceOf(db, requestId, invoiceId);
  if (invoiceId !== undefined && !found) return undefined;
  const pdf = await invoicePdf({
    requestId,
    customer: await addressee(db, request.customerIdnumber),
    dueCents: request.dueCents,
    payments: await receiptEntries(db, requestId),
    bank: bankDetailsOf(await readWholeSetting(db, PAYMENT_SETTING)),
    ...(found
      ? {
          invoice: {
            number: found.row.number,
            issuedAt: found.row.issuedAt,
            items: found.row.items,
            totalCents: found.row.totalCents,
            vatCents: found.row.vatCents,
            vatBasisPoints: found.row.vatBasisPoints,
            vatNumber: found.row.vatNumber,
            replaces: found.replaces,
            replacedBy: found.replacedBy,
          },
        }
      : {}),
  });
  const fileName = found
    ? `${formatInvoiceNumber(found.row.number)}.pdf`
    : `receipt-request-${requestId}.pdf`;
  return { pdf, fileName };
}
