import {
  nextStateFor,
  REPAIR_LINE_ACTION_MESSAGES,
  type LineCoverageInput,
  type RepairLineRecord,
} from "@lo/domain";
import { ArrowRight, ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { NextCoverageDialog } from "./next-coverage-dialog";

type NextLineActionProps = {
  line: RepairLineRecord;
  /**
   * Saves the move, with the coverage decided at triage when there is one; resolves true when
   * it was saved (the note is then cleared).
   */
  onNext: (
    line: RepairLineRecord,
    note: string,
    internal: boolean,
    coverage?: LineCoverageInput,
  ) => Promise<boolean>;
  pending: boolean;
};

/**
 * 'Next: {state}' on a line: one click (or Enter in the note), no dialog, with an optional
 * short note. Beside it, 'Next with coverage' opens a small dialog to decide the piece's
 * coverage and cause with the same move (decision 094). Nothing for a completed line, which has
 * no next state.
 */
export function NextLineAction({ line, onNext, pending }: NextLineActionProps) {
  const [note, setNote] = useState("");
  const [internal, setInternal] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const internalId = useId();
  // A piece going back unrepaired (its quote declined) skips In Progress, as the server does.
  const next = nextStateFor(line.state, line.returnUnrepaired === true);
  if (!next) return null;
  const moveOn = async (coverage?: LineCoverageInput) => {
    const saved = await onNext(line, note, internal, coverage);
    if (saved) {
      setNote("");
      setInternal(false);
    }
    return saved;
  };
  return (
    <>
      <form
        className="flex items-center gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          if (pending) return;
          void moveOn();
        }}
      >
        <Input
          aria-label={`Note with the next state for ${line.serialNumber} (optional)`}
          placeholder="Add a note"
          maxLength={2000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          className="h-9 w-24 px-2.5 sm:h-9"
        />
        <span className="flex items-center gap-1">
          <Checkbox
            id={internalId}
            checked={internal}
            onCheckedChange={(checked) => setInternal(checked === true)}
            aria-label={`Internal note (only the workshop sees it) for ${line.serialNumber}`}
          />
          <label htmlFor={internalId} className="text-xs text-muted-foreground" aria-hidden="true">
            Internal
          </label>
        </span>
        {/* One split button: the plain one-click 'Next', and beside it the same move with coverage. */}
        <span className="inline-flex">
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            disabled={pending}
            className="rounded-r-none"
          >
            {pending ? <Spinner /> : <ArrowRight aria-hidden="true" />}
            {REPAIR_LINE_ACTION_MESSAGES.nextLabel(next)}
            <span className="sr-only"> ({line.serialNumber})</span>
          </Button>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            title="Next with coverage…"
            aria-label={`Next with coverage (${line.serialNumber})`}
            aria-haspopup="dialog"
            disabled={pending}
            onClick={() => setChoosing(true)}
            className="rounded-l-none border-l border-background px-2"
          >
            <ShieldCheck aria-hidden="true" />
          </Button>
        </span>
      </form>
      {/* Outside the form above: the dialog's own submit must not bubble into it. */}
      <NextCoverageDialog
        line={line}
        next={next}
        note={{ text: note, internal }}
        open={choosing}
        onOpenChange={setChoosing}
        onNext={moveOn}
        pending={pending}
      />
    </>
  );
}
