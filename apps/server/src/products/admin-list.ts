import type { ProductListQuery, ProductRecord, ProductSortKey } from "@lo/domain";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  countUnlessKnown,
  DEEP_OFFSET,
  pageFromNearerEnd,
  type KnownTotal,
  type PageWindow,
} from "../db/paging";
import { products, productTotals } from "../db/schema";
import { toIso } from "../db/sql";
import { idTallyCount, tallyCount, type IdTallyKind } from "../db/tallies";
import { searchMatches } from "./admin-search";

export type ProductListFilter = Pick<
  ProductListQuery,
  "q" | "producttypeid" | "colourid" | "sizeid" | "customerid"
>;

/** `matches`: the search's matches, from the query's own `matches` (searchedPage) if given. */
export function listConditions(filter: ProductListFilter, matches?: SQL): SQL | undefined {
  const found = matches ?? (filter.q ? searchMatches(filter.q) : undefined);
  return and(
    found ? sql`${products.serialno} in (${found})` : undefined,
    filter.producttypeid === undefined
      ? undefined
      : eq(products.productTypeId, filter.producttypeid),
    filter.colourid === undefined ? undefined : eq(products.colourId, filter.colourid),
    filter.sizeid === undefined ? undefined : eq(products.sizeId, filter.sizeid),
    filter.customerid === undefined ? undefined : eq(products.customerIdnumber, filter.customerid),
  );
}

export type ProductListOptions = Pick<
  ProductListQuery,
  "q" | "sort" | "dir" | "limit" | "offset" | "producttypeid" | "colourid" | "sizeid" | "customerid"
>;

/**
 * ORDER BY for a sort key. Each key names a column of the table and orders by what that
 * column shows: the type, colour and customer by name, sizes in their natural order
 * (28…46, Small…XXL, Standard, then custom sizes). Empty values (no repairs yet) come last in
 * either direction; ties fall back to the serial number so pages never overlap. Every key is
 * a column of products or product_totals kept by the triggers (decision 046), with an index
 * in this exact order, so a page is read from an index rather than sorted.
 */
export function orderFor(
  options: Pick<ProductListOptions, "sort" | "dir">,
  reversed = false,
): SQL[] {
  // Reversed (a deep page read from the end): every key the other way, empty values first.
  const descending = (options.dir === "desc") !== reversed;
  const dir = sql.raw(descending ? "desc" : "asc");
  const by = (expression: SQL) => sql`${expression} ${dir}`;
  const lastly = (expression: SQL) =>
    sql`${expression} ${dir} ${sql.raw(reversed ? "nulls first" : "nulls last")}`;
  const sortOrders: Record<ProductSortKey, SQL[]> = {
    serialno: [],
    producttypeid: [by(sql`lower(${products.typeName})`)],
    colourid: [lastly(sql`lower(${products.colourName})`)],
    sizeid: [lastly(sql`${products.sizeRank}`), lastly(sql`lower(${products.customSize})`)],
    customerid: [by(sql`lower(${products.customerName})`), by(sql`${products.customerIdnumber}`)],
    createdon: [by(sql`${products.createdAt}`)],
    repairs: [by(sql`${productTotals.repairs}`)],
    lastRepairDate: [lastly(sql`${productTotals.lastRepairAt}`)],
  };
  return [...sortOrders[options.sort ?? "serialno"], by(sql`${products.serialno}`)];
}

/** The serial numbers of the list in order (and `total`, when given), from the sort's index. */
function keysQuery<Fields extends { total?: SQL<number> }>(
  db: Pick<Db, "select">,
  options: ProductListOptions,
  extra: Fields,
) {
  const sort = options.sort ?? "serialno";
  const query = db
    .select({ serialno: products.serialno, ...extra })
    .from(products)
    .$dynamic();
  return sort === "repairs" || sort === "lastRepairDate"
    ? query.innerJoin(productTotals, eq(productTotals.serialno, products.serialno))
    : query;
}

/** The serial numbers of one page, in list order. */
async function pageSerials(
  db: Db,
  options: ProductListOptions,
  where: SQL | undefined,
  window: PageWindow,
): Promise<string[]> {
  const rows = await keysQuery(db, options, {})
    .where(where)
    .orderBy(...orderFor(options, window.reversed))
    .limit(window.limit)
    .offset(window.offset);
  const serials = rows.map((row) => row.serialno);
  return window.reversed ? serials.reverse() : serials;
}

/**
 * A search's page with the number of its matches, in one statement whose CTE finds the
 * matches (the union of index lookups) once for both; the number is left out when known.
 */
