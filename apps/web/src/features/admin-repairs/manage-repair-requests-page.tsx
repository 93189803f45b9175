import {
  toServerStatus,
  type RepairLineRecord,
  type RepairRequestRecord,
  type RepairState,
} from "@lo/domain";
import type { ExpandedState } from "@tanstack/react-table";
import { Plus } from "lucide-react";
import { useCallback, useState } from "react";
import { ExportCsvLink } from "@/components/export-csv-link";
import { PageHeader } from "@/components/page-header";
import { ButtonLink } from "@/components/button-link";
import { usePaging } from "@/components/data-table/pagination";
import { pageOffset } from "@/components/data-table/paging";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useListState } from "@/components/data-table/use-list-state";
import { useScrollToHighlight } from "@/lib/use-scroll-to-highlight";
import {
  REPAIRS_PAGE_SIZE,
  useAdminRepairs,
  useHighlightedRepair,
  useRepairStatistics,
  useRevokeTrackingLink,
} from "./api";
import { AccountsExport } from "./components/accounts-export";
import { BulkBar } from "./components/bulk-bar";
import { RepairFilters } from "./components/repair-filters";
import { RepairRequestList } from "./components/repair-request-list";
import { RepairStatisticsCards } from "./components/repair-statistics-cards";
import type { LineActions } from "./components/request-lines";
import { RequestsTable } from "./components/requests-table";
import { UpdateLineDialog, type LineTarget } from "./components/update-line-dialog";
import {
  REPAIR_LIST_PARAMS,
  REPAIR_SORT,
  SORT_OPTIONS,
  sortOptionOf,
  type SortOptionKey,
} from "./list-params";
import { useLineSelection } from "./use-line-selection";
import { useNextLineAction } from "./use-next-line";

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

/** The list, its page, and `?highlight={id}`: marked where it is, else looked up and pinned. */
function useRequestList() {
  const state = useListState(REPAIR_LIST_PARAMS, { sort: REPAIR_SORT });
  const { params, setPage, sort } = state;
  const list = useAdminRepairs({
    q: params.q || undefined,
    status: params.status ? toServerStatus(params.status) : undefined,
    overdue: params.overdue ?? undefined,
    sort: sort.key,
    dir: sort.dir,
    ...pageOffset(params.page, REPAIRS_PAGE_SIZE),
  });
  const requests = list.data?.repairRequests ?? [];
  const paging = usePaging(
    params.page,
    REPAIRS_PAGE_SIZE,
    { data: list.data, isPlaceholderData: list.isPlaceholderData },
    setPage,
  );

  const highlightOnPage =
    params.highlight !== null && requests.some((request) => request.id === params.highlight);
  const highlighted = useHighlightedRepair(
    params.highlight,
    list.isSuccess && !list.isPlaceholderData && !highlightOnPage,
  );
  const pinned = !highlightOnPage && highlighted.data ? highlighted.data : null;
  const highlightRef = useScrollToHighlight<HTMLTableRowElement>(
    params.highlight,
    highlightOnPage || pinned !== null,
    { block: "center", focus: true },
  );
  return { ...state, list, requests, paging, pinned, highlightRef };
}

/** /admin/requests: every repair request, paged, searched, filtered and sorted by the server. */
export default function ManageRepairRequestsPage() {
  useDocumentTitle("Manage Repair Requests");
  const { params, setParams, searchText, setSearchText, sort, setSort, onSort, ...page } =
    useRequestList();
  const { list, requests, pinned, highlightRef, paging } = page;
  const statistics = useRepairStatistics();
  const revokeTrackingLink = useRevokeTrackingLink();
  const [expanded, setExpanded] = useState<ExpandedState>(() =>
    params.highlight === null ? {} : { [String(params.highlight)]: true },
  );
  const shown = [...requests, ...(pinned ? [pinned] : [])];
  const editor = useLineEditor(shown);
  const selection = useLineSelection();
  const { next, pendingLineId, dialog: nextDialog } = useNextLineAction();

  const lineActions: LineActions = {
    isSelected: selection.isSelected,
    onSelect: selection.toggle,
    onNext: next,
    pendingLineId,
    onUpdateLine: editor.open,
  };
  const table = (rows: RepairRequestRecord[], label: string) => (
    <RequestsTable
      requests={rows}
      label={label}
      sort={sort}
      onSort={onSort}
      expanded={expanded}
      onExpandedChange={setExpanded}
      highlight={params.highlight}
      highlightRef={highlightRef}
      lineActions={lineActions}
      onRevokeTrackingLink={revokeTrackingLink.mutateAsync}
    />
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
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
          overdue={params.overdue !== null}
          onOverdueChange={(on: boolean) => setParams({ overdue: on ? "1" : null })}
          sort={sortOptionOf(sort)}
          onSortChange={(key: SortOptionKey) => {
            const option = SORT_OPTIONS.find((candidate) => candidate.key === key);
            if (option) setSort({ key: option.sort, dir: option.dir });
          }}
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
          {table([pinned], "Highlighted repair request")}
        </section>
      ) : null}

      <RepairRequestList
        list={list}
        requests={requests}
        table={table([...requests], "Repair requests")}
        filtered={params.q !== "" || params.status !== null || params.overdue !== null}
        overdueCount={statistics.data?.overdue}
        paging={paging}
      />

      <ExportCsvLink
        path="/repairs/export.csv"
        query={{
          q: params.q,
          status: params.status ? toServerStatus(params.status) : undefined,
          overdue: params.overdue ?? undefined,
          sort: sort.key,
          dir: sort.dir,
        }}
        className="mt-6"
      />

      <AccountsExport className="mt-10" />

      <BulkBar
        count={selection.count}
        lines={() => selection.current(shown)}
        onClear={selection.clear}
      />
      <UpdateLineDialog target={editor.target} onClose={editor.close} />
      {nextDialog}
    </div>
  );
}
