import type { Quote } from "@lo/domain";

/**
 * A quote sent and awaiting the customer's answer: a new buckle and two of edge paint,
 * R 1 250.00 with R 163.05 VAT at 15 %; `changes` for what a test needs otherwise.
 */
export function awaitingQuote(changes: Partial<Quote> = {}): Quote {
  return {
    version: 1,
    status: "awaiting",
    items: [
      {
        description: "New buckle",
        quantity: 1,
        unitCents: 45000,
        totalCents: 45000,
        vatCents: 5870,
      },
      {
        description: "Edge paint",
        quantity: 2,
        unitCents: 40000,
        totalCents: 80000,
        vatCents: 10435,
      },
    ],
    totalCents: 125000,
    vatCents: 16305,
    vatBasisPoints: 1500,
    createdAt: "2027-03-15T08:00:00.000Z",
    sentAt: "2027-03-15T09:00:00.000Z",
    answeredAt: null,
    answeredVia: null,
    ...changes,
  };
}
