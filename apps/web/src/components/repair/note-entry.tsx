import type { WorkshopLogEntry } from "@lo/domain";
import { DateTime } from "./date-time";
import { InternalNoteBadge } from "./internal-note-badge";

/** One workshop note: when and by whom it was written (internal or not), then its message. */
export function NoteEntry({ note }: { note: WorkshopLogEntry }) {
  return (
    <>
      <p className="text-xs text-muted-foreground">
        <DateTime value={note.timestamp} />
        {note.author ? <> · {note.author}</> : null}
        {note.internal ? <InternalNoteBadge /> : null}
      </p>
      <p className="break-words whitespace-pre-line">{note.message}</p>
    </>
  );
}
