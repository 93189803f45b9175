import type { LineStateChangeDetail, WorkshopLogEntry } from "@lo/domain";
import { LineNotes } from "./line-notes";
import { LineStateChanges } from "./line-state-changes";
import { SMALL_HEADING } from "@/components/eyebrow";

const SUBHEADING = `mb-2 ${SMALL_HEADING}`;

/**
 * A repair line's dated state history and its workshop notes, side by side (one above the
 * other on a phone); `label` names the line in each part's name.
 */
export function LineHistoryAndNotes({
  line,
  label,
}: {
  line: {
    stateChanges: readonly LineStateChangeDetail[];
    workshopLog: readonly WorkshopLogEntry[];
  };
  label: string;
}) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <section aria-label={`History of ${label}`}>
        <h4 className={SUBHEADING}>State history</h4>
        <LineStateChanges changes={line.stateChanges} itemLabel={label} />
      </section>
      <section aria-label={`Notes of ${label}`}>
        <h4 className={SUBHEADING}>Workshop notes</h4>
        <LineNotes notes={line.workshopLog} itemLabel={label} />
      </section>
    </div>
  );
}
