import type { RepairRequestRecord } from "@lo/domain";
import { ClipboardList } from "lucide-react";
import type { ReactNode } from "react";
import { ListEmpty, ListLoadFailed } from "@/components/list-states";
import { Pagination } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { Link } from "@/components/link";
import { formatCount } from "@/lib/format";

const FETCH_FAILED = "Failed to fetch repair requests. Please try again.";

function ListSkeleton() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-4">
      <span className="sr-only">Loading repair requests...</span>
      {[0, 1, 2].map((index) => (
        <div key={index} className="rounded-lg border border-border bg-card p-6 shadow-card">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="mt-3 h-4 w-64" />
          <Skeleton className="mt-6 h-20 w-full" />
        </div>
      ))}
    </div>
  );
}

type RepairRequestListProps = {
  list: {
    data: unknown;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  requests: readonly RepairRequestRecord[];
  /** The page's requests, as a table. */
  table: ReactNode;
  /** Search or status filter on: the empty message says so. */
  filtered: boolean;
  span: { first: number; last: number; total: number };
  /** Requests with an overdue line, beside the heading as a link to the Overdue filter. */
  overdueCount?: number | undefined;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
};

/** The page of requests: loading, failure, empty, or the table and the pages below it. */
export function RepairRequestList({
  list,
  requests,
  table,
  filtered,
  span,
  overdueCount,
  page,
  pageCount,
  onPageChange,
}: RepairRequestListProps) {
  let body: ReactNode;
  if (list.isPending) {
    body = <ListSkeleton />;
  } else if (list.isError && !list.data) {
    body = <ListLoadFailed message={FETCH_FAILED} onRetry={() => void list.refetch()} />;
  } else if (requests.length === 0) {
    body = (
      <ListEmpty
        icon={ClipboardList}
        title={
          filtered
            ? "No repair requests found matching your filters."
            : "No repair requests available."
        }
      />
    );
  } else {
    body = (
      <div className="flex flex-col gap-5">
        {list.isError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {FETCH_FAILED}
          </p>
        ) : null}
        {table}
        <Pagination
          variant="compact"
          label="Pages of repair requests"
          page={page}
          pageCount={pageCount}
          onPageChange={onPageChange}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby="requests-heading" className="mt-8">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-baseline gap-3">
          <h2 id="requests-heading" className="text-2xl font-semibold">
            Repair Requests
          </h2>
          {overdueCount ? (
            <Link
              to="?overdue=1"
              className="rounded-sm text-sm font-medium text-red-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {formatCount(overdueCount)} overdue
            </Link>
          ) : null}
        </div>
        <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
          {list.isFetching && list.data ? <Spinner /> : null}
          {list.data && span.total > 0
            ? `Showing ${span.first}–${span.last} of ${formatCount(span.total)}`
            : null}
        </p>
      </div>
      {body}
    </section>
  );
}
