import {
  toServerStatus,
  type RepairLineRecord,
  type RepairRequestRecord,
  type RepairState,
} from "@lo/domain";
import { AlertCircle, ClipboardList, Plus, RotateCw } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { formatCount } from "@/lib/format";
import { useDocumentTitle } from "@/lib/use-document-title";
import {
  REPAIRS_PAGE_SIZE,
  useAdminRepairs,
  useHighlightedRepair,
  useRepairStatistics,
} from "./api";
import { Pagination } from "./components/pagination";
import { RepairFilters } from "./components/repair-filters";
import { RepairRequestCard } from "./components/repair-request-card";
import { RepairStatisticsCards } from "./components/repair-statistics-cards";
import { UpdateLineDialog, type LineTarget } from "./components/update-line-dialog";
import {
  readListParams,
  SORT_OPTIONS,
  writeListParams,
  type ListParams,
  type SortOptionKey,
} from "./list-params";
import { useDebouncedValue } from "@/lib/use-debounced-value";

type Editing = { requestId: number; lineId: number; snapshot: LineTarget };

function findLine(
  requests: readonly RepairRequestRecord[],
  requestId: number,
  lineId: number,
): LineTarget | null {
  const request = requests.find((candidate) => candidate.id === requestId);
  const line = request?.products.find((candidate) => candidate.repairlineid === lineId);
  return request && line ? { request, line } : null;
}

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

function EmptyState({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-brass/60 bg-card px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brass-light/60 text-brass-deep">
        <ClipboardList className="size-6" aria-hidden="true" />
      </span>
      <p className="font-medium">{message}</p>
    </div>
  );
}

