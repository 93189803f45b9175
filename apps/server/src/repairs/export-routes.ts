import { formatCustomerDisplayName, repairListQuerySchema, repairStateLabel } from "@lo/domain";
import { toIso } from "../db/sql";
import { csvExportRoutes, type CsvColumn } from "../http/csv-export";
import { repairExportQuery, type RepairExportRow } from "./export-query";
import { readStatus } from "./records";
import { turnaroundAt } from "./turnaround";

const COLUMNS: CsvColumn<RepairExportRow>[] = [
  { header: "Request", cell: (row) => row.id },
  {
    header: "Customer",
    cell: (row) => formatCustomerDisplayName(row.clientFirstName, row.clientSurname),
  },
  { header: "Customer ID number", cell: (row) => row.customeridnumber },
  { header: "E-mail", cell: (row) => row.clientEmail },
  { header: "Status", cell: (row) => repairStateLabel(readStatus(row.status)) },
  { header: "Location", cell: (row) => row.currentLocation },
  { header: "Raised", cell: (row) => toIso(row.createdAt) },
  { header: "Last update", cell: (row) => toIso(row.updatedAt) },
  { header: "Items", cell: (row) => row.items },
  { header: "Serial numbers", cell: (row) => row.serials },
  { header: "Item states", cell: (row) => row.states },
  { header: "Problems", cell: (row) => row.problems },
];

/**
 * `GET /repairs/export.csv`: Manage Repair Requests as filtered and sorted, a row per request,
 * as a CSV download.
 */
export const repairExportRoutes = csvExportRoutes(
  {
    path: "/repairs/export.csv",
    tag: "repairs",
    summary:
      "Every request the list's search, status and Overdue filters and sort select, in its order, as CSV (streamed)",
    querystring: repairListQuerySchema.omit({ limit: true, offset: true }),
  },
  (query, app) => ({
    name: "repairs",
    select: async (db) => repairExportQuery(db, query, await turnaroundAt(db, app.now())),
    record: (row) => row,
    columns: COLUMNS,
  }),
);
