/**
 * A paid piece's quote versions and a charged request's payments, for plan-money.ts: drawn
 * from its random source, so the same every run.
 */
import { documentTotals } from "@lo/domain";
import type { LineRow } from "./plan-items";
import {
  PRICES,
  VAT_BASIS_POINTS,
  type MoneyPlan,
  type PaymentRow,
  type QuoteItem,
  type QuoteRow,
} from "./money-rows";

export type Pick = () => number;
export const at = <T>(list: readonly T[], pick: Pick): T =>
  list[Math.floor(pick() * list.length)] as T;
/** The first of `weighted` ([value, share]) whose shares so far pass a roll. */
export function weighted<T>(choices: readonly (readonly [T, number])[], pick: Pick): T {
  let roll = pick();
  for (const [value, share] of choices) {
    roll -= share;
    if (roll < 0) return value;
  }
  return (choices[choices.length - 1] as readonly [T, number])[0];
}

/** The workshop's day (South Africa, UTC+2 all year) of a moment, YYYY-MM-DD. */
const workshopDay = (moment: Date) =>
  new Date(moment.getTime() + 2 * 60 * 60 * 1000).toISOString().slice(0, 10);

function quoteItems(pick: Pick): QuoteItem[] {
  const count = weighted(
    [
      [1, 0.55],
      [2, 0.35],
      [3, 0.1],
    ],
    pick,
  );
  const items: QuoteItem[] = [];
  while (items.length < count) {
    const [description, unitCents, most] = at(PRICES, pick);
    if (items.some((item) => item.description === description)) continue;
    items.push({ description, quantity: 1 + Math.floor(pick() * most), unitCents });
  }
  return items;
}

export type Outcome = "approved" | "declined" | "awaiting" | "draft";

/** Where a paid piece's quote stands, as its state allows (no work before an approval). */
export function outcomeFor(line: LineRow, pick: Pick): Outcome {
  switch (line.state) {
    case "in-progress":
      return "approved";
    case "pending":
      return pick() < 0.6 ? "awaiting" : "draft";
    case "enroute-to-outfitter":
      return weighted(
        [
          ["awaiting", 0.5],
          ["approved", 0.35],
          ["declined", 0.15],
        ],
        pick,
      );
    default:
      return pick() < 0.85 ? "approved" : "declined";
  }
}

export interface Draw {
  pick: Pick;
  admin: () => string;
}

/**
 * A paid piece's quote versions: one, or two (the first declined or changed before an
 * answer); the newest ends as `outcome`. Returns the newest.
 */
export function planQuotes(
  money: MoneyPlan,
  line: LineRow,
  outcome: Outcome,
  twice: boolean,
  when: (fraction: number) => Date,
  draw: Draw,
): QuoteRow {
  const { pick } = draw;
  const written = (version: number, items: QuoteItem[], sent: number | null): QuoteRow => {
    const totals = documentTotals(items, VAT_BASIS_POINTS);
    const row: QuoteRow = {
      repairLineId: line.id,
      version,
      items,
      totalCents: totals.totalCents,
      vatCents: totals.vatCents,
      vatBasisPoints: VAT_BASIS_POINTS,
      createdAt: when(sent === null ? 0.08 : sent - 0.02),
      createdBy: draw.admin(),
      sentAt: sent === null ? null : when(sent),
      answer: null,
      answeredAt: null,
      answeredVia: null,
      answeredBy: null,
      answerNote: null,
    };
    money.quotes.push(row);
    return row;
  };
  const answer = (row: QuoteRow, how: "approved" | "declined", fraction: number) => {
    const via =
      how === "declined"
        ? pick() < 0.7
          ? "tracking-link"
          : "customer-page"
        : weighted(
            [
              ["tracking-link", 0.6],
              ["customer-page", 0.25],
              ["phone", 0.1],
              ["in-shop", 0.05],
            ] as const,
            pick,
          );
    const recorded = via === "phone" || via === "in-shop";
    Object.assign(row, {
      answer: how,
      answeredAt: when(fraction),
      answeredVia: via,
      answeredBy: recorded ? draw.admin() : null,
      answerNote: recorded
        ? via === "phone"
          ? "Approved on the phone."
          : "Approved at the front desk."
        : null,
    });
  };
  let items = quoteItems(pick);
  if (outcome === "draft") return written(1, items, null);
  let version = 1;
  if (twice || pick() < 0.25) {
    const first = written(1, items, 0.1);
    if (twice || pick() < 0.5) {
      // Declined, then quoted again for less.
      answer(first, "declined", 0.15);
      items =
        items.length > 1
          ? items.slice(0, -1)
          : items.map((item) => ({ ...item, unitCents: Math.round(item.unitCents * 0.008) * 100 }));
    } else {
      // Changed before any answer: more was found once the piece was opened.
      items = [
        ...items,
        { description: "Condition the whole piece", quantity: 1, unitCents: 15000 },
      ];
    }
    version = 2;
  }
  const final = written(version, items, version === 1 ? 0.1 : 0.2);
  if (outcome !== "awaiting") answer(final, outcome, 0.3);
  return final;
}

export function planPayments(
  requestId: number,
  due: number,
  closed: boolean,
  featured: boolean,
  when: (fraction: number) => Date,
  draw: Draw,
): PaymentRow[] {
  const { pick } = draw;
  const method = weighted(
    [
      ["eft", 0.6],
      ["card", 0.3],
      ["cash", 0.1],
    ] as const,
    pick,
  );
  const entry = (kind: PaymentRow["kind"], amountCents: number, fraction: number): PaymentRow => {
    const recordedAt = when(fraction);
    return {
      repairRequestId: requestId,
      kind,
      amountCents,
      method,
      reference:
        method === "eft"
          ? `LO-${requestId}`
          : method === "card"
            ? `AUTH ${String(Math.floor(pick() * 1e6)).padStart(6, "0")}`
            : null,
      paidOn: workshopDay(recordedAt),
      recordedAt,
      recordedBy: draw.admin(),
    };
  };
  const half = Math.max(100, Math.round(due / 200) * 100);
  const parts = () =>
    half < due
      ? [entry("payment", half, 0.35), entry("payment", due - half, 0.95)]
      : [entry("payment", due, 0.95)];
  if (featured) return closed ? parts() : [entry("payment", half, 0.35)];
  if (!closed) return pick() < 0.3 ? [entry("payment", half, 0.35)] : [];
  return weighted<() => PaymentRow[]>(
    [
      [() => [entry("payment", due, 0.95)], 0.8],
      [parts, 0.08],
      // Part-paid: the rest still owed.
      [() => [entry("payment", half, 0.95)], 0.07],
      // Paid twice by mistake, the second given back.
      [
        () => [
          entry("payment", due, 0.92),
          entry("payment", due, 0.94),
          entry("refund", due, 0.97),
        ],
        0.03,
      ],
      [() => [], 0.02],
    ],
    pick,
  )();
}
