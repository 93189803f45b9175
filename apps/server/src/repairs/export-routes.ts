import { repairListQuerySchema, repairStateLabel, type RepairRequestRecord } from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendCsvExport, type CsvColumn } from "../http/csv-export";
import { routeOptions } from "../http/route-options";
import { adminRepairRequests } from "./queries";

const lines = (
  row: RepairRequestRecord,
  cell: (line: RepairRequestRecord["products"][number]) => string,
) => row.products.map(cell).join("; ");

const COLUMNS: CsvColumn<RepairRequestRecord>[] = [
  { header: "Request", cell: (row) => row.id },
  { header: "Customer", cell: (row) => row.clientName },
  { header: "Customer ID number", cell: (row) => row.customeridnumber },
  { header: "E-mail", cell: (row) => row.clientEmail },
  { header: "Status", cell: (row) => repairStateLabel(row.status) },
  { header: "Location", cell: (row) => row.currentLocation },
  { header: "Raised", cell: (row) => row.creationDate },
  { header: "Last update", cell: (row) => row.lastUpdateDate },
  { header: "Items", cell: (row) => row.products.length },
  { header: "Serial numbers", cell: (row) => lines(row, (line) => line.serialNumber) },
  {
    header: "Item states",
    cell: (row) => lines(row, (line) => `${line.serialNumber}: ${repairStateLabel(line.state)}`),
  },
  { header: "Problems", cell: (row) => lines(row, (line) => line.problemDescription) },
];

/**
 * `GET /repairs/export.csv`: Manage Repair Requests as filtered and sorted, a row per request,
 * as a CSV download.
 */
export const repairExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/repairs/export.csv",
    routeOptions(
      { access: "admin", downloadLink: true },
      "repairs",
      "Every request the list's search, status filter and sort select, in its order, as CSV (streamed)",
      { querystring: repairListQuerySchema.omit({ limit: true, offset: true }) },
    ),
    async (request, reply) =>
      sendCsvExport(reply, app.db, {
        name: "repairs",
        query: request.query,
        field: "repairRequests",
        list: (db, query, known) => adminRepairRequests(db, query, undefined, known),
        columns: COLUMNS,
      }),
  );
};
