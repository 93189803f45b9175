import { History } from "lucide-react";
import { useId } from "react";
import { ListLoadFailed } from "@/components/data-table/list-states";
import { TitledSection } from "@/components/titled-section";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { AuditEntryItem } from "./audit-entry";
import { useAuditHistory, type AuditSubject } from "./audit-history-query";

export const AUDIT_HISTORY_EMPTY = "No changes recorded yet.";

/**
 * The admin changes recorded about a customer, item or request (docs/design.md §11), newest first:
 * each entry's date and time, who made it and what changed in words, 'Show more' for older
 * ones.
 */
export function AuditHistory({ subject }: { subject: AuditSubject }) {
  const headingId = useId();
  const history = useAuditHistory(subject);
  const entries = history.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <TitledSection
      titleId={headingId}
      title={
        <>
          <History className="size-5 text-brass-deep" aria-hidden="true" />
          History
        </>
      }
      titleClassName="flex items-center gap-2 font-serif text-lg font-semibold"
      className="space-y-3"
    >
      {history.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Loading history…
        </p>
      ) : history.isError && entries.length === 0 ? (
        <ListLoadFailed
          message="The history could not be loaded."
          onRetry={() => void history.refetch()}
        />
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{AUDIT_HISTORY_EMPTY}</p>
      ) : (
        <ol className="space-y-3" aria-label="Recorded changes, newest first">
          {entries.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {history.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {history.isFetchingNextPage ? "Loading…" : "Show more"}
        </Button>
      ) : null}
    </TitledSection>
  );
}
