import type { ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";
import { ListLoadFailed, RefreshFailed } from "./list-states";
import { ListPages, type Paging } from "./pagination";

/** What a list section reads of its query. */
export type ListQuery = {
  data: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

type ListSectionProps = {
  /** The section's heading (an h2 with `headingId`), with anything that goes beside it. */
  heading: ReactNode;
  headingId: string;
  list: ListQuery;
  /** How many rows the page has: none shows `empty`. */
  count: number;
  /** Said in the list's place when its first load fails, and above it when a refresh does. */
  failedMessage: string;
  loading: ReactNode;
  empty: ReactNode;
  paging: Paging;
  /** The paging footer's landmark name. */
  pagesLabel: string;
  /** The rows. */
  children: ReactNode;
};

/**
 * A server-paged list of cards or of a table: its heading with 'Showing 21–40 of 45', then
 * loading, failure, empty, or the rows and the compact paging footer below them.
 */
export function ListSection({
  heading,
  headingId,
  list,
  count,
  failedMessage,
  loading,
  empty,
  paging,
  pagesLabel,
  children,
}: ListSectionProps) {
  let body: ReactNode;
  if (list.isPending) {
    body = loading;
  } else if (list.isError && !list.data) {
    body = <ListLoadFailed message={failedMessage} onRetry={() => void list.refetch()} />;
  } else if (count === 0) {
    body = empty;
  } else {
    body = (
      <div className="flex flex-col gap-5">
        <RefreshFailed list={list} message={failedMessage} className="font-medium" />
        {children}
        <ListPages
          variant="compact"
          label={pagesLabel}
          paging={paging}
          onPageChange={() => window.scrollTo({ top: 0 })}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="mt-8">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        {heading}
        <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
          {list.isFetching && list.data ? <Spinner /> : null}
          {paging.summary}
        </p>
      </div>
      {body}
    </section>
  );
}
