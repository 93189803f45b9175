import { repairStateLabel, type LineStateChange } from "@lo/domain";
import { ChevronDown, ChevronUp } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "@/lib/utils";
import { DateTime } from "./date-time";

type StateHistoryProps = {
  /** The line's recorded states, oldest first, as the API sends them. */
  history: readonly LineStateChange[] | undefined;
  /** Names the item for screen readers, e.g. its serial number. */
  itemLabel: string;
  className?: string;
};

/**
 * When a line reached its current state, and with History every state it has been in, each
 * with its date and time (recorded on every change).
 */
export function StateHistory({ history, itemLabel, className }: StateHistoryProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const latest = history?.at(-1);
  if (!history || !latest) return null;
  return (
    <div className={cn("flex flex-col items-start gap-1 text-xs", className)}>
      <p className="text-muted-foreground">
        Since <DateTime value={latest.changedAt} />
      </p>
      {history.length > 1 ? (
        <>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={`${open ? "Hide history" : "History"} of states for ${itemLabel}`}
            onClick={() => setOpen((shown) => !shown)}
            className="-mx-1 inline-flex min-h-8 cursor-pointer items-center gap-1 rounded-md px-1 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {open ? "Hide history" : "History"}
            {open ? (
              <ChevronUp className="size-3.5" aria-hidden="true" />
            ) : (
              <ChevronDown className="size-3.5" aria-hidden="true" />
            )}
          </button>
          {/* Closed, the states are not in the page at all: only the current one is read. */}
          <div id={listId} className="w-full">
            {open ? (
              <ol
                aria-label={`State history for ${itemLabel}`}
                className="w-full space-y-1.5 border-l-2 border-brass/50 py-0.5 pl-3 text-sm"
              >
                {history.map((change, index) => (
                  <li key={`${change.changedAt}-${index}`}>
                    <span className="font-medium">{repairStateLabel(change.state)}</span>
                    <span className="block text-xs text-muted-foreground">
                      <DateTime value={change.changedAt} />
                    </span>
                  </li>
                ))}
              </ol>
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
