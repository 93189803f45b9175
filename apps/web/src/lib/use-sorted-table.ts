import type { SortState } from "@lo/domain";
import {
  getCoreRowModel,
  useReactTable,
  type TableOptions,
  type TableMeta,
} from "@tanstack/react-table";

type SortedTableOptions<Row, Key extends string> = {
  data: Row[];
  /** As TanStack takes them (each column has its own value type). */
  columns: TableOptions<Row>["columns"];
  getRowId: (row: Row) => string;
  /** The order the rows already come in: the table only shows it in its headers. */
  sort: SortState<Key>;
  meta?: TableMeta<Row>;
};

/**
 * A TanStack table whose rows arrive sorted (by the server, or by the page with the
 * rule of docs/requirements.md §2); column ids are the sort keys.
 */
export function useSortedTable<Row, Key extends string>({
  data,
  columns,
  getRowId,
  sort,
  meta,
}: SortedTableOptions<Row, Key>) {
  return useReactTable({
    data,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId,
    manualSorting: true,
    state: { sorting: [{ id: sort.key, desc: sort.dir === "desc" }] },
    ...(meta ? { meta } : {}),
  });
}
