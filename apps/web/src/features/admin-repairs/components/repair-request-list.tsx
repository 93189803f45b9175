import type { RepairRequestRecord } from "@lo/domain";
import { ClipboardList } from "lucide-react";
import type { ReactNode } from "react";
import { ListEmpty } from "@/components/data-table/list-states";
import { ListSection, type ListQuery } from "@/components/data-table/list-section";
import type { Paging } from "@/components/data-table/pagination";
import { Skeleton } from "@/components/ui/skeleton";
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
  list: ListQuery;
  requests: readonly RepairRequestRecord[];
  /** The page's requests, as a table. */
  table: ReactNode;
  /** Search or status filter on: the empty message says so. */
  filtered: boolean;
  paging: Paging;
  /** Requests with an overdue line, beside the heading as a link to the Overdue filter. */
  overdueCount?: number | undefined;
};

/** The page of requests: loading, failure, empty, or the table and the pages below it. */
export function RepairRequestList({
  list,
  requests,
  table,
  filtered,
  paging,
  overdueCount,
}: RepairRequestListProps) {
  return (
    <ListSection
      headingId="requests-heading"
      heading={
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
      }
      list={list}
      count={requests.length}
      failedMessage={FETCH_FAILED}
      loading={<ListSkeleton />}
      empty={
        <ListEmpty
          icon={ClipboardList}
          title={
            filtered
              ? "No repair requests found matching your filters."
              : "No repair requests available."
          }
        />
      }
      paging={paging}
      pagesLabel="Pages of repair requests"
    >
      {table}
    </ListSection>
  );
}
