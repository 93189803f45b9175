import type { WorkshopLogEntry } from "@lo/domain";
import { NoteEntry } from "./note-entry";

type LineNotesProps = {
  /** Oldest first; an admin's answer marks internal notes. */
  notes: readonly WorkshopLogEntry[];
  /** Names the item for screen readers, e.g. its serial number. */
  itemLabel: string;
};

/** Every workshop note of a line, oldest first, with when and who wrote it. */
export function LineNotes({ notes, itemLabel }: LineNotesProps) {
  if (notes.length === 0) {
    return <p className="text-sm text-muted-foreground italic">No notes yet</p>;
  }
  return (
    <ol
      aria-label={`Workshop notes for ${itemLabel}`}
      className="space-y-3 border-l-2 border-brass/50 py-0.5 pl-3 text-sm"
    >
      {notes.map((note, index) => (
        <li key={`${note.timestamp}-${index}`} data-internal={note.internal || undefined}>
          <NoteEntry note={note} />
        </li>
      ))}
    </ol>
  );
}
