import type { ProductRecord, ProductSortKey, SortState } from "@lo/domain";
import { createColumnHelper, flexRender, type ColumnDef } from "@tanstack/react-table";
import { Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "@/components/link";
import { DateTime } from "@/components/repair/date-time";
import { AdminTransferButton } from "@/components/item-transfer/admin-transfer-button";
import { Button } from "@/components/ui/button";
import { SortableHeader } from "@/components/ui/sortable-header";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { customerHref, itemHref } from "@/lib/admin-links";
import { cn } from "@/lib/utils";
import { formatDate, formatTime } from "@/lib/format";
import { useScrollToHighlight } from "@/lib/use-scroll-to-highlight";
import { useSortedTable } from "@/lib/use-sorted-table";
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

// The actions are an ordinary column: a sticky one covered the text of the columns scrolled
// beneath it. The table shows that it scrolls sideways (components/ui/table), and Tab to Edit
// scrolls it into view.
const ACTIONS = "px-3 text-right";

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
  const table = useSortedTable({
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
    <Table aria-label="Products" aria-busy={refreshing || undefined}>
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id} className="hover:bg-transparent">
            {group.headers.map((header) => {
              if (header.column.id === "select") {
                return (
                  <TableHead key={header.id} className="w-10 pr-0">
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </TableHead>
                );
              }
              if (header.column.id === "actions") {
                return (
                  <TableHead key={header.id} className={ACTIONS}>
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </TableHead>
                );
              }
              return <SortableHeader key={header.id} header={header} sort={sort} onSort={onSort} />;
            })}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody className={cn("transition-opacity", refreshing && "opacity-60")}>
        {status ? (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={columns.length} className="py-12 text-center">
              {status}
            </TableCell>
          </TableRow>
        ) : (
          table.getRowModel().rows.map((row) => {
            const isHighlighted = row.id === highlight;
            return (
              <TableRow
                key={row.id}
                ref={isHighlighted ? highlighted : undefined}
                data-highlighted={isHighlighted || undefined}
                aria-current={isHighlighted ? "true" : undefined}
                className={cn(
                  "group",
                  isHighlighted &&
                    "bg-brass-light/50 outline-3 -outline-offset-3 outline-brass hover:bg-brass-light/60",
                )}
              >
                {row.getVisibleCells().map((cell) => (
                  <TableCell
                    key={cell.id}
                    className={cn("whitespace-nowrap", cell.column.id === "actions" && ACTIONS)}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </TableCell>
                ))}
              </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}
