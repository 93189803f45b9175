import type { SortState } from "@lo/domain";
import {
  getCoreRowModel,
  getExpandedRowModel,
  useReactTable,
  type ExpandedState,
  type OnChangeFn,
  type TableMeta,
  type TableOptions,
} from "@tanstack/react-table";

type DataTableOptions<Row, Key extends string> = {
  data: Row[];
  /** As TanStack takes them (each column has its own value type); ids are the sort keys. */
  columns: TableOptions<Row>["columns"];
  getRowId: (row: Row) => string;
  /** The order the rows already come in: the table only shows it in its headings. */
  sort?: SortState<Key>;
  meta?: TableMeta<Row>;
  /** Rows that open beneath themselves (DataTable's `renderExpanded`). */
  expanded?: { state: ExpandedState; onChange: OnChangeFn<ExpandedState> };
};

/**
 * A list's TanStack table: its rows arrive searched, filtered, sorted and paged (by the server,
 * or by the page with the rule of docs/requirements.md §2); DataTable draws it.
 */
export function useDataTable<Row, Key extends string = string>({
  data,
  columns,
  getRowId,
  sort,
  meta,
  expanded,
}: DataTableOptions<Row, Key>) {
  return useReactTable({
    data,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId,
    manualSorting: true,
    // The lists page on the server (or not at all): TanStack's own paging never resets itself,
    // which would otherwise re-render the table in a loop whenever its rows are a new array.
    manualPagination: true,
    autoResetPageIndex: false,
    state: {
      sorting: sort ? [{ id: sort.key, desc: sort.dir === "desc" }] : [],
      ...(expanded ? { expanded: expanded.state } : {}),
    },
    ...(expanded
      ? {
          getExpandedRowModel: getExpandedRowModel(),
          getRowCanExpand: () => true,
          onExpandedChange: expanded.onChange,
        }
      : {}),
    ...(meta ? { meta } : {}),
  });
}
