import { productListQuerySchema, type ProductListQuery } from "@lo/domain";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../db/client";
import { products, productTotals } from "../db/schema";
import { toIso } from "../db/sql";
import { sendCsvExport, type CsvColumn } from "../http/csv-export";
import { routeOptions } from "../http/route-options";
import { listConditions, orderFor } from "./admin-list";

/** The list's products (its search, filters and order, unpaged), only the exported columns. */
function exportQuery(db: Db, query: Omit<ProductListQuery, "limit" | "offset">) {
  return db
    .select({
      serialno: products.serialno,
      productTypeName: products.typeName,
      colourName: products.colourName,
      sizeName: products.sizeName,
      description: products.description,
      customerName: products.customerName,
      customerid: products.customerIdnumber,
      createdon: products.createdAt,
      repairs: productTotals.repairs,
      lastRepairDate: productTotals.lastRepairAt,
    })
    .from(products)
    .innerJoin(productTotals, eq(productTotals.serialno, products.serialno))
    .where(listConditions(query))
    .orderBy(...orderFor(query))
    .$dynamic();
}

type ProductRow = Awaited<ReturnType<typeof exportQuery>>[number];

const COLUMNS: CsvColumn<ProductRow>[] = [
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
export const productExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/products/export.csv",
    routeOptions(
      { access: "admin", downloadLink: true },
      "products",
      "Every product the list's search, filters and sort select, in its order, as CSV (streamed)",
      { querystring: productListQuerySchema.omit({ limit: true, offset: true }) },
    ),
    async (request, reply) =>
      sendCsvExport(reply, app.db, {
        name: "products",
        select: async (db) => ({ query: exportQuery(db, request.query) }),
        record: (row) => row,
        columns: COLUMNS,
      }),
  );
};
