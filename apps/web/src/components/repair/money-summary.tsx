import { formatRand } from "@lo/domain";
import { TitledSection } from "@/components/titled-section";

type Sums = { dueCents: number; paidCents: number; balanceCents: number; creditCents: number };

/** Whether anything was charged or paid on a request. */
export const hasMoney = (money: Sums | undefined): boolean =>
  money !== undefined && (money.dueCents !== 0 || money.paidCents !== 0);

/**
 * What the customer owes on a request and how to pay (decision 096), on the tracking page and
 * their request page: nothing at all while nothing was charged or paid.
 */
export function MoneySummary({
  money,
  reference,
  className,
}: {
  money: Sums | undefined;
  reference: number;
  className?: string;
}) {
  if (!money || !hasMoney(money)) return null;
  const rows: [string, number][] = [
    ["Charged", money.dueCents],
    ["Paid", money.paidCents],
  ];
  return (
    <TitledSection
      titleId="money-title"
      title="Payment"
      titleClassName="text-2xl font-semibold"
      className={className}
    >
      <div className="mt-4 rounded-lg border border-border bg-card p-4 shadow-card sm:p-6">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {rows.map(([label, cents]) => (
            <div key={label}>
              <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                {label}
              </dt>
              <dd className="text-lg tabular-nums">{formatRand(cents)}</dd>
            </div>
          ))}
          <div>
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {money.creditCents > 0 ? "We owe you" : "To pay"}
            </dt>
            <dd className="text-xl font-semibold tabular-nums">
              {formatRand(money.creditCents > 0 ? money.creditCents : money.balanceCents)}
            </dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-muted-foreground">
          {money.balanceCents > 0
            ? `Pay by bank transfer with the reference ${reference}, or at the workshop when you collect.`
            : money.creditCents > 0
              ? "The workshop will refund you the difference."
              : "Paid in full. Thank you."}
        </p>
      </div>
    </TitledSection>
  );
}
