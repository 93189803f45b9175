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

/** The longest range the accountant's export takes: ten years of days. */
const ACCOUNTS_RANGE_MAX_DAYS = 3653;

/** The days from `from` to `to` (YYYY-MM-DD), counted as calendar days. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The accountant's exports (`GET /repairs/export/invoices.csv` and `/payments.csv`): the
 * days from `from` to `to`, both included, as the workshop counts them (its time zone); `to`
 * not before `from`, and at most ten years.
 */
export const accountsExportQuerySchema = z
  .object({
    from: z.iso.date({ error: INVOICE_MESSAGES.range }),
    to: z.iso.date({ error: INVOICE_MESSAGES.range }),
  })
  .refine(({ from, to }) => from <= to && daysBetween(from, to) <= ACCOUNTS_RANGE_MAX_DAYS, {
    error: INVOICE_MESSAGES.range,
    path: ["to"],
  });

export type AccountsExportQuery = z.infer<typeof accountsExportQuerySchema>;

/**
 * The calendar month before the one `today` (YYYY-MM-DD) falls in, from its first day to its
 * last: what the accountant asks for once a month.
 */
export function previousMonthOf(today: string): AccountsExportQuery {
  const [year = 0, month = 1] = today.split("-").map(Number);
  // Day 0 of this month is the last day of the one before.
  const last = new Date(Date.UTC(year, month - 1, 0));
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return {
    from: day(new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), 1))),
    to: day(last),
  };
}

export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** The sums of an invoice in words, for its mail and the receipt. */
export const invoiceSumsInWords = (totalCents: number, paidCents: number) =>
  `Total ${formatRand(totalCents)}, paid ${formatRand(paidCents)}, ${
    totalCents - paidCents > 0
      ? `to pay ${formatRand(totalCents - paidCents)}`
      : "nothing left to pay"
  }.`;
