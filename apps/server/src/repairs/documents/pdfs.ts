import {
  formatInvoiceNumber,
  formatRand,
  formatVatPercent,
  formatWorkshopDate,
  invoiceTitle,
  PAYMENT_METHOD_LABELS,
  type PaymentKind,
  type PaymentMethod,
  type Quote,
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
  type Pdf,
} from "../../pdf/document";

/** A piece as a quote names it, with its coverage in words and the quote in force. */
export interface QuotedPiece {
  name: string;
  serialno: string;
  coverage: string;
  quote: Quote;
}

export interface QuoteDocument {
  requestId: number;
  /** When it was written: the newest sending of its quotes. */
  date: Date;
  customer: string[];
  vatNumber: string | null;
  pieces: QuotedPiece[];
}

const quantity = (n: number) => String(n);
const LINE_COLUMNS: Column[] = [
  { header: "Description", width: 46 },
  { header: "Qty", width: 8, align: "right" },
  { header: "Unit price", width: 16, align: "right" },
  { header: "VAT", width: 14, align: "right" },
  { header: "Amount", width: 16, align: "right" },
];

function vatLine(vatBasisPoints: number | null, vatCents: number): [string, string][] {
  return vatBasisPoints === null
    ? []
    : [[`VAT at ${formatVatPercent(vatBasisPoints)} included`, formatRand(vatCents)]];
}

function addressBlock(doc: Pdf, title: string, customer: string[]) {
  heading(doc, title);
  paragraph(doc, customer);
}

/**
 * The quote of a request's pieces the warranty does not cover (decision 099): for each, its
 * coverage in words, its lines with their VAT, and its price; the total of the quotes.
 */
export async function quotePdf(document: QuoteDocument): Promise<Buffer> {
  const reference = String(document.requestId);
  const { doc, done } = newPdf(`Quote for repair request ${reference}`);
  letterhead(
    doc,
    "Quote",
    [
      ["Repair request", reference],
      ["Date", formatWorkshopDate(document.date)],
    ],
    document.vatNumber,
  );
  addressBlock(doc, "For", document.customer);
  let total = 0;
  for (const piece of document.pieces) {
    heading(doc, `${piece.name}, ${piece.serialno}`);
    paragraph(doc, [piece.coverage, `Version ${piece.quote.version}`], { muted: true });
    table(
      doc,
      LINE_COLUMNS,
      piece.quote.items.map((item) => [
        item.description,
        quantity(item.quantity),
        formatRand(item.unitCents),
        formatRand(item.vatCents),
        formatRand(item.totalCents),
      ]),
    );
    sums(doc, [
      ...vatLine(piece.quote.vatBasisPoints, piece.quote.vatCents),
      ["Price", formatRand(piece.quote.totalCents)],
    ]);
    if (piece.quote.status !== "declined") total += piece.quote.totalCents;
  }
  sums(doc, [["Total of the quotes", formatRand(total)]], { boldLast: true });
  paragraph(
    doc,
    [
      "Prices include VAT where it is charged. Nothing is charged until you approve it: approve or decline each piece on its tracking page, or call us.",
      "A piece you decline comes back to you unrepaired.",
    ],
    { muted: true },
  );
  doc.end();
  return done;
}

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
        `Pay by bank transfer with the reference ${reference}, or at the workshop when you collect.`,
      ],
      { muted: true },
    );
  }
  doc.end();
  return done;
}
