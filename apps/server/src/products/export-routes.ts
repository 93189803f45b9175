import { productListQuerySchema } from "@lo/domain";
import { toIso } from "../db/sql";
import { csvExportRoutes, type CsvColumn } from "../http/csv-export";
import { productExportQuery, type ProductExportRow } from "./queries";

const COLUMNS: CsvColumn<ProductExportRow>[] = [
  { header: "Serial number", cell: (row) => row.serialno },
  { header: "Type", cell: (row) => row.productTypeName },
  { header: "Colour", cell: (row) => row.colourName },
  { header: "Size", cell: (row) => row.sizeName },
  { header: "Description", cell: (row) => row.description },
  { header: "Owner", cell: (row) => row.customerName },
  { header: "Owner ID number", cell: (row) => row.customerid },
  { header: "Registered", cell: (row) => toIso(row.createdon) ?? "" },
  { header: "Repairs", cell: (row) => row.repairs },
  { header: "Last repair", cell: (row) => toIso(row.lastRepairDate) },
];

/** `GET /products/export.csv`: Manage Products as filtered and sorted, as a CSV download. */
export const productExportRoutes = csvExportRoutes(
  {
    path: "/products/export.csv",
    tag: "products",
    summary:
      "Every product the list's search, filters and sort select, in its order, as CSV (streamed)",
    querystring: productListQuerySchema.omit({ limit: true, offset: true }),
  },
  (query) => ({
    name: "products",
    select: async (db) => ({ query: productExportQuery(db, query) }),
    record: (row) => row,
    columns: COLUMNS,
  }),
);
