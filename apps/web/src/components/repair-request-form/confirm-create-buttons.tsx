import type { ReactNode } from "react";
import { CancelConfirmButtons } from "@/components/ui/cancel-confirm-buttons";

type ConfirmCreateButtonsProps = {
  creating: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  className: string;
  /** Beside "Confirm & Create" while nothing is being sent. */
  idleIcon?: ReactNode;
};

/** The confirmation step's Cancel and Confirm & Create, both held while the request is sent. */
export function ConfirmCreateButtons({
  creating,
  className,
  ...actions
}: ConfirmCreateButtonsProps) {
  return (
    <div className={className}>
      <CancelConfirmButtons
        pending={creating}
        cancelLabel="Cancel"
        confirmLabel="Confirm & Create"
        pendingLabel="Creating…"
        {...actions}
      />
    </div>
  );
}
