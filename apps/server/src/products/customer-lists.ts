import { formatCustomerDisplayName, listQuerySchema } from "@lo/domain";
import { and, asc, count, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../db/client";
import { products, productTotals, repairLines, users } from "../db/schema";
import { containsPattern, qualified } from "../db/sql";

/** The columns of My Products, each sortable (requirements §2). */
export const CUSTOMER_PRODUCT_SORT_KEYS = [
  "serialno",
  "productTypeName",
  "colourName",
  "sizeName",
  "customerName",
  "repairs",
  "lastRepairDate",
] as const;

export const customerProductsQuerySchema = listQuerySchema(CUSTOMER_PRODUCT_SORT_KEYS);
type CustomerProductsQuery = z.output<typeof customerProductsQuerySchema>;

// The repair totals the triggers keep per product (decision 046), looked up per product: a
// customer has a handful (a collector a few hundred), and a join would read all 100,000.
const totalsOf = (column: AnyPgColumn) =>
  sql`(SELECT ${qualified(column)} FROM ${productTotals}
    WHERE ${qualified(productTotals.serialno)} = ${qualified(products.serialno)})`;
const repairCount = sql<number>`coalesce(${totalsOf(productTotals.repairs)}, 0)`.mapWith(Number);
const lastRepairDate = sql<Date | null>`${totalsOf(productTotals.lastRepairAt)}`.mapWith(
  productTotals.lastRepairAt,
);

const SORT_EXPRESSIONS: Record<(typeof CUSTOMER_PRODUCT_SORT_KEYS)[number], SQL | SQL.Aliased> = {
  serialno: sql`${products.serialno}`,
  productTypeName: sql`lower(${products.typeName})`,
  colourName: sql`lower(${products.colourName})`,
  sizeName: sql`lower(${products.sizeName})`,
  customerName: sql`lower(${products.customerName})`,
  repairs: repairCount,
  lastRepairDate,
};

function searchCondition(term: string): SQL {
  const pattern = containsPattern(term.toLowerCase());
  return sql`(
    lower(${products.serialno}) LIKE ${pattern}
    OR lower(${products.typeName}) LIKE ${pattern}
    OR lower(coalesce(${products.colourName}, '')) LIKE ${pattern}
    OR lower(coalesce(${products.sizeName}, '')) LIKE ${pattern}
    OR lower(${products.customerName}) LIKE ${pattern}
  )`;
}

export async function customerProducts(
  db: Db,
  customerIdnumber: string,
  query: CustomerProductsQuery,
) {
  const where = and(
    eq(products.customerIdnumber, customerIdnumber),
    query.q ? searchCondition(query.q) : undefined,
  );
  const sortKey = query.sort ?? "serialno";
  const direction = query.dir === "desc" ? "DESC" : "ASC";
  // Empty values (no colour, no repair yet) last in either direction, as on the screen.
  const order = sql`${SORT_EXPRESSIONS[sortKey]} ${sql.raw(direction)} NULLS LAST`;

  const base = () =>
    db
      .select({
        serialno: products.serialno,
        productTypeName: products.typeName,
        colourName: products.colourName,
        sizeName: products.sizeName,
        customerFirstName: users.name,
        customerSurname: users.surname,
        repairs: repairCount,
        lastRepairDate,
      })
      .from(products)
      .innerJoin(users, eq(users.idnumber, products.customerIdnumber))
      .where(where)
      .orderBy(order, asc(products.serialno))
      .$dynamic();
  let rowsQuery = base();
  if (query.limit !== undefined) rowsQuery = rowsQuery.limit(query.limit);
  if (query.offset !== undefined) rowsQuery = rowsQuery.offset(query.offset);
  const rows = await rowsQuery;

  const [counted] = await db.select({ total: count() }).from(products).where(where);

  return {
    data: rows.map(({ customerFirstName, customerSurname, lastRepairDate: last, ...row }) => ({
      ...row,
      customerName: formatCustomerDisplayName(customerFirstName, customerSurname),
      lastRepairDate: last ? last.toISOString() : null,
    })),
    total: counted?.total ?? 0,
  };
}

/** The customer's products that may go into a new request: none of their lines is open. */
export async function noRepairProducts(db: Db, customerIdnumber: string) {
  const data = await db
    .select({
      serialno: products.serialno,
      productTypeName: products.typeName,
      colourName: products.colourName,
      sizeName: products.sizeName,
    })
    .from(products)
    .where(
      and(
        eq(products.customerIdnumber, customerIdnumber),
        // The partial unique index on open lines answers this per product.
        sql`NOT EXISTS (
          SELECT 1 FROM ${repairLines}
          WHERE ${qualified(repairLines.serialno)} = ${qualified(products.serialno)}
            AND ${qualified(repairLines.state)} <> 'completed'
        )`,
      ),
    )
    .orderBy(asc(products.serialno));
  return { data };
}
