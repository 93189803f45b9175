import type {
  AdminProductStatistics,
  ProductListQuery,
  ProductRecord,
  ProductSortKey,
} from "@lo/domain";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { containsPattern } from "../customers/queries";
import type { Db, Tx } from "../db/client";
import {
  colours,
  products,
  productTypeColours,
  productTypes,
  productTypeSizes,
  repairLines,
  repairRequests,
  sizes,
  users,
} from "../db/schema";

type Queryable = Db | Tx;

// The same expressions as the trigram indexes on products and users, so ILIKE-style
// substring searches on them use those indexes.
const serialLower = sql`lower(${products.serialno})`;
const customerNameLower = sql`lower(${users.name} || ' ' || ${users.surname})`;
const customerName = sql<string>`${users.name} || ' ' || ${users.surname}`;

// A Custom piece has free-text colour and size instead of catalogue ones; lists show
// whichever applies in one column.
const colourName = sql<string | null>`coalesce(${colours.name}, ${products.customColour})`;
const sizeName = sql<string | null>`coalesce(${sizes.name}, ${products.customSize})`;

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

function toIso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
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

/** Repair count and latest repair date of every product that has been repaired. */
function repairTotals(db: Db) {
  return db
    .select({
      serialno: repairLines.serialno,
      count: sql<number>`count(*)::int`.mapWith(Number).as("repair_count"),
      last: sql<Date | null>`max(${repairRequests.createdAt})`
        .mapWith(repairRequests.createdAt)
        .as("last_repair"),
    })
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
    .select({
      count: sql<number>`count(*)::int`.mapWith(Number).as("repair_count"),
      last: sql<Date | null>`max(${repairRequests.createdAt})`
        .mapWith(repairRequests.createdAt)
        .as("last_repair"),
    })
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

/** The start of the current calendar month in the server's time zone. */
export function startOfMonth(now: Date = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), 1);
}

/**
 * The Manage Products cards in one statement: counts from products and repair_lines, and
 * the most frequent type, colour and size (ties go to the name first in the alphabet).
 */
export async function productStatistics(
  db: Db,
  now: Date = new Date(),
): Promise<AdminProductStatistics> {
  const monthStart = startOfMonth(now);
  const mostFrequent = (expression: SQL, joins: SQL) => sql`(
    select ${expression} from ${products} ${joins}
    where ${expression} is not null
    group by 1 order by count(*) desc, 1 asc limit 1)`;
  const [row] = await db
    .select({
      totalProducts: sql<number>`(select count(*)::int from ${products})`.mapWith(Number),
      customProducts: sql<number>`(select count(*)::int from ${products}
        join ${productTypes} on ${productTypes.id} = ${products.productTypeId}
        where ${productTypes.isCustom})`.mapWith(Number),
      productsWithRepairs: sql<number>`(select count(distinct ${repairLines.serialno})::int
        from ${repairLines})`.mapWith(Number),
      productsWithOpenRepairs: sql<number>`(select count(distinct ${repairLines.serialno})::int
        from ${repairLines} where ${repairLines.state} <> 'completed')`.mapWith(Number),
      addedThisMonth: sql<number>`(select count(*)::int from ${products}
        where ${products.createdAt} >= ${monthStart.toISOString()}::timestamptz)`.mapWith(Number),
      mostPopularType: sql<string | null>`${mostFrequent(
        sql`${productTypes.name}`,
        sql`join ${productTypes} on ${productTypes.id} = ${products.productTypeId}`,
      )}`,
      mostPopularColour: sql<string | null>`${mostFrequent(
        colourName,
        sql`left join ${colours} on ${colours.id} = ${products.colourId}`,
      )}`,
      mostPopularSize: sql<string | null>`${mostFrequent(
        sizeName,
        sql`left join ${sizes} on ${sizes.id} = ${products.sizeId}`,
      )}`,
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

export async function findProduct(db: Queryable, serialno: string) {
  const [row] = await db.select().from(products).where(eq(products.serialno, serialno)).limit(1);
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
