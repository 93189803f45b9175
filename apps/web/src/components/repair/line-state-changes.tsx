import { repairStateLabel, type LineStateChangeDetail } from "@lo/domain";
import { DateTime } from "./date-time";

type LineStateChangesProps = {
  changes: readonly LineStateChangeDetail[];
  /** Names the item for screen readers, e.g. its serial number. */
  itemLabel: string;
};

/** A line's whole state history, oldest first: each change with when and by whom. */
export function LineStateChanges({ changes, itemLabel }: LineStateChangesProps) {
  if (changes.length === 0) {
    return <p className="text-sm text-muted-foreground italic">No state recorded yet</p>;
  }
  return (
    <ol
      aria-label={`State history of ${itemLabel}`}
      className="space-y-2.5 border-l-2 border-brass/50 py-0.5 pl-3 text-sm"
    >
      {changes.map((change, index) => (
        <li key={`${change.changedAt}-${index}`}>
          <p>
            {change.fromState === null ? (
              <>
                Raised as <span className="font-medium">{repairStateLabel(change.toState)}</span>
              </>
            ) : (
              <>
                {repairStateLabel(change.fromState)} →{" "}
                <span className="font-medium">{repairStateLabel(change.toState)}</span>
              </>
            )}
          </p>
          <p className="text-xs text-muted-foreground">
            <DateTime value={change.changedAt} />
            {change.changedBy ? <> · {change.changedBy}</> : null}
          </p>
        </li>
      ))}
    </ol>
  );
}
