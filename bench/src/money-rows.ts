/**
 * The rows of the shop's money as plan-money.ts plans them and seed-money.ts writes them, and
 * the workshop's prices, fees and reasons they are made of.
 */
import type { Coverage } from "@lo/domain";

/** The rate every seeded quote and invoice is written at: South Africa's 15 %. */
export const VAT_BASIS_POINTS = 1500;
/** The workshop's VAT number in the seeded billing settings. */
export const VAT_NUMBER = "4123456789";

/** The price list: what the work is, its price VAT included, and how many a quote may take. */
export const PRICES: readonly (readonly [string, number, number])[] = [
  ["Restitch the strap", 35000, 1],
  ["Replace the buckle (solid brass)", 42000, 1],
  ["Replace the zip", 55000, 1],
  ["Re-dye and condition the leather", 48000, 1],
  ["Sand, paint and burnish the edges", 30000, 1],
  ["Replace a handle rivet", 6000, 4],
  ["Replace the lining", 65000, 1],
  ["Make a new keeper loop", 12000, 2],
];

export const FEES = {
  assessment: { description: "Assessment", cents: 15000 },
  returnPostage: { description: "Return postage", cents: 9900 },
} as const;

export const GOODWILL_REASONS = [
  "Long-standing customer: repaired at no charge.",
  "Stitching gave way just outside what the warranty covers.",
  "Our delay in the workshop: no charge for the repair.",
  "Damaged by our courier on the way back.",
];

/** A piece's cause: any part, and why, weighted by who pays. */
export const CAUSES = {
  components: [
    "stitching",
    "edges",
    "hardware",
    "strap-or-handle",
    "lining",
    "zip",
    "leather-surface",
    "other",
  ],
  reasons: {
    paid: [
      ["accident-or-misuse", 0.75],
      ["unknown", 0.15],
      ["wear", 0.1],
    ],
    goodwill: [
      ["wear", 0.5],
      ["accident-or-misuse", 0.3],
      ["unknown", 0.2],
    ],
    "not-repairable": [
      ["accident-or-misuse", 0.7],
      ["wear", 0.2],
      ["unknown", 0.1],
    ],
  } as Record<Exclude<Coverage, "warranty">, readonly (readonly [string, number])[]>,
};

/** A piece not under the warranty: who pays, why, and where its quote in force stands. */
export interface LineMoney {
  coverage: Exclude<Coverage, "warranty">;
  goodwillReason: string | null;
  causeComponent: string;
  causeReason: string;
  quoteStatus: "awaiting" | "approved" | "declined" | null;
}

export interface QuoteItem {
  description: string;
  quantity: number;
  unitCents: number;
}

export interface QuoteRow {
  repairLineId: number;
  version: number;
  items: QuoteItem[];
  totalCents: number;
  vatCents: number;
  vatBasisPoints: number;
  createdAt: Date;
  createdBy: string;
  sentAt: Date | null;
  answer: "approved" | "declined" | null;
  answeredAt: Date | null;
  answeredVia: "tracking-link" | "customer-page" | "phone" | "in-shop" | null;
  answeredBy: string | null;
  answerNote: string | null;
}

export interface FeeRow {
  repairRequestId: number;
  description: string;
  amountCents: number;
  createdAt: Date;
  createdBy: string;
}

export interface PaymentRow {
  repairRequestId: number;
  kind: "payment" | "refund";
  amountCents: number;
  method: "eft" | "card" | "cash";
  reference: string | null;
  paidOn: string;
  recordedAt: Date;
  recordedBy: string;
}

/** As the invoices table stores a line (serialno null: a fee). */
export interface InvoiceItem extends QuoteItem {
  serialno: string | null;
  totalCents: number;
  vatCents: number;
}

export interface InvoiceRow {
  number: number;
  repairRequestId: number;
  issuedAt: Date;
  issuedBy: string;
  items: InvoiceItem[];
  totalCents: number;
  vatCents: number;
}

export interface MoneyPlan {
  /** The pieces not under the warranty, by line id (the others: warranty, no cause). */
  lines: Map<number, LineMoney>;
  quotes: QuoteRow[];
  fees: FeeRow[];
  payments: PaymentRow[];
  invoices: InvoiceRow[];
  /** What each charged request is due and was paid, as the planner worked it out. */
  dueCents: Map<number, number>;
  paidCents: Map<number, number>;
}
