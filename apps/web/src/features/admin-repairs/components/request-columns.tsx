import { formatRand, itemsProgress, PAYMENT_MESSAGES, type RepairRequestRecord } from "@lo/domain";
import { createColumnHelper, type ColumnDef } from "@tanstack/react-table";
import { ChevronRight } from "lucide-react";
import { Link } from "@/components/link";
import { DateTime } from "@/components/repair/date-time";
import { ItemsProgress } from "@/components/repair/items-progress";
import { Badge } from "@/components/ui/badge";
import { StateBadge } from "@/components/ui/state-badge";
import { OverdueBadge } from "@/components/repair/overdue-badge";
import { cn } from "@/lib/utils";

const column = createColumnHelper<RepairRequestRecord>();

/** What the columns read from the table: the request to mark. */
export type RequestsMeta = { highlight: number | null };

const linkClass =
  "rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** A date column's cell: the day, never broken over two lines. */
function DayCell({ getValue }: { getValue: () => string }) {
  return (
    <span className="whitespace-nowrap">
      <DateTime value={getValue()} dateOnly />
    </span>
  );
}

// Column ids are the server's sort keys: each accessor's heading sorts (list-params.ts).
// Defined once, outside any component: flexRender treats a cell function as a component.
export const REQUEST_COLUMNS = [
  column.display({
    id: "expand",
    header: () => <span className="sr-only">Items</span>,
    cell: ({ row }) => {
      const open = row.getIsExpanded();
      const id = row.original.id;
      return (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? `request-${id}-lines` : undefined}
          aria-label={`${open ? "Hide" : "Show"} items of request #${id}`}
          onClick={row.getToggleExpandedHandler()}
          className="inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
        >
          <ChevronRight
            className={cn("size-4 transition-transform", open && "rotate-90")}
            aria-hidden="true"
          />
        </button>
      );
    },
  }),
  column.accessor("id", {
    id: "id",
    header: "Reference",
    cell: (info) => (
      <>
        <Link
          to={`/admin/requests/${info.getValue()}`}
          aria-label={`Request #${info.getValue()}`}
          className={cn(linkClass, "font-mono whitespace-nowrap")}
        >
          #{info.getValue()}
        </Link>
        {(info.table.options.meta as RequestsMeta | undefined)?.highlight === info.getValue() ? (
          <Badge variant="brass" className="mt-1 block w-fit">
            Highlighted
          </Badge>
        ) : null}
      </>
    ),
  }),
  column.accessor("clientName", {
    id: "clientName",
    header: "Customer",
    cell: (info) => (
      <span className="flex max-w-40 min-w-0 flex-col xl:max-w-56">
        <Link
          to={`/admin/customers/${encodeURIComponent(info.row.original.customeridnumber)}`}
          className={cn(linkClass, "truncate")}
        >
          {info.getValue()}
        </Link>
        <span className="truncate text-xs text-muted-foreground">
          {info.row.original.clientEmail}
        </span>
        {/* Below lg the Location column gives way; the place shows here instead. */}
        <span className="truncate text-xs text-muted-foreground lg:hidden">
          <span className="sr-only">Location: </span>
          {info.row.original.currentLocation}
        </span>
      </span>
    ),
  }),
  column.accessor("creationDate", {
    id: "creationDate",
    header: "Created",
    cell: DayCell,
  }),
  column.accessor("currentLocation", {
    id: "location",
    header: "Location",
    enableSorting: false,
    meta: { className: "hidden lg:table-cell" },
    cell: (info) => (
      <span className="line-clamp-2 max-w-40 break-words xl:max-w-52" title={info.getValue()}>
        {info.getValue()}
      </span>
    ),
  }),
  column.accessor("status", {
    id: "status",
    header: "Status",
    cell: (info) => (
      <span className="flex flex-wrap items-center gap-1.5">
        <StateBadge state={info.getValue()} className="whitespace-nowrap" />
        {info.row.original.overdue ? <OverdueBadge /> : null}
      </span>
    ),
  }),
  column.display({
    id: "progress",
    header: "Items",
    cell: ({ row }) => (
      <ItemsProgress
        progress={itemsProgress(row.original.products.map((line) => line.state))}
        className="max-w-36 min-w-24 text-sm"
      />
    ),
  }),
  column.display({
    id: "balance",
    header: "Balance",
    // What is still to pay (decision 096): nothing for a request with no charge or payment.
    cell: ({ row }) => {
      const balance = row.original.balanceCents;
      if (balance === undefined) {
        return (
          <span className="text-muted-foreground">
            <span aria-hidden="true">–</span>
            <span className="sr-only">Nothing charged</span>
          </span>
        );
      }
      if (balance > 0) {
        return (
          <span className="font-medium whitespace-nowrap tabular-nums">{formatRand(balance)}</span>
        );
      }
      // Paid beyond what is due (decision 097): owed back, not "Paid".
      const credit = row.original.creditCents ?? 0;
      return credit > 0 ? (
        <span
          title={PAYMENT_MESSAGES.creditHint}
          className="font-medium whitespace-nowrap text-brass-deep tabular-nums"
        >
          {PAYMENT_MESSAGES.credit(credit)}
        </span>
      ) : (
        <span className="text-muted-foreground">Paid</span>
      );
    },
  }),
  column.accessor("lastUpdateDate", {
    id: "lastUpdateDate",
    header: "Updated",
    // Only where there is room: the row of a request fits a 768 px screen without it.
    meta: { className: "hidden xl:table-cell" },
    cell: DayCell,
  }),
] as ColumnDef<RepairRequestRecord, unknown>[];
