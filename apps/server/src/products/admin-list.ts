import type { ProductListQuery, ProductRecord, ProductSortKey } from "@lo/domain";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  colours,
  products,
  productTypes,
  repairLines,
  repairRequests,
  sizes,
  users,
} from "../db/schema";
import { containsPattern, countAndLatest, toIso } from "../db/sql";
import { colourName, customerName, customerNameLower, serialLower, sizeName } from "./columns";

/**
 * The `q` condition of the admin list: serial number, type, colour, size or customer name
 * contains the term, in any letter case. Each branch of the union is planned on its own, so
 * each uses its index (the trigram indexes on serial numbers and customer names, the type,
 * colour and size indexes of products) instead of one OR that only a full scan can answer.
 */
function searchCondition(term: string): SQL {
  const pattern = sql`lower(${containsPattern(term)})`;
  return sql`${products.serialno} in (
    select ${products.serialno} from ${products} where ${serialLower} like ${pattern}
    union all
    select ${products.serialno} from ${products} where ${products.productTypeId} in (
      select ${productTypes.id} from ${productTypes} where lower(${productTypes.name}) like ${pattern})
    union all
    select ${products.serialno} from ${products} where ${products.colourId} in (
      select ${colours.id} from ${colours} where lower(${colours.name}) like ${pattern})
    union all
    select ${products.serialno} from ${products} where ${products.sizeId} in (
      select ${sizes.id} from ${sizes} where lower(${sizes.name}) like ${pattern})
    union all
    select ${products.serialno} from ${products}
      join ${users} on ${users.idnumber} = ${products.customerIdnumber}
      where ${customerNameLower} like ${pattern}
    union all
    select ${products.serialno} from ${products}
      where ${products.productTypeId} in (
        select ${productTypes.id} from ${productTypes} where ${productTypes.isCustom})
      and (lower(${products.customColour}) like ${pattern}
        or lower(${products.customSize}) like ${pattern})
  )`;
}

export type ProductListFilter = Pick<
  ProductListQuery,
  "q" | "producttypeid" | "colourid" | "sizeid" | "customerid"
>;

