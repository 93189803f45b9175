import { repairStateLabel, type RepairState } from "@lo/domain";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { serverMessageOr } from "@/lib/api-client";
import { useBulkLines } from "../line-actions-api";
import { useBalanceDueConfirmation } from "./balance-due-dialog";
import type { SelectedLine } from "../use-line-selection";

export type BulkChoice = {
  lines: SelectedLine[];
  state: RepairState;
  note: string;
  internal: boolean;
};

type BulkConfirmDialogProps = {
  choice: BulkChoice | null;
  onClose: () => void;
  onDone: () => void;
};

/**
 * The bulk update's confirmation: every line (serial, request) with its state now and after,
 * and the note. A refusal (a stale line) shows the server's message; nothing was saved. A piece
 * sent back with a balance due is asked about first (decision 098).
 */
export function BulkConfirmDialog({ choice, onClose, onDone }: BulkConfirmDialogProps) {
  const bulk = useBulkLines();
  const [failure, setFailure] = useState<string | null>(null);
  const { confirmIfBalanceDue, dialog } = useBalanceDueConfirmation();
  const close = () => {
    setFailure(null);
    onClose();
  };
  const apply = (confirmBalanceDue = false) => {
    if (!choice) return;
    setFailure(null);
    bulk.mutate(
      {
        lines: choice.lines.map(({ repairlineid, version }) => ({ repairlineid, version })),
        state: choice.state,
        note: choice.note || undefined,
        internal: choice.internal,
        ...(confirmBalanceDue ? { confirmBalanceDue } : {}),
      },
      {
        onSuccess: (answer) => {
          toast.success("Repair Request Updated", { description: answer.message });
          onDone();
        },
        onError: (error) => {
          // A balance still due: asked, and applied again once the admin confirms (decision 098).
          const asked = confirmIfBalanceDue(error);
          if (asked) {
            void asked.then((confirmed) => confirmed && apply(true));
            return;
          }
          setFailure(serverMessageOr(error, "Failed to update repair request. Please try again."));
        },
      },
    );
  };
  const count = choice?.lines.length ?? 0;
  return (
    <>
      <ConfirmDialog
        open={choice !== null}
        onOpenChange={(open) => !open && !bulk.isPending && close()}
        title="Confirm Bulk Update"
        description={`Set ${count} ${count === 1 ? "line" : "lines"} to ${repairStateLabel(choice?.state ?? "")}${choice?.note ? ", with the note below" : ""}. All are saved, or none.`}
        confirmLabel="Confirm Update"
        pendingLabel="Saving…"
        pending={bulk.isPending}
        onConfirm={() => apply()}
      >
        <ul
          aria-label="Lines to update"
          className="max-h-64 overflow-y-auto rounded-md border border-border text-sm"
        >
          {choice?.lines.map((line) => (
            <li
              key={line.repairlineid}
              className="flex items-center justify-between gap-3 border-b border-border px-3 py-2 last:border-0"
            >
              <span className="serial text-xs">{line.serialNumber}</span>
              <span className="text-muted-foreground">Request #{line.requestId}</span>
              <span className="text-right">
                {repairStateLabel(line.state)} → {repairStateLabel(choice.state)}
              </span>
            </li>
          ))}
        </ul>
        {choice?.note ? (
          <p className="text-sm">
            <span className="font-medium">{choice.internal ? "Internal note" : "Note"}:</span>{" "}
            {choice.note}
          </p>
        ) : null}
        {failure ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {failure}
          </p>
        ) : null}
      </ConfirmDialog>
      {dialog}
    </>
  );
}