/** /admin/requests: every repair request, paged, searched and filtered by the server. */
export default function ManageRepairRequestsPage() {
  useDocumentTitle("Manage Repair Requests");
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);

  const setParams = useCallback(
    (change: Partial<ListParams>) =>
      setSearchParams((current) => writeListParams({ ...readListParams(current), ...change }), {
        replace: true,
      }),
    [setSearchParams],
  );

  // The box shows every keystroke; the server is asked once typing pauses.
  const [searchText, setSearchText] = useState(params.q);
  const debouncedSearch = useDebouncedValue(searchText.trim(), 300);
  useEffect(() => {
    if (debouncedSearch !== params.q) setParams({ q: debouncedSearch, page: 1 });
  }, [debouncedSearch, params.q, setParams]);

  const sortOption = SORT_OPTIONS.find((option) => option.key === params.sort) ?? SORT_OPTIONS[0];
  const list = useAdminRepairs({
    q: params.q || undefined,
    status: params.status ? toServerStatus(params.status) : undefined,
    sort: sortOption.sort,
    dir: sortOption.dir,
    limit: REPAIRS_PAGE_SIZE,
    offset: (params.page - 1) * REPAIRS_PAGE_SIZE,
  });
  const statistics = useRepairStatistics();

  const requests = list.data?.repairRequests ?? [];
  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / REPAIRS_PAGE_SIZE));

  // A page number past the end (fewer results after a change elsewhere) shows the last page.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && params.page > pageCount) {
      setParams({ page: pageCount });
    }
  }, [list.data, list.isPlaceholderData, params.page, pageCount, setParams]);

  // ?highlight={id}: marked where it is on this page, otherwise looked up and shown first.
  const highlightOnPage =
    params.highlight !== null && requests.some((request) => request.id === params.highlight);
  const highlighted = useHighlightedRepair(
    params.highlight,
    list.isSuccess && !list.isPlaceholderData && !highlightOnPage,
  );
  const pinned = !highlightOnPage && highlighted.data ? highlighted.data : null;

  const highlightRef = useRef<HTMLElement>(null);
  const scrolledTo = useRef<number | null>(null);
  const highlightShown = highlightOnPage || pinned !== null;
  useEffect(() => {
    if (!highlightShown || params.highlight === null || scrolledTo.current === params.highlight) {
      return;
    }
    const card = highlightRef.current;
    if (!card) return;
    scrolledTo.current = params.highlight;
    card.scrollIntoView({ block: "center" });
    card.focus({ preventScroll: true });
  }, [highlightShown, params.highlight]);

  const [editing, setEditing] = useState<Editing | null>(null);
  const openEditor = useCallback((request: RepairRequestRecord, line: RepairLineRecord) => {
    setEditing({
      requestId: request.id,
      lineId: line.repairlineid,
      snapshot: { request, line },
    });
  }, []);
  // The dialog always sees the line as currently cached (e.g. after a stale-edit reload).
  const editTarget = editing
    ? (findLine([...requests, ...(pinned ? [pinned] : [])], editing.requestId, editing.lineId) ??
      editing.snapshot)
    : null;

  const filtered = params.q !== "" || params.status !== null;
  const first = total === 0 ? 0 : (params.page - 1) * REPAIRS_PAGE_SIZE + 1;
  const last = Math.min(total, params.page * REPAIRS_PAGE_SIZE);

  const renderCard = (request: RepairRequestRecord) => {
    const isHighlighted = request.id === params.highlight;
    return (
      <RepairRequestCard
        key={request.id}
        ref={isHighlighted ? highlightRef : undefined}
        request={request}
        highlighted={isHighlighted}
        onUpdateLine={openEditor}
      />
    );
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <p className="text-xs font-semibold tracking-[0.2em] text-brass-deep uppercase">
            Workshop
          </p>
          <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">Manage Repair Requests</h1>
          <p className="mt-3 text-muted-foreground">
            Every repair request and the state of each piece on the bench.
          </p>
        </div>
        <Button asChild className="w-full sm:w-auto">
          <Link to="/admin/repairs/create">
            <Plus aria-hidden="true" />
            New Request
          </Link>
        </Button>
      </header>

      <div className="mt-8">
        <RepairStatisticsCards statistics={statistics.data} isError={statistics.isError} />
      </div>

      <div className="mt-6">
        <RepairFilters
          search={searchText}
          onSearchChange={setSearchText}
          status={params.status}
          onStatusChange={(status: RepairState | null) => setParams({ status, page: 1 })}
          sort={params.sort}
          onSortChange={(sort: SortOptionKey) => setParams({ sort, page: 1 })}
        />
      </div>

      {pinned ? (
        <section aria-labelledby="highlighted-heading" className="mt-8">
          <h2
            id="highlighted-heading"
            className="mb-3 font-sans text-sm font-semibold tracking-wide text-muted-foreground uppercase"
          >
            Highlighted request
          </h2>
          {renderCard(pinned)}
        </section>
      ) : null}

      <section aria-labelledby="requests-heading" className="mt-8">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h2 id="requests-heading" className="text-2xl font-semibold">
            Repair Requests
          </h2>
          <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
            {list.isFetching && list.data ? <Spinner /> : null}
            {list.data && total > 0
              ? `Showing ${first}–${last} of ${formatCount(total)}`
              : null}
          </p>
        </div>

        {list.isPending ? (
          <ListSkeleton />
        ) : list.isError && !list.data ? (
          <div
            role="alert"
            className="flex flex-col items-center gap-4 rounded-lg border border-destructive/30 bg-card px-6 py-12 text-center"
          >
            <AlertCircle className="size-8 text-destructive" aria-hidden="true" />
            <p className="font-medium">Failed to fetch repair requests. Please try again.</p>
            <Button variant="outline" onClick={() => void list.refetch()}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : requests.length === 0 ? (
          <EmptyState
            message={
              filtered
                ? "No repair requests found matching your filters."
                : "No repair requests available."
            }
          />
        ) : (
          <div className="flex flex-col gap-5">
            {list.isError ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                Failed to fetch repair requests. Please try again.
              </p>
            ) : null}
            {requests.map(renderCard)}
            <Pagination
              page={Math.min(params.page, pageCount)}
              pageCount={pageCount}
              onPageChange={(page) => {
                setParams({ page });
                window.scrollTo({ top: 0 });
              }}
            />
          </div>
        )}
      </section>

      <UpdateLineDialog target={editTarget} onClose={() => setEditing(null)} />
    </div>
  );
}
