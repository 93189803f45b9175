import type { ProductRecord, ProductSortKey, SortState } from "@lo/domain";
import { createColumnHelper, type ColumnDef } from "@tanstack/react-table";
import { Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "@/components/link";
import { DateTime } from "@/components/repair/date-time";
import { AdminTransferButton } from "@/components/item-transfer/admin-transfer-button";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/data-table/data-table";
import { customerHref, itemHref } from "@/lib/admin-links";
import { formatDate, formatTime } from "@/lib/format";
import { useScrollToHighlight } from "@/lib/use-scroll-to-highlight";
import { useDataTable } from "@/components/data-table/use-data-table";
import { selectColumn, type LabelSelection } from "./label-selection";

const column = createColumnHelper<ProductRecord>();

// Column ids are the server's sort keys (docs/requirements.md §9): sorting covers every product.
const dataColumns = [
  column.accessor("serialno", {
    id: "serialno",
    header: "Serial No",
    // A serial number is one word: it never breaks over two lines (the table scrolls instead).
    cell: (info) => (
      <Link
        to={itemHref(info.getValue())}
        className="serial block rounded-sm text-xs font-medium text-primary underline-offset-4 hover:underline"
      >
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor("productTypeName", { id: "producttypeid", header: "Product Type" }),
  column.accessor("colourName", {
    id: "colourid",
    header: "Colour",
    cell: (info) => info.getValue() ?? "—",
  }),
  column.accessor("sizeName", {
    id: "sizeid",
    header: "Size",
    cell: (info) => info.getValue() ?? "—",
  }),
  column.accessor("customerName", {
    id: "customerid",
    header: "Customer",
    cell: (info) => (
      <Link
        to={customerHref(info.row.original.customerid)}
        className="flex flex-col rounded-sm underline-offset-4 hover:underline"
      >
        <span>{info.getValue()}</span>
        <span className="font-mono text-xs text-muted-foreground">
          {info.row.original.customerid}
        </span>
      </Link>
    ),
  }),
  column.accessor("createdon", {
    id: "createdon",
    header: "Created",
    cell: (info) => <DateTime value={info.getValue()} dateOnly />,
  }),
  column.accessor("repairs", {
    id: "repairs",
    header: "Repairs",
    cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
  }),
  column.accessor("lastRepairDate", {
    id: "lastRepairDate",
    header: "Last Repair Date",
    cell: (info) => {
      const value = info.getValue();
      // Date over time keeps the column narrow enough for the whole table at 1280 px.
      return value ? (
        <time dateTime={value} className="flex flex-col">
          <span>{formatDate(value)}</span>
          <span className="text-xs text-muted-foreground">{formatTime(value)}</span>
        </time>
      ) : (
        <span className="text-muted-foreground">No repairs yet</span>
      );
    },
  }),
] as ColumnDef<ProductRecord, unknown>[];

// The actions are an ordinary column: a sticky one covered the text of the columns scrolled
// beneath it. The table shows that it scrolls sideways (components/ui/table), and Tab to Edit
// scrolls it into view.
const ACTIONS = "px-3 text-right";

type TableMeta = {
  onEdit: (product: ProductRecord, opener: HTMLElement) => void;
  selection: LabelSelection;
};

// Defined once, outside the component: flexRender treats a cell function as a component, so a
// new function each render would remount the button (and lose focus) on every render.
const columns: ColumnDef<ProductRecord, unknown>[] = [
  selectColumn,
  ...dataColumns,
  column.display({
    id: "actions",
    meta: { className: ACTIONS },
    header: () => <span className="sr-only">Actions</span>,
    cell: (info) => (
      <span className="inline-flex gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={`Edit ${info.row.original.serialno}`}
          onClick={(event) =>
            (info.table.options.meta as TableMeta).onEdit(info.row.original, event.currentTarget)
          }
        >
          <Pencil aria-hidden="true" />
          <span className="hidden md:inline">Edit</span>
        </Button>
        <AdminTransferButton
          serialno={info.row.original.serialno}
          ownerName={info.row.original.customerName}
        />
      </span>
    ),
  }) as ColumnDef<ProductRecord, unknown>,
];

type ProductsTableProps = {
  /** One page, already searched, filtered and sorted by the server. */
  products: ProductRecord[];
  sort: SortState<ProductSortKey>;
  onSort: (key: ProductSortKey) => void;
  onEdit: (product: ProductRecord, opener: HTMLElement) => void;
  /** The products chosen for labels (the checkbox column). */
  selection: LabelSelection;
  /** The serial number to mark (a product just created, or `?highlight=`). */
  highlight?: string | null | undefined;
  /** Shown across the table instead of rows: loading, empty or failed. */
  status?: ReactNode;
  /** True while a new page or order is on its way (the old rows stay, dimmed). */
  refreshing?: boolean;
};

/** Manage Products: each header sorts; the active one shows its direction (requirements §2, §9). */
export function ProductsTable({
  products,
  sort,
  onSort,
  onEdit,
  selection,
  highlight,
  status,
  refreshing = false,
}: ProductsTableProps) {
  const table = useDataTable({
    data: products,
    columns,
    getRowId: (product) => product.serialno,
    sort,
    meta: { onEdit, selection } satisfies TableMeta,
  });

  // Bring a just-created product into view once it is on screen.
  const highlighted = useScrollToHighlight<HTMLTableRowElement>(
    highlight,
    !status && products.some((product) => product.serialno === highlight),
    { block: "center", behavior: "smooth" },
  );

  return (
    <DataTable
      table={table}
      label="Products"
      sort={sort}
      onSort={(key) => onSort(key as ProductSortKey)}
      status={status}
      refreshing={refreshing}
      highlight={highlight}
      highlightRef={highlighted}
      cellClassName="whitespace-nowrap"
    />
  );
}
