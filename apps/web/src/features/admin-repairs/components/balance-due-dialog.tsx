import { BALANCE_DUE_CODE, PAYMENT_MESSAGES } from "@lo/domain";
import { useCallback, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { isApiError } from "@/lib/api-client";

/** Whether a refusal is the server asking to confirm sending pieces back with a balance due. */
export function isBalanceDueRefusal(error: unknown): error is Error {
  return isApiError(error) && error.status === 409 && error.code === BALANCE_DUE_CODE;
}

type Asking = { message: string; resolve: (confirmed: boolean) => void };

/**
 * Sending a piece back with a balance still due (decision 098): the server refuses the move
 * (409, `balance-due`) with a message naming the amount; this asks the admin with that message
 * and a confirm button. `confirmIfBalanceDue(error)` answers null for any other error, else a
 * promise of the admin's choice (true: save again with `confirmBalanceDue`); render `dialog`.
 * The update dialog, 'Next' and the bulk bar share it.
 */
export function useBalanceDueConfirmation() {
  const [asking, setAsking] = useState<Asking | null>(null);
  const current = useRef<Asking | null>(null);

  const confirmIfBalanceDue = useCallback((error: unknown): Promise<boolean> | null => {
    if (!isBalanceDueRefusal(error)) return null;
    current.current?.resolve(false);
    return new Promise<boolean>((resolve) => {
      const next = { message: error.message, resolve };
      current.current = next;
      setAsking(next);
    });
  }, []);

  const answer = (confirmed: boolean) => {
    current.current?.resolve(confirmed);
    current.current = null;
    setAsking(null);
  };

  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      onOpenChange={(open) => !open && answer(false)}
      title={PAYMENT_MESSAGES.balanceDueTitle}
      description={asking?.message ?? ""}
      confirmLabel={PAYMENT_MESSAGES.balanceDueConfirm}
      onConfirm={() => answer(true)}
    />
  );

  return { confirmIfBalanceDue, dialog };
}
