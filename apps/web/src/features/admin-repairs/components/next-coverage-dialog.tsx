import {
  REPAIR_LINE_ACTION_MESSAGES,
  repairStateLabel,
  type LineCoverageInput,
  type RepairLineRecord,
  type RepairState,
} from "@lo/domain";
import { useId } from "react";
import { Form, useSchemaForm } from "@/components/form/form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { DialogHeading } from "@/components/ui/dialog-heading";
import { Spinner } from "@/components/ui/spinner";
import { choiceOf, coverageChoiceSchema, type CoverageChoiceInput } from "./coverage-choice";
import { changedCoverage, coverageOf } from "./line-coverage";
import { UpdateLineCoverageFields } from "./update-line-coverage-fields";

type NextCoverageDialogProps = {
  line: RepairLineRecord;
  /** The state 'Next' moves the line to. */
  next: RepairState;
  /** The note typed beside 'Next', sent with the move. */
  note: { text: string; internal: boolean };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends 'Next' with the coverage fields that changed; resolves true when saved. */
  onNext: (coverage: LineCoverageInput) => Promise<boolean>;
  pending: boolean;
};

/**
 * 'Next with coverage': the same move as 'Next', with the piece's coverage and cause decided at
 * triage (decision 094), starting from the line's own; only what changes is sent.
 */
export function NextCoverageDialog({ open, onOpenChange, ...props }: NextCoverageDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !props.pending && onOpenChange(next)}>
      {open ? (
        <DialogContent className="max-w-xl">
          <NextCoverageForm {...props} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

type NextCoverageFormProps = Omit<NextCoverageDialogProps, "open" | "onOpenChange"> & {
  onDone: () => void;
};

function NextCoverageForm({ line, next, note, onNext, pending, onDone }: NextCoverageFormProps) {
  const id = useId();
  const form = useSchemaForm<CoverageChoiceInput, LineCoverageInput>(coverageChoiceSchema, {
    defaultValues: choiceOf(line),
  });
  const nextLabel = REPAIR_LINE_ACTION_MESSAGES.nextLabel(next);
  return (
    <>
      <DialogHeading
        title="Next with coverage"
        description={`Moves ${line.serialNumber} (${line.productType}) to ${repairStateLabel(next)}, with the coverage and cause below.`}
      />
      <Form
        form={form}
        onSubmit={async (chosen) => {
          if (await onNext(changedCoverage(coverageOf(line), chosen))) onDone();
        }}
        className="flex flex-col gap-5"
      >
        <UpdateLineCoverageFields form={form} idPrefix={`${id}-next`} />
        {note.text.trim() ? (
          <p className="text-sm">
            <span className="font-medium">{note.internal ? "Internal note" : "Note"}:</span>{" "}
            {note.text.trim()}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? <Spinner /> : null}
            {nextLabel}
          </Button>
        </DialogFooter>
      </Form>
    </>
  );
}
