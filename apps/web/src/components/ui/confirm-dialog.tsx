import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

type ConfirmDialogProps = {
  open: boolean;
  /** Passed straight to the dialog: a caller that must stay open while saving checks that itself. */
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name. */
  title: ReactNode;
  description: ReactNode;
  /** Between the description and the buttons: e.g. a list of what will change. */
  children?: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  /** While true both buttons are disabled and the confirm button shows a spinner. */
  pending?: boolean;
  /** The confirm button's text while pending; unset, it keeps `confirmLabel`. */
  pendingLabel?: ReactNode;
  /** The confirm button does not close the dialog; the caller closes it when done. */
  onConfirm: () => void | Promise<void>;
  destructive?: boolean;
  /** Where focus goes when the dialog closes, e.g. when it was opened from code, not a trigger. */
  onCloseAutoFocus?: (event: Event) => void;
};

/** An "are you sure?" alert dialog: title, description, optional body, Cancel and Confirm. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel = "Cancel",
  pending = false,
  pendingLabel,
  onConfirm,
  destructive = false,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <Button
            variant={destructive ? "destructive" : "default"}
            onClick={() => void onConfirm()}
            disabled={pending}
          >
            {pending ? <Spinner /> : null}
            {pending && pendingLabel !== undefined ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
