import type { SortState } from "@lo/domain";
import {
  flexRender,
  type Row,
  type RowData,
  type Table as TanStackTable,
} from "@tanstack/react-table";
import { Fragment, type ReactNode, type Ref } from "react";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { SortableHeader } from "./column-header";
import { SidewaysScroller } from "./sideways-scroller";

declare module "@tanstack/react-table" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- TanStack's generic parameters
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes for the column's heading and its cells. */
    className?: string;
    /** Classes for the heading alone. */
    headClassName?: string;
  }
}

const HIGHLIGHT = {
  /** The whole row outlined in brass, marked as the current one. */
  outline: "bg-brass-light/50 outline-3 -outline-offset-3 outline-brass hover:bg-brass-light/60",
  /** A brass edge on the left; the row takes focus when it is brought into view. */
  edge: "bg-brass-light/50 shadow-[inset_4px_0_0_var(--color-brass)] hover:bg-brass-light/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
};

type DataTableProps<T> = {
  /** From useDataTable. */
  table: TanStackTable<T>;
  /** Names the table for assistive technology. */
  label: string;
  /** The order shown in the headings; a heading whose column can sort calls `onSort`. */
  sort?: SortState<string> | undefined;
  onSort?: ((key: string) => void) | undefined;
  /** Shown across the table instead of rows: loading, empty or failed. */
  status?: ReactNode;
  /** True while a new page or order is on its way (the old rows stay, dimmed). */
  refreshing?: boolean;
  /** The id of the row to mark (one just created, or `?highlight=`), and how. */
  highlight?: string | null | undefined;
  highlightRef?: Ref<HTMLTableRowElement> | undefined;
  highlightStyle?: keyof typeof HIGHLIGHT;
  /** What opens beneath an expanded row. */
  renderExpanded?: (row: Row<T>) => ReactNode;
  /**
   * "card": the table in its card, scrolling sideways inside it (components/ui/table).
   * "framed": a frame of its own that says when it scrolls sideways (SidewaysScroller).
   */
  frame?: "card" | "framed";
  /** Classes for every body cell (a column adds its own with `meta.className`). */
  cellClassName?: string;
};

/**
 * Every list's table: TanStack's headings (sortable where the column sorts and the list gives
 * `onSort`), its rows or the status in their place, the marked row and opened rows.
 */
export function DataTable<T>({
  table,
  label,
  sort,
  onSort,
  status,
  refreshing = false,
  highlight,
  highlightRef,
  highlightStyle = "outline",
  renderExpanded,
  frame = "card",
  cellClassName,
}: DataTableProps<T>) {
  const columnCount = table.getVisibleLeafColumns().length;
  const head = (
    <TableHeader>
      {table.getHeaderGroups().map((group) => (
        <TableRow key={group.id} className="hover:bg-transparent">
          {group.headers.map((header) => {
            const meta = header.column.columnDef.meta;
            const className = cn(meta?.className, meta?.headClassName);
            return sort && onSort && header.column.getCanSort() ? (
              <SortableHeader
                key={header.id}
                header={header}
                sort={sort}
                onSort={onSort}
                className={className}
              />
            ) : (
              <TableHead key={header.id} scope="col" className={className}>
                {flexRender(header.column.columnDef.header, header.getContext())}
              </TableHead>
            );
          })}
        </TableRow>
      ))}
    </TableHeader>
  );
  const rows = table.getRowModel().rows.map((row) => {
    const marked = row.id === highlight;
    return (
      <Fragment key={row.id}>
        <TableRow
          ref={marked ? highlightRef : undefined}
          data-highlighted={marked || undefined}
          aria-current={marked && highlightStyle === "outline" ? "true" : undefined}
          tabIndex={marked && highlightStyle === "edge" ? -1 : undefined}
          className={cn(
            highlightStyle === "outline" ? "group" : "scroll-mt-28 outline-none",
            marked && HIGHLIGHT[highlightStyle],
            row.getIsExpanded() && "border-b-0",
          )}
        >
          {row.getVisibleCells().map((cell) => (
            <TableCell
              key={cell.id}
              className={cn(cellClassName, cell.column.columnDef.meta?.className)}
            >
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </TableCell>
          ))}
        </TableRow>
        {renderExpanded && row.getIsExpanded() ? renderExpanded(row) : null}
      </Fragment>
    );
  });
  const body = (
    <TableBody className={cn("transition-opacity", refreshing && "opacity-60")}>
      {status ? (
        <TableRow className="hover:bg-transparent">
          <TableCell colSpan={columnCount} className="py-12 text-center">
            {status}
          </TableCell>
        </TableRow>
      ) : (
        rows
      )}
    </TableBody>
  );

  if (frame === "framed") {
    return (
      <SidewaysScroller label={`${label} table`}>
        <table aria-label={label} aria-busy={refreshing || undefined} className="w-full text-sm">
          {head}
          {body}
        </table>
      </SidewaysScroller>
    );
  }
  return (
    <Table aria-label={label} aria-busy={refreshing || undefined}>
      {head}
      {body}
    </Table>
  );
}
