/**
 * The shop's money at twenty years (issue 28), planned from a random source of its own so the
 * rest of the shop stays as it was: about 12 % of the pieces not under the warranty (mostly
 * Paid, some Goodwill with its reason, a few Not repairable), each with its cause; every paid
 * piece quoted (one or two versions, most approved, the open ones awaiting), fees on some
 * requests, payments (most in full, some in part, a few refunded) and one invoice for each
 * charged request that was closed or paid, numbered 1..n in the order they were issued.
 * The featured requests (the request page's and the tracking page's, the heavy customer's)
 * always have money. seed-money.ts writes it.
 */
import {
  documentTotals,
  vatIncluded,
  type CauseComponent,
  type CauseReason,
  type Coverage,
} from "@lo/domain";
import type { LineRow, RepairPlan, RequestRow } from "./plan-items";
import { NOW, randomSource } from "./seed-plan";
import {
  CAUSES,
  FEES,
  GOODWILL_REASONS,
  VAT_BASIS_POINTS,
  type FeeRow,
  type InvoiceItem,
  type LineMoney,
  type MoneyPlan,
} from "./money-rows";

import { at, outcomeFor, planPayments, planQuotes, weighted, type Draw } from "./plan-charges";

/** The request with the most lines (the lowest id among equals), of one owner or of all. */
export function mostLinesRequest(plan: RepairPlan, owner?: string): number | undefined {
  const counts = new Map<number, number>();
  const owners = new Map(plan.requests.map((row) => [row.id, row.customerIdnumber]));
  for (const line of plan.lines) {
    if (owner !== undefined && owners.get(line.repairRequestId) !== owner) continue;
    counts.set(line.repairRequestId, (counts.get(line.repairRequestId) ?? 0) + 1);
  }
  let best: [number, number] | undefined;
  for (const [id, count] of counts) {
    if (!best || count > best[1] || (count === best[1] && id < best[0])) best = [id, count];
  }
  return best?.[0];
}

export function planMoney(plan: RepairPlan, admins: string[], featured: Set<number>): MoneyPlan {
  // Its own seed: the shop planned before it stays exactly as it was.
  const pick = randomSource(20261128);
  const money: MoneyPlan = {
    lines: new Map(),
    quotes: [],
    fees: [],
    payments: [],
    invoices: [],
    dueCents: new Map(),
    paidCents: new Map(),
  };
  const linesOf = new Map<number, LineRow[]>();
  for (const line of plan.lines) {
    linesOf.set(line.repairRequestId, [...(linesOf.get(line.repairRequestId) ?? []), line]);
  }
  for (const request of plan.requests) {
    planRequest(money, request, linesOf.get(request.id) ?? [], featured.has(request.id), {
      pick,
      admin: () => at(admins, pick),
    });
  }
  money.invoices.sort(
    (a, b) => a.issuedAt.getTime() - b.issuedAt.getTime() || a.repairRequestId - b.repairRequestId,
  );
  money.invoices.forEach((invoice, index) => (invoice.number = index + 1));
  return money;
}

/** A featured request's pieces: two paid (the first quoted twice), then goodwill. */
const FEATURED_COVERAGE = ["paid", "paid", "goodwill"] as const;

function planRequest(
  money: MoneyPlan,
  request: RequestRow,
  lines: LineRow[],
  featured: boolean,
  draw: Draw,
): void {
  const { pick } = draw;
  const closed = lines.every((line) => line.state === "completed");
  const start = request.createdAt.getTime();
  const span = (closed ? request.updatedAt.getTime() : NOW) - start;
  /** A moment `fraction` of the way through the request's life (never after now). */
  const when = (fraction: number) => new Date(start + Math.floor(fraction * span));
  const charged: InvoiceItem[] = [];
  let [takesAssessment, notAllWarranty] = [false, false];
  lines.forEach((line, index) => {
    const roll = pick();
    const coverage: Coverage = featured
      ? (FEATURED_COVERAGE[index] ?? "warranty")
      : roll < 0.096
        ? "paid"
        : roll < 0.1128
          ? "goodwill"
          : roll < 0.12
            ? "not-repairable"
            : "warranty";
    if (coverage === "warranty") return;
    notAllWarranty = true;
    const [component, reasons] = [at(CAUSES.components, pick), CAUSES.reasons[coverage]];
    const entry: LineMoney = {
      coverage,
      goodwillReason: coverage === "goodwill" ? at(GOODWILL_REASONS, pick) : null,
      causeComponent: component as CauseComponent,
      causeReason: weighted(reasons, pick) as CauseReason,
      quoteStatus: null,
    };
    money.lines.set(line.id, entry);
    if (coverage === "not-repairable") takesAssessment = true;
    if (coverage !== "paid") return;
    // A featured piece has a quote sent (its PDF is timed), approved once the request closed.
    const drawn = featured && closed ? "approved" : outcomeFor(line, pick);
    const outcome = featured && drawn === "draft" ? "awaiting" : drawn;
    const final = planQuotes(money, line, outcome, featured && index === 0, when, draw);
    entry.quoteStatus = final.sentAt === null ? null : (final.answer ?? "awaiting");
    if (final.answer === "approved") {
      const totals = documentTotals(final.items, final.vatBasisPoints);
      final.items.forEach((item, n) =>
        charged.push({ serialno: line.serialno, ...item, ...totals.lines[n]! }),
      );
    }
  });
  // An assessment for most pieces that cannot be repaired; return postage on some requests
  // with a piece not under the warranty, one closed request in a hundred and every featured one.
  const fee =
    takesAssessment && pick() < 0.7
      ? FEES.assessment
      : featured || (notAllWarranty && pick() < 0.2) || (closed && pick() < 0.01)
        ? FEES.returnPostage
        : undefined;
  if (fee) {
    const row: FeeRow = {
      repairRequestId: request.id,
      description: fee.description,
      amountCents: fee.cents,
      createdAt: when(0.12),
      createdBy: draw.admin(),
    };
    money.fees.push(row);
    const vatCents = vatIncluded(fee.cents, VAT_BASIS_POINTS);
    charged.push({
      serialno: null,
      description: fee.description,
      quantity: 1,
      unitCents: fee.cents,
      totalCents: fee.cents,
      vatCents,
    });
  }
  const due = charged.reduce((sum, item) => sum + item.totalCents, 0);
  if (due === 0) return;
  money.dueCents.set(request.id, due);
  const payments = planPayments(request.id, due, closed, featured, when, draw);
  money.payments.push(...payments);
  const paid = payments.reduce(
    (sum, p) => sum + (p.kind === "payment" ? p.amountCents : -p.amountCents),
    0,
  );
  if (paid !== 0) money.paidCents.set(request.id, paid);
  // Issued by an admin when the request closed, or with its first payment (decision 099).
  if (!closed && payments.length === 0) return;
  const issuedAt = payments[0]?.recordedAt ?? when(0.9);
  money.invoices.push({
    number: 0,
    repairRequestId: request.id,
    issuedAt,
    issuedBy: draw.admin(),
    items: charged,
    totalCents: due,
    vatCents: charged.reduce((sum, item) => sum + item.vatCents, 0),
  });
}