async function searchedPage(
  db: Db,
  options: ProductListOptions & { q: string },
  page: { limit: number; offset: number },
  known: KnownTotal | undefined,
): Promise<{ rows: string[]; total: number }> {
  const matches = db
    .$with("matches", { serialno: sql<string>`serialno` })
    .as(sql`select distinct serialno from (${searchMatches(options.q)}) as found`);
  const where = listConditions(options, sql`select serialno from ${matches}`);
  const total =
    known?.total !== undefined
      ? sql<number>`${known.total}::int`.mapWith(Number)
      : onlySearch(options)
        ? sql<number>`(select count(*)::int from ${matches})`.mapWith(Number)
        : sql<number>`(select count(*)::int from ${products} where ${where})`.mapWith(Number);
  const rows = await keysQuery(db.with(matches), options, { total })
    .where(where)
    .orderBy(...orderFor(options))
    .limit(page.limit)
    .offset(page.offset);
  // Past the last match no row carries the number: counted apart.
  const counted =
    rows[0]?.total ??
    (page.offset > 0 ? await countUnlessKnown(known, () => countProducts(db, options))() : 0);
  return { rows: rows.map((row) => row.serialno), total: counted };
}

const onlySearch = (options: ProductListOptions) =>
  options.q !== undefined &&
  [options.producttypeid, options.colourid, options.sizeid, options.customerid].every(
    (filter) => filter === undefined,
  );

/**
 * How many products match: no filter, or one type, colour or size alone, from the tallies; a
 * search alone counts its distinct matches without reading products.
 */
async function countProducts(db: Db, options: ProductListOptions) {
  const where = listConditions(options);
  if (where === undefined) return tallyCount(db, "products");
  const byId = (
    [
      ["product-type-id", options.producttypeid],
      ["product-colour-id", options.colourid],
      ["product-size-id", options.sizeid],
    ] as [IdTallyKind, number | undefined][]
  ).filter(([, id]) => id !== undefined);
  const [single] = byId;
  if (!options.q && options.customerid === undefined && byId.length === 1 && single) {
    return idTallyCount(db, single[0], single[1] as number);
  }
  const [counted] = onlySearch(options)
    ? await db
        .select({ total: sql<number>`count(distinct matches.serialno)::int`.mapWith(Number) })
        .from(sql`(${searchMatches(options.q ?? "")}) as matches`)
    : await db
        .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
        .from(products)
        .where(where);
  return counted?.total ?? 0;
}

/**
 * The admin product list: one page (or, without a limit, every product) with its
 * repair count and last repair date, filtered, searched and sorted in SQL.
 */
export async function listProducts(
  db: Db,
  options: ProductListOptions,
  known?: KnownTotal,
): Promise<{ data: ProductRecord[]; total: number }> {
  const where = listConditions(options);
  // A page (at most 500 rows) is found first and then described; without a limit the list is
  // described in one sorted pass.

  const details = (condition: SQL | undefined) =>
    db
      .select({
        serialno: products.serialno,
        producttypeid: products.productTypeId,
        productTypeName: products.typeName,
        colourid: products.colourId,
        colourName: products.colourName,
        sizeid: products.sizeId,
        sizeName: products.sizeName,
        customerid: products.customerIdnumber,
        customerName: products.customerName,
        createdon: products.createdAt,
        repairs: productTotals.repairs,
        lastRepairDate: productTotals.lastRepairAt,
        customcolour: products.customColour,
        customsize: products.customSize,
        description: products.description,
      })
      .from(products)
      .innerJoin(productTotals, eq(productTotals.serialno, products.serialno))
      .where(condition)
      .$dynamic();

  const countTotal = countUnlessKnown(known, () => countProducts(db, options));

  let rows: Awaited<ReturnType<typeof details>>;
  let total: number;
  if (options.limit !== undefined) {
    const page = { limit: options.limit, offset: options.offset ?? 0 };
    const found =
      options.q && page.offset < DEEP_OFFSET
        ? await searchedPage(db, { ...options, q: options.q }, page, known)
        : await pageFromNearerEnd(page, countTotal, (window) =>
            pageSerials(db, options, where, window),
          );
    total = found.total;
    const serials = found.rows;
    const position = new Map(serials.map((serialno, index) => [serialno, index]));
    rows =
      serials.length === 0
        ? []
        : (await details(sql`${products.serialno} = ANY(${sql.param(serials)}::text[])`)).sort(
            (a, b) => (position.get(a.serialno) ?? 0) - (position.get(b.serialno) ?? 0),
          );
  } else {
    // The original client's "every product" (requirements §7): one pass, sorted by the database.
    let everything = details(where).orderBy(...orderFor(options));
    if (options.offset !== undefined) everything = everything.offset(options.offset);
    rows = await everything;
    total = options.offset ? await countTotal() : rows.length;
  }

  const data = rows.map((row): ProductRecord => ({
    ...row,
    createdon: toIso(row.createdon) ?? "",
    lastRepairDate: toIso(row.lastRepairDate),
  }));
  return { data, total };
}
