import {
  BULK_LINES_MAX,
  REPAIR_LINE_ACTION_MESSAGES as M,
  WORKSHOP_NOTE_MAX_LENGTH,
  type RepairState,
} from "@lo/domain";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { OptionSelect } from "@/components/ui/option-select";
import type { SelectedLine } from "../use-line-selection";
import { BulkConfirmDialog, type BulkChoice } from "./bulk-confirm-dialog";
import { BulkCoverageFields, useBulkCoverage } from "./bulk-coverage";
import { STATE_OPTIONS } from "./state-options";

type BulkBarProps = {
  count: number;
  /** The ticked lines as the list shows them now (read when the confirmation opens). */
  lines: () => SelectedLine[];
  onClear: () => void;
};

/**
 * Shown while lines are ticked: one state, the coverage and cause (decision 094), one note
 * ('Internal' keeps it from the customer) for all of them, applied after a confirmation that
 * lists them. The state may be left unchosen when a coverage or cause is set.
 */
export function BulkBar({ count, lines, onClear }: BulkBarProps) {
  const [state, setState] = useState<RepairState | "">("");
  const [note, setNote] = useState("");
  const [internal, setInternal] = useState(false);
  const [confirming, setConfirming] = useState<BulkChoice | null>(null);
  const coverage = useBulkCoverage();
  const id = useId();
  if (count === 0 && confirming === null) return null;
  const tooMany = count > BULK_LINES_MAX;
  const review = () =>
    coverage.submit((chosen) =>
      setConfirming({
        lines: lines(),
        state: state === "" ? undefined : state,
        coverage: chosen,
        note: note.trim(),
        internal,
      }),
    );

  return (
    // Scrolls inside itself when the coverage fields make it taller than a phone's screen.
    <div
      role="region"
      aria-label="Bulk update"
      className="sticky bottom-3 z-20 mt-4 flex max-h-[calc(100dvh-5rem)] flex-col gap-3 overflow-y-auto rounded-lg border border-brass/60 bg-card p-3 shadow-lg sm:flex-row sm:flex-wrap sm:items-end"
    >
      <p className="font-medium sm:self-center" aria-live="polite">
        {M.selected(count)}
        {tooMany ? (
          <span className="block text-sm font-normal text-destructive">{M.bulkTooMany}</span>
        ) : null}
      </p>
      <div className="flex min-w-44 flex-col gap-1.5">
        <Label htmlFor={`${id}-state`}>Set state to</Label>
        <OptionSelect
          value={state}
          onValueChange={(value) => setState(value as RepairState)}
          options={STATE_OPTIONS}
          placeholder="Choose a state"
          trigger={{ id: `${id}-state`, className: "h-10" }}
        />
      </div>
      <div className="flex min-w-52 flex-1 flex-col gap-1.5">
        <Label htmlFor={`${id}-note`}>Note (optional)</Label>
        <Input
          id={`${id}-note`}
          value={note}
          maxLength={WORKSHOP_NOTE_MAX_LENGTH}
          onChange={(event) => setNote(event.target.value)}
          className="h-10"
        />
      </div>
      <div className="flex items-center gap-2 sm:h-10">
        <Checkbox
          id={`${id}-internal`}
          checked={internal}
          onCheckedChange={(checked) => setInternal(checked === true)}
        />
        <Label htmlFor={`${id}-internal`}>Internal</Label>
      </div>
      <BulkCoverageFields coverage={coverage} />
      <div className="flex gap-2">
        <Button
          disabled={(state === "" && !coverage.chosen) || count === 0 || tooMany}
          onClick={review}
          aria-haspopup="dialog"
        >
          Apply…
        </Button>
        <Button variant="ghost" onClick={onClear}>
          Clear selection
        </Button>
      </div>
      <BulkConfirmDialog
        choice={confirming}
        onClose={() => setConfirming(null)}
        onDone={() => {
          // Done: the bar starts afresh, so nothing chosen for these lines goes with the next.
          setConfirming(null);
          setState("");
          setNote("");
          setInternal(false);
          coverage.reset();
          onClear();
        }}
      />
    </div>
  );
}
