import {
  BANK_DETAIL_FIELDS,
  BANK_DETAIL_LABELS,
  formatRand,
  PAYMENT_MESSAGES,
  type BankDetails,
} from "@lo/domain";
import { TitledSection } from "@/components/titled-section";

type Sums = {
  dueCents: number;
  paidCents: number;
  balanceCents: number;
  creditCents: number;
  /** Where to pay by transfer (decision 097): absent or null while Settings has none. */
  bankDetails?: BankDetails | null;
};

const TERM = "text-xs font-medium tracking-wide text-muted-foreground uppercase";

/** The account to pay into, each detail on its own line, with the reference to give. */
function BankDetailsList({ bank, reference }: { bank: BankDetails; reference: number }) {
  const rows: [string, string][] = [
    ...BANK_DETAIL_FIELDS.map((field): [string, string] => [
      BANK_DETAIL_LABELS[field],
      bank[field],
    ]),
    [PAYMENT_MESSAGES.referenceLabel, String(reference)],
  ];
  return (
    <div className="mt-3 rounded-md bg-muted/50 p-3 text-sm">
      <h3 className="font-semibold">{PAYMENT_MESSAGES.bankDetailsTitle}</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium break-words tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Whether anything was charged or paid on a request. */
export const hasMoney = (money: Sums | undefined): boolean =>
  money !== undefined && (money.dueCents !== 0 || money.paidCents !== 0);

/**
 * What the customer owes on a request and how to pay (decisions 096, 097), on the tracking page
 * and their request page, with the workshop's bank details when Settings has them: nothing at
 * all while nothing was charged or paid.
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
              <dt className={TERM}>{label}</dt>
              <dd className="text-lg tabular-nums">{formatRand(cents)}</dd>
            </div>
          ))}
          <div>
            <dt className={TERM}>{money.creditCents > 0 ? "We owe you" : "To pay"}</dt>
            <dd className="text-xl font-semibold tabular-nums">
              {formatRand(money.creditCents > 0 ? money.creditCents : money.balanceCents)}
            </dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-muted-foreground">
          {money.balanceCents > 0
            ? PAYMENT_MESSAGES.howToPay(reference)
            : money.creditCents > 0
              ? PAYMENT_MESSAGES.refundOwed
              : PAYMENT_MESSAGES.paidInFull}
        </p>
        {money.balanceCents > 0 && money.bankDetails ? (
          <BankDetailsList bank={money.bankDetails} reference={reference} />
        ) : null}
      </div>
    </TitledSection>
  );
}
