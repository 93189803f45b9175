import type { FailedMail } from "@lo/domain";
import { createColumnHelper, type ColumnDef } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { formatCount } from "@/lib/format";
import { FailedAt, MailTitle, Reason, Recipient, RetryButton, type RetryProps } from "./mail-parts";

const column = createColumnHelper<FailedMail>();

/** A column of one part of each mail, its cells with `className`. */
const part = (
  id: string,
  header: string,
  className: string,
  show: (mail: FailedMail) => ReactNode,
) => column.display({ id, header, meta: { className }, cell: ({ row }) => show(row.original) });

// Defined once, outside the component: flexRender treats a cell function as a component.
const columns = [
  part("mail", "Mail", "max-w-64 min-w-44", (mail) => <MailTitle mail={mail} />),
  part("recipient", "Recipient", "max-w-60 min-w-40", (mail) => <Recipient to={mail.to} />),
  part("failed", "Failed", "whitespace-nowrap", (mail) => (
    <FailedAt value={mail.failedAt} stacked />
  )),
  part("attempts", "Attempts", "text-right tabular-nums", (mail) => formatCount(mail.attempts)),
  part("reason", "Reason", "max-w-80 min-w-52", (mail) => <Reason reason={mail.reason} />),
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
