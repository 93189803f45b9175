import type { CustomerProductRecord, SortState } from "@lo/domain";
import { createColumnHelper, type ColumnDef } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { DateTime } from "@/components/repair/date-time";
import { ItemTransferPanel } from "@/components/item-transfer/item-transfer-panel";
import { SerialLink } from "@/components/serial-link";

export type ProductSortKey =
  | "serialno"
  | "productTypeName"
  | "colourName"
  | "sizeName"
  | "customerName"
  | "repairs"
  | "lastRepairDate";

export const DEFAULT_PRODUCT_SORT: SortState<ProductSortKey> = { key: "serialno", dir: "asc" };

/** The column headings, also offered by the small-screen 'Sort by' picker. */
export const PRODUCT_COLUMN_LABELS: Record<ProductSortKey, string> = {
  serialno: "Serial No",
  productTypeName: "Product Type",
  colourName: "Color",
  sizeName: "Size",
  customerName: "Customer",
  repairs: "Repairs",
  lastRepairDate: "Last Repair Date",
};

const column = createColumnHelper<CustomerProductRecord>();

// docs/requirements.md §2's columns, in order; the column id is the field it shows and sorts by.
const columns = [
  column.accessor("serialno", {
    header: PRODUCT_COLUMN_LABELS.serialno,
    cell: (info) => <SerialLink serialno={info.getValue()} className="text-xs" />,
  }),
  column.accessor("productTypeName", { header: PRODUCT_COLUMN_LABELS.productTypeName }),
  column.accessor("colourName", {
    header: PRODUCT_COLUMN_LABELS.colourName,
    cell: (info) => info.getValue() ?? "—",
  }),
  column.accessor("sizeName", {
    header: PRODUCT_COLUMN_LABELS.sizeName,
    cell: (info) => info.getValue() ?? "—",
  }),
  column.accessor("customerName", { header: PRODUCT_COLUMN_LABELS.customerName }),
  column.accessor("repairs", {
    header: PRODUCT_COLUMN_LABELS.repairs,
    cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
  }),
  column.accessor("lastRepairDate", {
    header: PRODUCT_COLUMN_LABELS.lastRepairDate,
    cell: (info) => <LastRepairDate value={info.getValue()} />,
  }),
  column.display({
    id: "transfer",
    header: () => <span className="sr-only">Transfer</span>,
    meta: { className: "text-right whitespace-normal" },
    cell: ({ row }) => (
      <ItemTransferPanel
        className="items-end"
        serialno={row.original.serialno}
        label={pieceLabel(row.original)}
      />
    ),
  }),
] as ColumnDef<CustomerProductRecord, unknown>[];

/** No rows while the status shows (one array, so the table's rows stay the same). */
const NO_PRODUCTS: CustomerProductRecord[] = [];

/** 'Belt, Chestnut': what the transfer dialog calls the piece. */
function pieceLabel(product: CustomerProductRecord): string {
  return [product.productTypeName, product.colourName].filter(Boolean).join(", ");
}

function LastRepairDate({ value }: { value: string | null }) {
  return value ? (
    <DateTime value={value} />
  ) : (
    <span className="text-muted-foreground">No repairs yet</span>
  );
}

type ProductsTableProps = {
  /** Already searched and sorted (the page does both with the domain helpers). */
  products: CustomerProductRecord[];
  sort: SortState<ProductSortKey>;
  onSort: (key: ProductSortKey) => void;
  /** Shown under the headings instead of rows: loading, empty or failed. */
  status?: ReactNode;
};

/**
 * My Products: on wide screens a table whose every header sorts (the active one shows its
 * direction, requirements §2); on small screens a card per product, so nothing hides off-screen.
 * Only one of the two is displayed; the other is display:none, hidden from screen readers too.
 */
export function ProductsTable({ products, sort, onSort, status }: ProductsTableProps) {
  // Sorting follows the requirements' rule (nextSort) and compareForSort, applied by the page.
  const table = useDataTable({
    data: status ? NO_PRODUCTS : products,
    columns,
    getRowId: (product) => product.serialno,
    sort,
  });

  return (
    <>
      {/* Wide screens: the table; its headers sort. */}
      <div className="hidden md:block">
        <DataTable
          table={table}
          label="My products"
          sort={sort}
          onSort={(key) => onSort(key as ProductSortKey)}
          cellClassName="whitespace-nowrap"
        />
      </div>

      {/* Small screens: a card per product, sorted by the page's 'Sort by' picker. */}
      {status ? null : (
        <ul aria-label="My products" className="divide-y divide-border md:hidden">
          {products.map((product) => (
            <li key={product.serialno} className="p-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium">{product.productTypeName}</p>
                  <p className="text-xs break-all">
                    <SerialLink serialno={product.serialno} />
                  </p>
                </div>
                <p className="shrink-0 rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium">
                  {product.repairs} {product.repairs === 1 ? "repair" : "repairs"}
                </p>
              </div>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted-foreground">{PRODUCT_COLUMN_LABELS.colourName}</dt>
                <dd className="min-w-0 break-words">{product.colourName ?? "—"}</dd>
                <dt className="text-muted-foreground">{PRODUCT_COLUMN_LABELS.sizeName}</dt>
                <dd className="min-w-0 break-words">{product.sizeName ?? "—"}</dd>
                <dt className="text-muted-foreground">{PRODUCT_COLUMN_LABELS.customerName}</dt>
                <dd className="min-w-0 break-words">{product.customerName}</dd>
                <dt className="text-muted-foreground">Last repair</dt>
                <dd className="min-w-0">
                  <LastRepairDate value={product.lastRepairDate} />
                </dd>
              </dl>
              <ItemTransferPanel
                className="mt-3"
                serialno={product.serialno}
                label={pieceLabel(product)}
              />
            </li>
          ))}
        </ul>
      )}

      {status ? <div className="px-4 py-12 text-center">{status}</div> : null}
    </>
  );
}
