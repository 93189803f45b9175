import type { RepairRequestRecord, RepairSortKey, SortState } from "@lo/domain";
import type { ExpandedState, OnChangeFn } from "@tanstack/react-table";
import type { Ref } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { SidewaysScroller } from "@/components/data-table/sideways-scroller";
import { useDataTable } from "@/components/data-table/use-data-table";
import { RequestTrackingLink } from "@/components/repair/request-tracking-link";
import { REQUEST_COLUMNS, type RequestsMeta } from "./request-columns";
import { RequestLines, type LineActions } from "./request-lines";

type RequestsTableProps = {
  /** One page, already searched, filtered and sorted by the server. */
  requests: RepairRequestRecord[];
  /** Names the table, e.g. 'Repair requests'. */
  label: string;
  sort: SortState<RepairSortKey>;
  onSort: (key: RepairSortKey) => void;
  expanded: ExpandedState;
  onExpandedChange: OnChangeFn<ExpandedState>;
  highlight: number | null;
  highlightRef?: Ref<HTMLTableRowElement>;
  lineActions: LineActions;
  onRevokeTrackingLink: (id: number) => Promise<unknown>;
};

/**
 * Manage Repair Requests as a dense table (TanStack Table): a row per request, its lines
 * opened beneath it by a real button; sortable headings ask the server for that order.
 */
export function RequestsTable({
  requests,
  label,
  sort,
  onSort,
  expanded,
  onExpandedChange,
  highlight,
  highlightRef,
  lineActions,
  onRevokeTrackingLink,
}: RequestsTableProps) {
  const table = useDataTable({
    data: requests,
    columns: REQUEST_COLUMNS,
    getRowId: (request) => String(request.id),
    sort,
    meta: { highlight } satisfies RequestsMeta,
    expanded: { state: expanded, onChange: onExpandedChange },
  });
  // Spans every column, the hidden 'Updated' too (a colSpan past the last column is harmless).
  const width = table.getVisibleLeafColumns().length;

  return (
    <DataTable
      table={table}
      label={label}
      frame="framed"
      sort={sort}
      onSort={(key) => onSort(key as RepairSortKey)}
      highlight={highlight === null ? null : String(highlight)}
      highlightRef={highlightRef}
      highlightStyle="edge"
      cellClassName="py-2.5"
      renderExpanded={({ original: request }) => (
        <tr id={`request-${request.id}-lines`} className="border-b border-border">
          <td colSpan={width} className="bg-muted/25 px-3 pt-1 pb-4">
            {/* Zero width of its own: however wide the lines are, they scroll in
                their own frame and never widen the requests' columns. */}
            <div className="w-0 min-w-full">
              <SidewaysScroller label={`Items in repair request ${request.id}`}>
                <RequestLines request={request} actions={lineActions} />
              </SidewaysScroller>
            </div>
            <RequestTrackingLink
              request={request}
              onRevoke={onRevokeTrackingLink}
              variant="compact"
              className="mt-4 max-w-3xl"
            />
          </td>
        </tr>
      )}
    />
  );
}
