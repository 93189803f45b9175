import type { SecurityLogEntry } from "@lo/domain";
import { createColumnHelper, type ColumnDef } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import {
  EntryActor,
  EntryAddress,
  EntryBrowser,
  EntryDetails,
  EntryEvent,
  EntryPerson,
  EntryWhen,
} from "./entry-parts";

const column = createColumnHelper<SecurityLogEntry>();

/** A column of one part of each entry, its cells with `className`. */
const part = (
  id: string,
  header: string,
  className: string,
  show: (entry: SecurityLogEntry) => ReactNode,
) => column.display({ id, header, meta: { className }, cell: ({ row }) => show(row.original) });

// Defined once, outside the component: flexRender treats a cell function as a component.
const columns = [
  part("when", "When", "w-28", (entry) => <EntryWhen at={entry.at} stacked />),
  part("event", "Event", "min-w-36 max-w-48", (entry) => <EntryEvent event={entry.event} />),
  part("person", "Person", "min-w-40 max-w-56", (entry) => <EntryPerson entry={entry} />),
  part("by", "By", "whitespace-nowrap", (entry) => <EntryActor actor={entry.actorIdnumber} />),
  part("address", "Address", "max-w-36", (entry) => <EntryAddress ip={entry.ip} />),
  part("browser", "Browser", "min-w-32 max-w-44", (entry) => (
    <EntryBrowser userAgent={entry.userAgent} />
  )),
  part("details", "Details", "min-w-48 max-w-80 text-muted-foreground", (entry) => (
    <EntryDetails entry={entry} />
  )),
] as ColumnDef<SecurityLogEntry, unknown>[];

/** Wide screens: one row per entry. */
export function SecurityLogTable({ entries }: { entries: SecurityLogEntry[] }) {
  const table = useDataTable({ data: entries, columns, getRowId: (entry) => String(entry.id) });
  return <DataTable table={table} label="Security log" cellClassName="align-top" />;
}
