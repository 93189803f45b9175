import type { RequestPageLine } from "@lo/domain";
import type { ReactNode } from "react";
import { SMALL_HEADING } from "@/components/eyebrow";
import { StateBadge } from "@/components/ui/state-badge";
import { CoverageText } from "./coverage-text";
import { OverdueBadge } from "./overdue-badge";
import { LineHistoryAndNotes } from "./line-history-and-notes";
import { SerialLine } from "@/components/serial-link";

type RequestItemProps = {
  line: RequestPageLine;
  /** E.g. the admin's 'Update' button, in the item's header. */
  action?: ReactNode;
  /** Below its history and notes: the line's quote and photos. */
  details?: ReactNode;
};

const looksOf = (line: RequestPageLine) =>
  [line.color, line.size].filter((part): part is string => Boolean(part)).join(", ");

/**
 * One item of a request page: what it is, its state and who pays, the problem, and side by side
 * (one above the other on a phone) its dated state history and its workshop notes.
 */
export function RequestItem({ line, action, details }: RequestItemProps) {
  const titleId = `item-${line.repairlineid}-title`;
  const looks = looksOf(line);
  return (
    <article
      aria-labelledby={titleId}
      className="overflow-hidden rounded-lg border border-border bg-card shadow-card"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-border bg-muted/30 p-4 sm:px-6">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-semibold">
            {line.productType}
          </h3>
          <SerialLine serialno={line.serialNumber} />
          {looks ? <p className="mt-0.5 text-sm text-muted-foreground">{looks}</p> : null}
        </div>
        <div className="flex flex-col gap-1.5 sm:items-end">
          <div className="flex flex-wrap items-center gap-2">
            <span className="sr-only">State:</span>
            <StateBadge state={line.state} className="text-sm" />
            {line.overdue ? <OverdueBadge className="text-sm" /> : null}
            {action}
          </div>
          <CoverageText text={line.coverageText} />
        </div>
      </header>
      <div className="flex flex-col gap-5 p-4 sm:px-6 sm:py-5">
        <div>
          <h4 className={SMALL_HEADING}>Problem</h4>
          <p className="mt-1 break-words whitespace-pre-line">{line.problemDescription}</p>
        </div>
        <LineHistoryAndNotes line={line} label={line.serialNumber} />
        {details}
      </div>
    </article>
  );
}
