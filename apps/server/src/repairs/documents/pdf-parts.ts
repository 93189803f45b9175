import { formatRand, formatVatPercent } from "@lo/domain";
import { heading, paragraph, type Column, type Pdf } from "../../pdf/document";

// What the quote and the invoice share: their line columns, VAT line and addressee.

export const quantity = (n: number) => String(n);
export const LINE_COLUMNS: Column[] = [
  { header: "Description", width: 46 },
  { header: "Qty", width: 8, align: "right" },
  { header: "Unit price", width: 16, align: "right" },
  { header: "VAT", width: 14, align: "right" },
  { header: "Amount", width: 16, align: "right" },
];

export function vatLine(vatBasisPoints: number | null, vatCents: number): [string, string][] {
  return vatBasisPoints === null
    ? []
    : [[`VAT at ${formatVatPercent(vatBasisPoints)} included`, formatRand(vatCents)]];
}

export function addressBlock(doc: Pdf, title: string, customer: string[]) {
  heading(doc, title);
  paragraph(doc, customer);
}
