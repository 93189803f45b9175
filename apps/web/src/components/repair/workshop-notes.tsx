import type { WorkshopLogEntry } from "@lo/domain";
import { ChevronDown, ChevronUp } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "@/lib/utils";
import { NoteEntry } from "./note-entry";
import { InternalNoteBadge } from "./internal-note-badge";

type WorkshopNotesProps = {
  /** The line's notes, oldest first, as the API sends them. */
  log: readonly WorkshopLogEntry[];
  /** Names the item for screen readers, e.g. its serial number ('View workshop log for …'). */
  itemLabel: string;
  className?: string;
};

/**
 * A repair line's workshop notes (docs/requirements.md §2): the latest message, with View/Hide
 * opening the whole dated log; 'No logs' when the workshop has written nothing yet.
 */
export function WorkshopNotes({ log, itemLabel, className }: WorkshopNotesProps) {
  const [open, setOpen] = useState(false);
  const logId = useId();
  const latest = log.at(-1);
  if (!latest) {
    return <p className={cn("text-sm text-muted-foreground italic", className)}>No logs</p>;
  }
  return (
    <div className={cn("flex flex-col items-start gap-1.5 text-sm", className)}>
      <p className="break-words whitespace-pre-line">
        {latest.message}
        {latest.internal ? <InternalNoteBadge /> : null}
      </p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={logId}
        onClick={() => setOpen((shown) => !shown)}
        className="-mx-1 inline-flex min-h-8 cursor-pointer items-center gap-1 rounded-md px-1 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {open ? "Hide" : "View"}
        <span className="sr-only"> workshop log for {itemLabel}</span>
        {open ? (
          <ChevronUp className="size-3.5" aria-hidden="true" />
        ) : (
          <ChevronDown className="size-3.5" aria-hidden="true" />
        )}
      </button>
      <ol
        id={logId}
        hidden={!open}
        aria-label={`Workshop log for ${itemLabel}`}
        className="w-full space-y-2.5 border-l-2 border-brass/50 py-0.5 pl-3"
      >
        {log.map((entry, index) => (
          <li key={`${entry.timestamp}-${index}`}>
            <NoteEntry note={entry} />
          </li>
        ))}
      </ol>
    </div>
  );
}
