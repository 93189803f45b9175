import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

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
  onConfirm,
  onCancel,
  className,
  idleIcon = null,
}: ConfirmCreateButtonsProps) {
  return (
    <div className={className}>
      <Button type="button" variant="outline" onClick={onCancel} disabled={creating}>
        Cancel
      </Button>
      <Button type="button" onClick={onConfirm} disabled={creating}>
        {creating ? <Spinner /> : idleIcon}
        {creating ? "Creating…" : "Confirm & Create"}
      </Button>
    </div>
  );
}
