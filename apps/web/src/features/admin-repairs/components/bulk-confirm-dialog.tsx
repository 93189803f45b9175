import {
  repairStateLabel,
  sendsCoverage,
  type LineCoverageInput,
  type RepairState,
} from "@lo/domain";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { serverMessageOr } from "@/lib/api-client";
import { useBulkLines } from "../line-actions-api";
import { useBalanceDueConfirmation } from "./balance-due-dialog";
import { coverageChoiceWords } from "./coverage-choice";
import type { SelectedLine } from "../use-line-selection";

export type BulkChoice = {
  lines: SelectedLine[];
  /** Left out, each line keeps its state and only the coverage is set. */
  state: RepairState | undefined;
  /** The coverage and cause for every line (decision 094): only the fields chosen. */
  coverage: LineCoverageInput;
  note: string;
  internal: boolean;
};

/** What the update does, in a sentence. */
function summaryOf({ lines, state, coverage, note }: BulkChoice): string {
  const count = `${lines.length} ${lines.length === 1 ? "line" : "lines"}`;
  const noteBelow = note ? "the note below" : null;
  if (state === undefined) {
    const withNote = noteBelow ? `, with ${noteBelow}` : "";
    return `Set the coverage and cause below on ${count}${withNote}; each keeps its state. All are saved, or none.`;
  }
  const coverageBelow = sendsCoverage(coverage) ? "the coverage and cause below" : null;
  const withs = [coverageBelow, noteBelow].filter(Boolean).join(" and ");
  return `Set ${count} to ${repairStateLabel(state)}${withs ? `, with ${withs}` : ""}. All are saved, or none.`;
}

/** The coverage and cause the update sets on every line, field by field. */
function CoverageToSet({ coverage }: { coverage: LineCoverageInput }) {
  const words = coverageChoiceWords(coverage);
  if (words.length === 0) return null;
  return (
    <dl
      aria-label="Coverage and cause to set"
      className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm"
    >
      {words.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type BulkConfirmDialogProps = {
  choice: BulkChoice | null;
  onClose: () => void;
  onDone: () => void;
};

/**
 * The bulk update's confirmation: every line (serial, request) with its state now and after
 * (or kept), the coverage and cause set on them all, and the note. A refusal (a stale line) shows the server's message; nothing was saved. A piece
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
        ...(choice.state ? { state: choice.state } : {}),
        note: choice.note || undefined,
        internal: choice.internal,
        ...choice.coverage,
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
  return (
    <>
      <ConfirmDialog
        open={choice !== null}
        onOpenChange={(open) => !open && !bulk.isPending && close()}
        title="Confirm Bulk Update"
        description={choice ? summaryOf(choice) : ""}
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
                {repairStateLabel(line.state)}
                {choice.state ? ` → ${repairStateLabel(choice.state)}` : null}
              </span>
            </li>
          ))}
        </ul>
        {choice ? <CoverageToSet coverage={choice.coverage} /> : null}
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
