import type { FailedMail } from "@lo/domain";
import { createColumnHelper, type ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { formatCount } from "@/lib/format";
import { FailedAt, MailTitle, Reason, Recipient, RetryButton, type RetryProps } from "./mail-parts";

const column = createColumnHelper<FailedMail>();

// Defined once, outside the component: flexRender treats a cell function as a component.
const columns = [
  column.display({
    id: "mail",
    header: "Mail",
    meta: { className: "max-w-64 min-w-44" },
    cell: ({ row }) => <MailTitle mail={row.original} />,
  }),
  column.display({
    id: "recipient",
    header: "Recipient",
    meta: { className: "max-w-60 min-w-40" },
    cell: ({ row }) => <Recipient to={row.original.to} />,
  }),
  column.display({
    id: "failed",
    header: "Failed",
    meta: { className: "whitespace-nowrap" },
    cell: ({ row }) => <FailedAt value={row.original.failedAt} stacked />,
  }),
  column.display({
    id: "attempts",
    header: "Attempts",
    meta: { className: "text-right tabular-nums" },
    cell: ({ row }) => formatCount(row.original.attempts),
  }),
  column.display({
    id: "reason",
    header: "Reason",
    meta: { className: "max-w-80 min-w-52" },
    cell: ({ row }) => <Reason reason={row.original.reason} />,
  }),
  column.display({
    id: "actions",
    header: () => <span className="sr-only">Actions</span>,
    meta: { className: "text-right" },
    cell: ({ row, table }) => {
      const { retrying, onRetry } = table.options.meta as RetryProps;
      return (
        <RetryButton mail={row.original} index={row.index} retrying={retrying} onRetry={onRetry} />
      );
    },
  }),
] as ColumnDef<FailedMail, unknown>[];

type FailedMailTableProps = RetryProps & { mails: FailedMail[] };

/** Wide screens: one row per mail, its Retry at the end. */
export function FailedMailTable({ mails, retrying, onRetry }: FailedMailTableProps) {
  const table = useDataTable({
    data: mails,
    columns,
    getRowId: (mail) => String(mail.id),
    meta: { retrying, onRetry } satisfies RetryProps,
  });
  return <DataTable table={table} label="Undelivered mail" />;
}
