import { nextStateFor, REPAIR_LINE_ACTION_MESSAGES, type RepairLineRecord } from "@lo/domain";
import { ArrowRight } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";

type NextLineActionProps = {
  line: RepairLineRecord;
  /** Saves the move; resolves true when it was saved (the note is then cleared). */
  onNext: (line: RepairLineRecord, note: string, internal: boolean) => Promise<boolean>;
  pending: boolean;
};

/**
 * 'Next: {state}' on a line: one click (or Enter in the note), no dialog, with an optional
 * short note. Nothing for a completed line, which has no next state.
 */
export function NextLineAction({ line, onNext, pending }: NextLineActionProps) {
  const [note, setNote] = useState("");
  const [internal, setInternal] = useState(false);
  const internalId = useId();
  // A piece going back unrepaired (its quote declined) skips In Progress, as the server does.
  const next = nextStateFor(line.state, line.returnUnrepaired === true);
  if (!next) return null;
  return (
    <form
      className="flex items-center gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) return;
        void onNext(line, note, internal).then((saved) => {
          if (!saved) return;
          setNote("");
          setInternal(false);
        });
      }}
    >
      <Input
        aria-label={`Note with the next state for ${line.serialNumber} (optional)`}
        placeholder="Add a note"
        maxLength={2000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        className="h-9 w-28 px-2.5 sm:h-9"
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
      <Button type="submit" size="sm" variant="secondary" disabled={pending}>
        {pending ? <Spinner /> : <ArrowRight aria-hidden="true" />}
        {REPAIR_LINE_ACTION_MESSAGES.nextLabel(next)}
        <span className="sr-only"> ({line.serialNumber})</span>
      </Button>
    </form>
  );
}
