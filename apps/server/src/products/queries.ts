import type { AdminProductStatistics, ProductListQuery } from "@lo/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import {
  colours,
  products,
  productTotals,
  productTypeColours,
  productTypes,
  productTypeSizes,
  sizes,
  tallies,
  users,
} from "../db/schema";
import { qualified } from "../db/sql";
import { mostCountedSql, tallySql } from "../db/tallies";
import { listConditions, orderFor } from "./admin-list";

type Queryable = Db | Tx;

// The same expression as products_serialno_lower_unique, so a lookup in any letter case
// reads that index.
const serialLower = sql`lower(${products.serialno})`;

/** The start of the current calendar month in the server's time zone. */
export function startOfMonth(now: Date = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), 1);
}

/**
 * The Manage Products cards in one statement: counts and the most frequent type, colour and
 * size (ties go to the name first in the alphabet) from the tallies the triggers keep
 * (decision 046), this month's pieces from the creation date index.
 */
export async function productStatistics(
  db: Db,
  now: Date = new Date(),
): Promise<AdminProductStatistics> {
  const monthStart = startOfMonth(now);
  const [row] = await db
    .select({
      totalProducts: tallySql("products"),
      customProducts: sql<number>`(select coalesce(sum(${qualified(tallies.count)}), 0)::int
        from ${tallies} join ${productTypes}
          on ${qualified(productTypes.name)} = ${qualified(tallies.name)}
        where ${qualified(tallies.kind)} = 'product-type'
          and ${qualified(productTypes.isCustom)})`.mapWith(Number),
      productsWithRepairs: tallySql("repaired-products"),
      // A product is in one open line at most (repair_lines_one_open_per_product).
      productsWithOpenRepairs: tallySql("open-lines"),
      addedThisMonth: sql<number>`(select count(*)::int from ${products}
        where ${products.createdAt} >= ${monthStart.toISOString()}::timestamptz)`.mapWith(Number),
      mostPopularType: mostCountedSql("product-type"),
      mostPopularColour: mostCountedSql("product-colour"),
      mostPopularSize: mostCountedSql("product-size"),
    })
    .from(sql`(select 1) as one`);
  return {
    totalProducts: row?.totalProducts ?? 0,
    customProducts: row?.customProducts ?? 0,
    productsWithRepairs: row?.productsWithRepairs ?? 0,
    productsWithOpenRepairs: row?.productsWithOpenRepairs ?? 0,
    addedThisMonth: row?.addedThisMonth ?? 0,
    mostPopularType: row?.mostPopularType ?? null,
    mostPopularColour: row?.mostPopularColour ?? null,
    mostPopularSize: row?.mostPopularSize ?? null,
  };
}

export async function findProductType(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: productTypes.id, name: productTypes.name, isCustom: productTypes.isCustom })
    .from(productTypes)
    .where(eq(productTypes.id, id))
    .limit(1);
  return row;
}

export async function typeOffersColour(db: Queryable, typeId: number, colourId: number) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(productTypeColours)
    .where(
      and(eq(productTypeColours.productTypeId, typeId), eq(productTypeColours.colourId, colourId)),
    )
    .limit(1);
  return row !== undefined;
}

export async function typeOffersSize(db: Queryable, typeId: number, sizeId: number) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(productTypeSizes)
    .where(and(eq(productTypeSizes.productTypeId, typeId), eq(productTypeSizes.sizeId, sizeId)))
    .limit(1);
  return row !== undefined;
}

export async function isCustomer(db: Queryable, idnumber: string) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(users)
    .where(and(eq(users.idnumber, idnumber), eq(users.role, "customer")))
    .limit(1);
  return row !== undefined;
}

/** A product with this serial number in any letter case ('lo-1' and 'LO-1' are one piece). */
export async function findProductBySerialAnyCase(db: Queryable, serialno: string) {
  const [row] = await db
    .select({ serialno: products.serialno })
    .from(products)
    .where(sql`${serialLower} = lower(${serialno})`)
    .limit(1);
  return row;
}

/** Every colour and size, in picker order (the filters of Manage Products). */
export async function allAttributes(db: Db) {
  const [colorRows, sizeRows] = await Promise.all([
    db
      .select({ colourid: colours.id, name: colours.name })
      .from(colours)
      .orderBy(asc(colours.sortOrder), asc(colours.name)),
    db
      .select({ sizeid: sizes.id, name: sizes.name })
      .from(sizes)
      .orderBy(asc(sizes.sortOrder), asc(sizes.name)),
  ]);
  return { colors: colorRows, sizes: sizeRows };
}

/** Every product type, by name, with Custom last. */
export async function allProductTypes(db: Db) {
  const rows = await db
    .select({ producttypeid: productTypes.id, name: productTypes.name })
    .from(productTypes)
    // false sorts before true: the catalogue types first, then Custom.
    .orderBy(asc(productTypes.isCustom), asc(productTypes.name));
  return { data: rows };
}

/** The colours and sizes a product type is offered in; undefined for an unknown type. */
export async function typeAttributes(db: Db, typeId: number) {
  if (!(await findProductType(db, typeId))) return undefined;
  const [colorRows, sizeRows] = await Promise.all([
    db
      .select({ colourid: colours.id, name: colours.name })
      .from(productTypeColours)
      .innerJoin(colours, eq(colours.id, productTypeColours.colourId))
      .where(eq(productTypeColours.productTypeId, typeId))
      .orderBy(asc(colours.sortOrder), asc(colours.name)),
    db
      .select({ sizeid: sizes.id, name: sizes.name })
      .from(productTypeSizes)
      .innerJoin(sizes, eq(sizes.id, productTypeSizes.sizeId))
      .where(eq(productTypeSizes.productTypeId, typeId))
      .orderBy(asc(sizes.sortOrder), asc(sizes.name)),
  ]);
  return { colors: colorRows, sizes: sizeRows };
}

/**
 * The Manage Products list's products for its CSV export (its search, filters and order,
 * unpaged), only the exported columns: a statement the export streams.
 */
export function productExportQuery(db: Db, query: Omit<ProductListQuery, "limit" | "offset">) {
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

export type ProductExportRow = Awaited<ReturnType<typeof productExportQuery>>[number];
