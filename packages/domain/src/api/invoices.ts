import { z } from "zod";
import { documentTotals, formatRand } from "../business/money";
import { idField } from "../validation/fields";
import { isoDateTimeSchema } from "./common";

/**
 * The workshop's invoices (decision 099): what a request was charged, issued under a number
 * that runs without gaps, with the payments received as its receipt; and the quote and
 * invoice documents (PDF) the customer and the workshop download.
 */

export const INVOICE_MESSAGES = {
  issued: (number: number) => `${invoiceName(number)} issued.`,
  nothingDue: "Nothing is charged on this request yet, so there is nothing to invoice.",
  upToDate: (number: number) =>
    `${invoiceName(number)} already shows what this request is charged.`,
  notFound: "There is no such invoice on this request.",
  noQuote: "This request has no quote sent yet.",
  range: "Choose a date range: from a day to a day not before it, at most ten years.",
} as const;

/** How an invoice number is written: INV-00042. */
export const formatInvoiceNumber = (number: number) => `INV-${String(number).padStart(5, "0")}`;

/** "Invoice INV-00042", as messages name it. */
export const invoiceName = (number: number) => `Invoice ${formatInvoiceNumber(number)}`;

/** What a document is called at its top: only a VAT vendor may issue a tax invoice. */
export const invoiceTitle = (vatNumber: string | null) => (vatNumber ? "Tax invoice" : "Invoice");

/** One line of an invoice: a piece's quote line, or a fee of the request. */
export interface InvoiceLine {
  serialno: string | null;
  description: string;
  quantity: number;
  unitCents: number;
}

/** An invoice's lines with each one's total and VAT (rounded per line) and the sums. */
export function invoiceTotals(lines: readonly InvoiceLine[], vatBasisPoints: number | null) {
  const totals = documentTotals(lines, vatBasisPoints);
  return {
    items: lines.map((line, index) => ({
      ...line,
      totalCents: totals.lines[index]?.totalCents ?? 0,
      vatCents: totals.lines[index]?.vatCents ?? 0,
    })),
    totalCents: totals.totalCents,
    vatCents: totals.vatCents,
  };
}

/** An invoice as the request pages list it. */
export const invoiceSummarySchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  /** INV-00042. */
  label: z.string(),
  issuedAt: isoDateTimeSchema,
  totalCents: z.number().int(),
  vatCents: z.number().int(),
  /** The number of the newer invoice that replaced it (the charges changed); null: in force. */
  replacedBy: z.number().int().nullable(),
});

export const invoiceListSchema = z.object({ invoices: z.array(invoiceSummarySchema) });

export const invoiceIssueResponseSchema = z.object({
  message: z.string(),
  invoice: invoiceSummarySchema,
});

/** `/repairs/{id}/invoices/{invoiceId}.pdf`. */
export const invoiceParamsSchema = z.object({
  id: idField("Repair id must be a positive whole number"),
  invoiceId: idField("Invoice id must be a positive whole number"),
});

/** The accountant's export (GET /repairs/export/accounts): invoices and payments by date. */
export const accountsExportQuerySchema = z
  .object({
    from: z.iso.date({ error: INVOICE_MESSAGES.range }),
    to: z.iso.date({ error: INVOICE_MESSAGES.range }),
  })
  .refine(
    ({ from, to }) =>
      from <= to && Date.parse(to) - Date.parse(from) <= 10 * 366 * 24 * 60 * 60 * 1000,
    { error: INVOICE_MESSAGES.range, path: ["to"] },
  );

export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** The sums of an invoice in words, for its mail and the receipt. */
export const invoiceSumsInWords = (totalCents: number, paidCents: number) =>
  `Total ${formatRand(totalCents)}, paid ${formatRand(paidCents)}, ${
    totalCents - paidCents > 0
      ? `to pay ${formatRand(totalCents - paidCents)}`
      : "nothing left to pay"
  }.`;
