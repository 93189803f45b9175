import {
  toServerStatus,
  type RepairLineRecord,
  type RepairRequestRecord,
  type RepairState,
} from "@lo/domain";
import { Plus } from "lucide-react";
import { useCallback, useState } from "react";
import { ExportCsvLink } from "@/components/export-csv-link";
import { PageHeader } from "@/components/page-header";
import { ButtonLink } from "@/components/button-link";
import { pageOffset, pageSpan } from "@/lib/paging";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useKeepPageInRange, useListState } from "@/lib/use-list-state";
import { useScrollToHighlight } from "@/lib/use-scroll-to-highlight";
import {
  REPAIRS_PAGE_SIZE,
  useAdminRepairs,
  useHighlightedRepair,
  useRepairStatistics,
  useRevokeTrackingLink,
} from "./api";
import { RepairFilters } from "./components/repair-filters";
import { RepairRequestCard } from "./components/repair-request-card";
import { RepairRequestList } from "./components/repair-request-list";
import { RepairStatisticsCards } from "./components/repair-statistics-cards";
import { UpdateLineDialog, type LineTarget } from "./components/update-line-dialog";
import { REPAIR_LIST_PARAMS, SORT_OPTIONS, type SortOptionKey } from "./list-params";

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

/** The line being edited, as currently cached (e.g. after a stale-edit reload). */
function useLineEditor(shown: readonly RepairRequestRecord[]) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const open = useCallback((request: RepairRequestRecord, line: RepairLineRecord) => {
    setEditing({ requestId: request.id, lineId: line.repairlineid, snapshot: { request, line } });
  }, []);
  const target = editing
    ? (findLine(shown, editing.requestId, editing.lineId) ?? editing.snapshot)
    : null;
  return { target, open, close: () => setEditing(null) };
}

/** /admin/requests: every repair request, paged, searched and filtered by the server. */
export default function ManageRepairRequestsPage() {
  useDocumentTitle("Manage Repair Requests");
  const { params, setParams, setPage, searchText, setSearchText } =
    useListState(REPAIR_LIST_PARAMS);

  const sortOption = SORT_OPTIONS.find((option) => option.key === params.sort) ?? SORT_OPTIONS[0];
  const list = useAdminRepairs({
    q: params.q || undefined,
    status: params.status ? toServerStatus(params.status) : undefined,
    sort: sortOption.sort,
    dir: sortOption.dir,
    ...pageOffset(params.page, REPAIRS_PAGE_SIZE),
  });
  const statistics = useRepairStatistics();
  const revokeTrackingLink = useRevokeTrackingLink();

  const requests = list.data?.repairRequests ?? [];
  const total = list.data?.total ?? 0;
  const { pageCount, first, last } = pageSpan(params.page, REPAIRS_PAGE_SIZE, total);
  const current = list.data && !list.isPlaceholderData;
  useKeepPageInRange(params.page, current ? pageCount : undefined, setPage);

  // ?highlight={id}: marked where it is on this page, otherwise looked up and shown first.
  const highlightOnPage =
    params.highlight !== null && requests.some((request) => request.id === params.highlight);
  const highlighted = useHighlightedRepair(
    params.highlight,
    list.isSuccess && !list.isPlaceholderData && !highlightOnPage,
  );
  const pinned = !highlightOnPage && highlighted.data ? highlighted.data : null;
  const highlightRef = useScrollToHighlight<HTMLElement>(
    params.highlight,
    highlightOnPage || pinned !== null,
    { block: "center", focus: true },
  );

  const editor = useLineEditor([...requests, ...(pinned ? [pinned] : [])]);

  const renderCard = (request: RepairRequestRecord) => {
    const isHighlighted = request.id === params.highlight;
    return (
      <RepairRequestCard
        key={request.id}
        ref={isHighlighted ? highlightRef : undefined}
        request={request}
        highlighted={isHighlighted}
        onUpdateLine={editor.open}
        onRevokeTrackingLink={revokeTrackingLink.mutateAsync}
      />
    );
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader
        eyebrow="Workshop"
        title="Manage Repair Requests"
        description="Every repair request and the state of each piece on the bench."
        className="gap-5"
        titleClassName="mt-3 text-3xl font-semibold sm:text-4xl"
        descriptionClassName="mt-3 text-muted-foreground"
        action={
          <ButtonLink to="/admin/repairs/create" icon={Plus} className="w-full sm:w-auto">
            New Request
          </ButtonLink>
        }
      />

      <div className="mt-8">
        <RepairStatisticsCards statistics={statistics.data} isError={statistics.isError} />
      </div>

      <div className="mt-6">
        <RepairFilters
          search={searchText}
          onSearchChange={setSearchText}
          status={params.status}
          onStatusChange={(status: RepairState | null) => setParams({ status })}
          sort={params.sort}
          onSortChange={(sort: SortOptionKey) => setParams({ sort })}
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

      <RepairRequestList
        list={list}
        requests={requests}
        renderCard={renderCard}
        filtered={params.q !== "" || params.status !== null}
        span={{ first, last, total }}
        page={Math.min(params.page, pageCount)}
        pageCount={pageCount}
        onPageChange={(page) => {
          setPage(page);
          window.scrollTo({ top: 0 });
        }}
      />

      <ExportCsvLink
        path="/repairs/export.csv"
        query={{ q: params.q, status: params.status, sort: sortOption.sort, dir: sortOption.dir }}
        className="mt-6"
      />

      <UpdateLineDialog target={editor.target} onClose={editor.close} />
    </div>
  );
}
