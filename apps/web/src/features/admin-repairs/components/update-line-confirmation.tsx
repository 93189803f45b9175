import type { RepairLineRecord } from "@lo/domain";
import { ArrowRight } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { CancelConfirmButtons } from "@/components/ui/cancel-confirm-buttons";
import { DialogFooter } from "@/components/ui/dialog";
import { DialogHeading } from "@/components/ui/dialog-heading";
import { LabelledValue } from "@/components/ui/labelled-value";
import { StateBadge } from "@/components/ui/state-badge";
import type { LineChange, LineEditValues } from "./line-coverage";

type UpdateLineConfirmationProps = {
  line: Pick<RepairLineRecord, "state">;
  values: LineEditValues;
  changes: LineChange[];
  /** Which request and line these are, under the title. */
  subject: ReactNode;
  headingRef: Ref<HTMLHeadingElement>;
  saving: boolean;
  onBack: () => void;
  onSave: () => void;
};

function ChangeValue({
  change,
  line,
  values,
}: { change: LineChange } & Pick<UpdateLineConfirmationProps, "line" | "values">) {
  if (change.field === "workshopNote") {
    return (
      <>
        <span className="text-muted-foreground">
          {values.workshopNoteInternal
            ? "New internal note (only the workshop sees it): "
            : "New note: "}
        </span>
        <span className="whitespace-pre-line">{change.to}</span>
      </>
    );
  }
  if (change.field === "state") {
    return (
      <span className="flex flex-wrap items-center gap-2">
        <StateBadge state={line.state} />
        <ArrowRight className="size-4 text-muted-foreground" aria-label="to" />
        <StateBadge state={values.state} />
      </span>
    );
  }
  // A first goodwill reason replaces nothing.
  if (change.from === "") return <span className="whitespace-pre-line">{change.to}</span>;
  return (
    <span className="flex flex-col gap-1">
      <span className="text-muted-foreground line-through decoration-1">
        <span className="sr-only">From: </span>
        {change.from}
      </span>
      <span>
        <span className="sr-only">To: </span>
        {change.to}
      </span>
    </span>
  );
}

/** The line update's second step: every change, before it is saved. */
export function UpdateLineConfirmation({
  line,
  values,
  changes,
  subject,
  headingRef,
  saving,
  onBack,
  onSave,
}: UpdateLineConfirmationProps) {
  return (
    <>
      <DialogHeading
        title="Confirm Update"
        description="Please review these changes. This action cannot be undone."
        titleProps={{ ref: headingRef, tabIndex: -1, className: "outline-none" }}
      >
        {subject}
      </DialogHeading>
      <dl className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {changes.map((change) => (
          <LabelledValue
            key={change.field}
            label={change.label}
            className="flex flex-col gap-1 p-3.5"
            valueClassName="text-sm break-words"
          >
            <ChangeValue change={change} line={line} values={values} />
          </LabelledValue>
        ))}
      </dl>
      <DialogFooter>
        <CancelConfirmButtons
          pending={saving}
          onCancel={onBack}
          onConfirm={onSave}
          cancelLabel="Back"
          confirmLabel="Confirm Update"
          pendingLabel="Saving…"
        />
      </DialogFooter>
    </>
  );
}
