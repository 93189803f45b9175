import {
  formatInvoiceNumber,
  formatRand,
  formatVatPercent,
  formatWorkshopDate,
  invoiceTitle,
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_LABELS,
  type BankDetails,
  type PaymentKind,
  type PaymentMethod,
} from "@lo/domain";
import type { StoredInvoiceItem } from "../../db/schema";
import {
  heading,
  letterhead,
  newPdf,
  paragraph,
  sums,
  table,
  type Column,
} from "../../pdf/document";
import { addressBlock, LINE_COLUMNS, quantity } from "./pdf-parts";

export interface ReceiptEntry {
  kind: PaymentKind;
  amountCents: number;
  method: PaymentMethod;
  reference: string | null;
  paidOn: string;
}

export interface InvoiceDocument {
  requestId: number;
  customer: string[];
  /** The invoice; undefined: a receipt of what was paid on a request not invoiced yet. */
  invoice?: {
    number: number;
    issuedAt: Date;
    items: StoredInvoiceItem[];
    totalCents: number;
    vatCents: number;
    vatBasisPoints: number | null;
    vatNumber: string | null;
    replaces: number | null;
    replacedBy: number | null;
  };
  /** What the request is charged now (a receipt without an invoice). */
  dueCents: number;
  payments: ReceiptEntry[];
  /** The workshop's bank details from Settings, told under a balance; null: none set. */
  bank: BankDetails | null;
}

const ITEM_COLUMNS: Column[] = [
  { header: "Piece", width: 18 },
  ...LINE_COLUMNS.map((column) =>
    column.header === "Description" ? { ...column, width: 34 } : column,
  ),
];

/**
 * A tax invoice (an 'Invoice' from a workshop not registered for VAT) with its receipt: the
 * lines and their VAT, the totals, every payment and refund of the request, and the balance.
 * Without an invoice: a receipt of the payments against what is charged.
 */
export async function invoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const { invoice } = document;
  const reference = String(document.requestId);
  const title = invoice ? invoiceTitle(invoice.vatNumber) : "Receipt";
  const { doc, done } = newPdf(
    invoice
      ? `${title} ${formatInvoiceNumber(invoice.number)}`
      : `Receipt for request ${reference}`,
  );
  letterhead(
    doc,
    title,
    [
      ...(invoice ? ([["Number", formatInvoiceNumber(invoice.number)]] as [string, string][]) : []),
      ["Date", formatWorkshopDate(invoice?.issuedAt ?? new Date())],
      ["Repair request", reference],
    ],
    invoice?.vatNumber ?? null,
  );
  addressBlock(doc, invoice ? "Invoice to" : "Received from", document.customer);
  if (invoice?.replaces) {
    paragraph(doc, [`Replaces ${formatInvoiceNumber(invoice.replaces)}.`], { muted: true });
  }
  if (invoice?.replacedBy) {
    paragraph(doc, [
      `Replaced by ${formatInvoiceNumber(invoice.replacedBy)}: the charges changed.`,
    ]);
  }
  const totalCents = invoice?.totalCents ?? document.dueCents;
  if (invoice) {
    table(
      doc,
      ITEM_COLUMNS,
      invoice.items.map((item) => [
        item.serialno ?? "Fee",
        item.description,
        quantity(item.quantity),
        formatRand(item.unitCents),
        formatRand(item.vatCents),
        formatRand(item.totalCents),
      ]),
    );
    sums(
      doc,
      [
        ...(invoice.vatBasisPoints === null
          ? []
          : ([
              ["Total excluding VAT", formatRand(invoice.totalCents - invoice.vatCents)],
              [`VAT at ${formatVatPercent(invoice.vatBasisPoints)}`, formatRand(invoice.vatCents)],
            ] as [string, string][])),
        ["Total", formatRand(invoice.totalCents)],
      ],
      { boldLast: true },
    );
  }
  heading(doc, "Payments received");
  const paid = document.payments.reduce(
    (sum, entry) => sum + (entry.kind === "payment" ? entry.amountCents : -entry.amountCents),
    0,
  );
  if (document.payments.length === 0) paragraph(doc, ["None yet."], { muted: true });
  else
    table(
      doc,
      [
        { header: "Date", width: 22 },
        { header: "", width: 14 },
        { header: "Method", width: 14 },
        { header: "Reference", width: 30 },
        { header: "Amount", width: 20, align: "right" },
      ],
      document.payments.map((entry) => [
        formatWorkshopDate(entry.paidOn),
        entry.kind === "payment" ? "Payment" : "Refund",
        PAYMENT_METHOD_LABELS[entry.method],
        entry.reference ?? "",
        formatRand(entry.kind === "payment" ? entry.amountCents : -entry.amountCents),
      ]),
    );
  const outstanding = totalCents - paid;
  sums(
    doc,
    [
      ...(invoice ? [] : ([["Charged", formatRand(totalCents)]] as [string, string][])),
      ["Paid", formatRand(paid)],
      outstanding >= 0
        ? ["Balance to pay", formatRand(outstanding)]
        : ["Credit owed to you", formatRand(-outstanding)],
    ],
    { boldLast: true },
  );
  if (outstanding > 0) {
    paragraph(
      doc,
      [
        PAYMENT_MESSAGES.howToPay(document.requestId),
        ...(document.bank ? [PAYMENT_MESSAGES.bankDetails(document.bank)] : []),
      ],
      { muted: true },
    );
  }
  doc.end();
  return done;
}
