import type { RepairRequestRecord, RepairSortKey, SortState } from "@lo/domain";
import {
  flexRender,
  getCoreRowModel,
  getExpandedRowModel,
  useReactTable,
  type ExpandedState,
  type OnChangeFn,
} from "@tanstack/react-table";
import { Fragment, type Ref } from "react";
import { TrackingLink } from "@/components/repair/tracking-link";
import { Badge } from "@/components/ui/badge";
import { SortableHeader } from "@/components/ui/sortable-header";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { columnClass, REQUEST_COLUMNS, SORTABLE_COLUMNS } from "./request-columns";
import { RequestLines, type LineActions } from "./request-lines";
import { SidewaysScroller } from "./sideways-scroller";

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
  const table = useReactTable({
    data: requests,
    columns: REQUEST_COLUMNS,
    getRowId: (request) => String(request.id),
    getCoreRowModel: getCoreRowModel(),
    getExpandedRowModel: getExpandedRowModel(),
    getRowCanExpand: () => true,
    manualSorting: true,
    state: { expanded, sorting: [{ id: sort.key, desc: sort.dir === "desc" }] },
    onExpandedChange,
  });
  // Spans every column, the hidden 'Updated' too (a colSpan past the last column is harmless).
  const width = table.getVisibleLeafColumns().length;

  return (
    <SidewaysScroller label={`${label} table`}>
      <table aria-label={label} className="w-full text-sm">
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id} className="hover:bg-transparent">
              {group.headers.map((header) =>
                SORTABLE_COLUMNS.has(header.column.id) ? (
                  <SortableHeader
                    key={header.id}
                    header={header}
                    sort={sort}
                    onSort={onSort}
                    className={columnClass(header.column.columnDef.meta)}
                  />
                ) : (
                  <TableHead key={header.id} className={columnClass(header.column.columnDef.meta)}>
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </TableHead>
                ),
              )}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {table.getRowModel().rows.map((row) => {
            const request = row.original;
            const isHighlighted = request.id === highlight;
            return (
              <Fragment key={row.id}>
                <TableRow
                  ref={isHighlighted ? highlightRef : undefined}
                  tabIndex={isHighlighted ? -1 : undefined}
                  data-highlighted={isHighlighted || undefined}
                  className={cn(
                    "scroll-mt-28 outline-none",
                    isHighlighted &&
                      "bg-brass-light/50 shadow-[inset_4px_0_0_var(--color-brass)] hover:bg-brass-light/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
                    row.getIsExpanded() && "border-b-0",
                  )}
                >
                  {row.getVisibleCells().map((cell) => (
                    <TableCell
                      key={cell.id}
                      className={cn("py-2.5", columnClass(cell.column.columnDef.meta))}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      {cell.column.id === "id" && isHighlighted ? (
                        <Badge variant="brass" className="mt-1 block w-fit">
                          Highlighted
                        </Badge>
                      ) : null}
                    </TableCell>
                  ))}
                </TableRow>
                {row.getIsExpanded() ? (
                  <tr id={`request-${request.id}-lines`} className="border-b border-border">
                    <td colSpan={width} className="bg-muted/25 px-3 pt-1 pb-4">
                      {/* Zero width of its own: however wide the lines are, they scroll in
                          their own frame and never widen the requests' columns. */}
                      <div className="w-0 min-w-full">
                        <SidewaysScroller label={`Items in repair request ${request.id}`}>
                          <RequestLines request={request} actions={lineActions} />
                        </SidewaysScroller>
                      </div>
                      {request.trackingUrl ? (
                        <TrackingLink
                          url={request.trackingUrl}
                          requestId={request.id}
                          onRevoke={() => onRevokeTrackingLink(request.id)}
                          variant="compact"
                          className="mt-4 max-w-3xl"
                        />
                      ) : null}
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </TableBody>
      </table>
    </SidewaysScroller>
  );
}