function listConditions(filter: ProductListFilter): SQL | undefined {
  return and(
    filter.q ? searchCondition(filter.q) : undefined,
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
 * either direction; ties fall back to the serial number so pages never overlap.
 */
function orderFor(
  options: Pick<ProductListOptions, "sort" | "dir">,
  repairs: { count: SQL; last: SQL },
): SQL[] {
  const dir = options.dir === "desc" ? sql.raw("desc") : sql.raw("asc");
  const by = (expression: SQL) => sql`${expression} ${dir}`;
  const lastly = (expression: SQL) => sql`${expression} ${dir} nulls last`;
  const sortOrders: Record<ProductSortKey, SQL[]> = {
    serialno: [],
    producttypeid: [by(sql`lower(${productTypes.name})`)],
    colourid: [lastly(sql`lower(${colourName})`)],
    sizeid: [lastly(sql`${sizes.sortOrder}`), lastly(sql`lower(${products.customSize})`)],
    customerid: [by(customerNameLower), by(sql`${products.customerIdnumber}`)],
    createdon: [by(sql`${products.createdAt}`)],
    repairs: [by(repairs.count)],
    lastRepairDate: [lastly(repairs.last)],
  };
  return [...sortOrders[options.sort ?? "serialno"], by(sql`${products.serialno}`)];
}

const repairCountAndLatest = () =>
  countAndLatest(repairRequests.createdAt, { count: "repair_count", last: "last_repair" });

/** Repair count and latest repair date of every product that has been repaired. */
function repairTotals(db: Db) {
  return db
    .select({ serialno: repairLines.serialno, ...repairCountAndLatest() })
    .from(repairLines)
    .innerJoin(repairRequests, eq(repairRequests.id, repairLines.repairRequestId))
    .groupBy(repairLines.serialno)
    .as("repair_totals");
}

function totalsOrder(totals: ReturnType<typeof repairTotals>) {
  return { count: sql`coalesce(${totals.count}, 0)`, last: sql`${totals.last}` };
}

/**
 * The serial numbers of one page, in order. Only the tables the sort needs are joined, and
 * repair totals come from one grouped pass over repair_lines, so a page deep in 100k
 * products, or sorted by repairs, costs one sort rather than a lookup per product.
 */
async function pageSerials(
  db: Db,
  options: ProductListOptions,
  where: SQL | undefined,
): Promise<string[]> {
  const sort = options.sort ?? "serialno";
  const totals = repairTotals(db);

  let query = db.select({ serialno: products.serialno }).from(products).$dynamic();
  if (sort === "producttypeid") {
    query = query.innerJoin(productTypes, eq(productTypes.id, products.productTypeId));
  }
  if (sort === "colourid") query = query.leftJoin(colours, eq(colours.id, products.colourId));
  if (sort === "sizeid") query = query.leftJoin(sizes, eq(sizes.id, products.sizeId));
  if (sort === "customerid") {
    query = query.innerJoin(users, eq(users.idnumber, products.customerIdnumber));
  }
  if (sort === "repairs" || sort === "lastRepairDate") {
    query = query.leftJoin(totals, eq(totals.serialno, products.serialno));
  }
  query = query.where(where).orderBy(...orderFor(options, totalsOrder(totals)));
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset !== undefined) query = query.offset(options.offset);
  return (await query).map((row) => row.serialno);
}

/**
 * The admin product list: one page (or, without a limit, every product) with its
 * repair count and last repair date, filtered, searched and sorted in SQL.
 */
export async function listProducts(
  db: Db,
  options: ProductListOptions,
): Promise<{ data: ProductRecord[]; total: number }> {
  const where = listConditions(options);
  // A page (at most 500 rows) is found first and then described; without a limit the list is
  // described in one sorted pass.
  const paged = options.limit !== undefined;

  // A page looks up its few products' repairs through the serialno index; the full list
  // joins the totals of every repaired product in one grouped pass.
  const perProduct = db
    .select(repairCountAndLatest())
    .from(repairLines)
    .innerJoin(repairRequests, eq(repairRequests.id, repairLines.repairRequestId))
    .where(eq(repairLines.serialno, products.serialno))
    .as("repairs");
  const totals = repairTotals(db);

  const details = (condition: SQL | undefined, repairs: typeof perProduct | typeof totals) => {
    const query = db
      .select({
        serialno: products.serialno,
        producttypeid: products.productTypeId,
        productTypeName: productTypes.name,
        colourid: products.colourId,
        colourName,
        sizeid: products.sizeId,
        sizeName,
        customerid: products.customerIdnumber,
        customerName,
        createdon: products.createdAt,
        repairs: repairs.count,
        lastRepairDate: repairs.last,
        customcolour: products.customColour,
        customsize: products.customSize,
        description: products.description,
      })
      .from(products)
      .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
      .leftJoin(colours, eq(colours.id, products.colourId))
      .leftJoin(sizes, eq(sizes.id, products.sizeId))
      .innerJoin(users, eq(users.idnumber, products.customerIdnumber))
      .$dynamic();
    return (
      repairs === totals
        ? query.leftJoin(totals, eq(totals.serialno, products.serialno))
        : query.leftJoinLateral(perProduct, sql`true`)
    ).where(condition);
  };

  const countTotal = async () => {
    const [counted] = await db
      .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
      .from(products)
      .where(where);
    return counted?.total ?? 0;
  };

  let rows: Awaited<ReturnType<typeof details>>;
  let total: number;
  if (paged) {
    const [serials, counted] = await Promise.all([pageSerials(db, options, where), countTotal()]);
    total = counted;
    const position = new Map(serials.map((serialno, index) => [serialno, index]));
    rows =
      serials.length === 0
        ? []
        : (await details(inArray(products.serialno, serials), perProduct)).sort(
            (a, b) => (position.get(a.serialno) ?? 0) - (position.get(b.serialno) ?? 0),
          );
  } else {
    // The SPEC client's "every product": one pass, sorted by the database.
    let everything = details(where, totals).orderBy(...orderFor(options, totalsOrder(totals)));
    if (options.offset !== undefined) everything = everything.offset(options.offset);
    rows = await everything;
    total = options.offset ? await countTotal() : rows.length;
  }

  const data = rows.map((row): ProductRecord => ({
    ...row,
    createdon: toIso(row.createdon) ?? "",
    repairs: row.repairs ?? 0,
    lastRepairDate: toIso(row.lastRepairDate),
  }));
  return { data, total };
}
