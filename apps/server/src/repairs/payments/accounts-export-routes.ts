import {
  accountsExportQuerySchema,
  formatCustomerDisplayName,
  formatInvoiceNumber,
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
} from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { csvExportRoutes, CsvRand, type CsvColumn } from "../../http/csv-export";
import {
  invoicesExportQuery,
  paymentsExportQuery,
  type InvoiceExportRow,
  type PaymentExportRow,
} from "./accounts-export";

/** The request's customer, as both exports name them. */
const customerName = (row: { clientFirstName: string; clientSurname: string }) =>
  formatCustomerDisplayName(row.clientFirstName, row.clientSurname);

const INVOICE_COLUMNS: CsvColumn<InvoiceExportRow>[] = [
  { header: "Invoice", cell: (row) => formatInvoiceNumber(row.number) },
  { header: "Date issued", cell: (row) => row.issuedOn },
  { header: "Request", cell: (row) => row.requestId },
  { header: "Customer", cell: customerName },
  { header: "Customer ID number", cell: (row) => row.customeridnumber },
  { header: "Total excluding VAT", cell: (row) => new CsvRand(row.totalCents - row.vatCents) },
  { header: "VAT", cell: (row) => new CsvRand(row.vatCents) },
  { header: "Total", cell: (row) => new CsvRand(row.totalCents) },
  {
    header: "Replaces",
    cell: (row) => (row.replacesNumber === null ? null : formatInvoiceNumber(row.replacesNumber)),
  },
  { header: "VAT number", cell: (row) => row.vatNumber },
];

const PAYMENT_COLUMNS: CsvColumn<PaymentExportRow>[] = [
  { header: "Date paid", cell: (row) => row.paidOn },
  { header: "Kind", cell: (row) => PAYMENT_KIND_LABELS[row.kind] },
  {
    header: "Amount",
    cell: (row) => new CsvRand(row.kind === "refund" ? -row.amountCents : row.amountCents),
  },
  { header: "Method", cell: (row) => PAYMENT_METHOD_LABELS[row.method] },
  { header: "Reference", cell: (row) => row.reference },
  { header: "Request", cell: (row) => row.requestId },
  { header: "Customer", cell: customerName },
  { header: "Customer ID number", cell: (row) => row.customeridnumber },
  { header: "Recorded at", cell: (row) => row.recordedAt },
];

/**
 * For the accountant: `GET /repairs/export/invoices.csv` and `/repairs/export/payments.csv`,
 * the invoices issued and the payments and refunds received from one day to another (the
 * workshop's days, both included), as CSV downloads like the lists' exports.
 */
export const accountsExportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    csvExportRoutes(
      {
        path: "/repairs/export/invoices.csv",
        tag: "payments",
        summary:
          "The invoices issued from one day to another (the workshop's days, both included), by number, as CSV (streamed)",
        querystring: accountsExportQuerySchema,
      },
      (range) => ({
        name: "invoices",
        select: (db) => invoicesExportQuery(db, range),
        record: (row) => row,
        columns: INVOICE_COLUMNS,
      }),
    ),
  );
  await app.register(
    csvExportRoutes(
      {
        path: "/repairs/export/payments.csv",
        tag: "payments",
        summary:
          "The payments and refunds paid from one day to another (both included), by the day paid, as CSV (streamed)",
        querystring: accountsExportQuerySchema,
      },
      (range) => ({
        name: "payments",
        select: (db) => paymentsExportQuery(db, range),
        record: (row) => row,
        columns: PAYMENT_COLUMNS,
      }),
    ),
  );
};
