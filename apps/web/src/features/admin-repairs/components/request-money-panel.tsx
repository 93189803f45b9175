import {
  formatRand,
  formatWorkshopDate,
  PAYMENT_KIND_LABELS,
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_LABELS,
  type Fee,
  type RequestMoney,
} from "@lo/domain";
import { Banknote, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { TitledSection } from "@/components/titled-section";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { isApiError } from "@/lib/api-client";
import { useRemoveFee } from "../payments-api";
import { FeeDialog } from "./fee-dialog";
import { PaymentDialog } from "./payment-dialog";

function Sum({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className={strong ? "text-xl font-semibold tabular-nums" : "text-lg tabular-nums"}>
        {formatRand(cents)}
      </dd>
    </div>
  );
}

/**
 * What the request costs and what was paid, for the workshop (decision 096): the sums, each fee
 * (which can be taken off) and each payment or refund, and the buttons to record them.
 */
export function RequestMoneyPanel({
  requestId,
  money,
}: {
  requestId: number;
  money: RequestMoney;
}) {
  const [dialog, setDialog] = useState<"payment" | "fee" | null>(null);
  const removeFee = useRemoveFee(requestId);
  // The fee whose removal is being confirmed (taking a charge off is asked first); kept while
  // the dialog closes, so its words do not change as it fades.
  const [removing, setRemoving] = useState<Fee | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Once a fee is gone its button is too: focus goes to the panel's first button instead.
  const removed = useRef(false);
  const firstButton = useRef<HTMLButtonElement>(null);
  const remove = async (fee: Fee) => {
    try {
      const answer = await removeFee.mutateAsync(fee.id);
      toast.success(answer.message);
      removed.current = true;
    } catch (error) {
      toast.error(isApiError(error) ? error.message : "The fee was not removed.");
    }
    setConfirming(false);
  };
  return (
    <TitledSection
      titleId="request-money-title"
      title="Payments"
      titleClassName="text-2xl font-semibold"
      className="mt-10"
    >
      <div className="mt-4 rounded-lg border border-border bg-card p-4 shadow-card sm:p-6">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Sum label="Due" cents={money.dueCents} />
          <Sum label="Paid" cents={money.paidCents} />
          <Sum label="Balance" cents={money.balanceCents} strong />
          {money.creditCents > 0 ? (
            <Sum label="Owed back" cents={money.creditCents} strong />
          ) : null}
        </dl>
        {money.fees.length > 0 ? (
          <ul aria-label="Fees" className="mt-4 flex flex-col gap-1 text-sm">
            {money.fees.map((fee) => (
              <li key={fee.id} className="flex items-center justify-between gap-2">
                <span>
                  Fee: {fee.description} ·{" "}
                  <span className="tabular-nums">{formatRand(fee.amountCents)}</span>
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove the fee ${fee.description}`}
                  aria-haspopup="dialog"
                  disabled={removeFee.isPending}
                  onClick={() => {
                    setRemoving(fee);
                    setConfirming(true);
                  }}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {money.payments.length > 0 ? (
          <ul aria-label="Payments and refunds" className="mt-4 flex flex-col gap-1 text-sm">
            {money.payments.map((payment) => (
              <li key={payment.id}>
                {formatWorkshopDate(payment.paidOn)} · {PAYMENT_KIND_LABELS[payment.kind]}{" "}
                <span className="tabular-nums">{formatRand(payment.amountCents)}</span> by{" "}
                {PAYMENT_METHOD_LABELS[payment.method]}
                {payment.reference ? ` · ${payment.reference}` : ""}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-sm text-muted-foreground">No payments recorded yet.</p>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button ref={firstButton} aria-haspopup="dialog" onClick={() => setDialog("payment")}>
            <Banknote aria-hidden="true" />
            Record a payment
          </Button>
          <Button variant="outline" aria-haspopup="dialog" onClick={() => setDialog("fee")}>
            Add a fee
          </Button>
        </div>
      </div>
      <PaymentDialog
        requestId={requestId}
        open={dialog === "payment"}
        onClose={() => setDialog(null)}
      />
      <FeeDialog requestId={requestId} open={dialog === "fee"} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && !removeFee.isPending && setConfirming(false)}
        onCloseAutoFocus={(event) => {
          if (!removed.current) return;
          removed.current = false;
          event.preventDefault();
          firstButton.current?.focus();
        }}
        title={removing ? PAYMENT_MESSAGES.removeFeeTitle(removing.description) : ""}
        description={removing ? PAYMENT_MESSAGES.removeFeeBody(removing.amountCents) : ""}
        confirmLabel="Remove the fee"
        pendingLabel="Removing..."
        pending={removeFee.isPending}
        destructive
        onConfirm={() => (removing ? remove(removing) : undefined)}
      />
    </TitledSection>
  );
}
