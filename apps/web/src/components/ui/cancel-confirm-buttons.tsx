import type { ReactNode } from "react";
import { Button } from "./button";
import { Spinner } from "./spinner";

type CancelConfirmButtonsProps = {
  /** While true both buttons are held and the confirm button shows a spinner. */
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  cancelLabel: string;
  confirmLabel: string;
  pendingLabel: string;
  /** Beside the confirm label while nothing is pending. */
  idleIcon?: ReactNode;
};

/** A confirmation step's way back and its confirm button; the caller's row lays them out. */
export function CancelConfirmButtons({
  pending,
  onCancel,
  onConfirm,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  idleIcon = null,
}: CancelConfirmButtonsProps) {
  return (
    <>
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button type="button" onClick={onConfirm} disabled={pending}>
        {pending ? <Spinner /> : idleIcon}
        {pending ? pendingLabel : confirmLabel}
      </Button>
    </>
  );
}
