import {
  formatAddress,
  roundedAverage,
  type AdminCustomerStatistics,
  type CustomerPickerItem,
  type CustomerRecord,
  type CustomerSortKey,
  type SortDirection,
} from "@lo/domain";
import { and, asc, desc, eq, exists, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { products, repairLines, repairRequests, users } from "../db/schema";
import { containsPattern, countAndLatest, toIso } from "../db/sql";

const REPAIR_TOTALS = { count: "repair_count", last: "last_repair" };

// Both expressions match the trigram indexes on users, so a substring search stays indexed.
const fullNameLower = sql`lower(${users.name} || ' ' || ${users.surname})`;
const emailLower = sql`lower(${users.email})`;

const isCustomer = eq(users.role, "customer");

export interface CustomerListFilter {
  q?: string | undefined;
  idnumber?: string | undefined;
}

function customerConditions(filter: CustomerListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isCustomer];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      or(sql`${fullNameLower} like lower(${pattern})`, sql`${emailLower} like lower(${pattern})`),
    );
  }
  if (filter.idnumber) conditions.push(eq(users.idnumber, filter.idnumber));
  return and(...conditions);
}

export interface CustomerListOptions extends CustomerListFilter {
  sort?: CustomerSortKey | undefined;
  dir?: SortDirection | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

/**
 * One page of customers with their totals and dates. The totals come from per-customer
 * lateral subqueries on the products and repair_requests customer indexes, so a page of 24
 * costs 24 small lookups, not a pass over every product.
 */
export async function listCustomers(
  db: Db,
  options: CustomerListOptions,
): Promise<{ data: CustomerRecord[]; total: number }> {
  const where = customerConditions(options);

  const purchases = db
    .select(countAndLatest(products.createdAt, { count: "purchase_count", last: "last_purchase" }))
    .from(products)
    .where(eq(products.customerIdnumber, users.idnumber))
    .as("purchases");
  const repairs = db
    .select(countAndLatest(repairRequests.createdAt, REPAIR_TOTALS))
    .from(repairRequests)
    .where(eq(repairRequests.customerIdnumber, users.idnumber))
    .as("repairs");

  const sortColumns: Record<CustomerSortKey, AnyColumn | SQL> = {
    name: sql`lower(${users.name})`,
    surname: sql`lower(${users.surname})`,
    email: emailLower,
    customerId: users.idnumber,
    joinDate: users.createdAt,
    totalPurchases: sql`${purchases.count}`,
    totalRepairs: sql`${repairs.count}`,
  };
  // No sort given: newest first, so a customer just created is on the first page.
  const sortKey = options.sort ?? "joinDate";
  const direction = options.dir ?? (options.sort ? "asc" : "desc");
  const order = direction === "desc" ? desc : asc;
  const orderBy = [order(sortColumns[sortKey]), order(users.idnumber)];
  if (sortKey === "name") orderBy.splice(1, 0, order(sql`lower(${users.surname})`));

  let query = db
    .select({
      idnumber: users.idnumber,
      name: users.name,
      surname: users.surname,
      email: users.email,
      cellphone: users.cellphone,
      isSouthAfrican: users.isSouthAfrican,
      street: users.street,
      city: users.city,
      province: users.province,
      postalCode: users.postalCode,
      country: users.country,
      createdAt: users.createdAt,
      totalPurchases: purchases.count,
      lastPurchaseDate: purchases.last,
      totalRepairs: repairs.count,
      lastRepairDate: repairs.last,
    })
    .from(users)
    .leftJoinLateral(purchases, sql`true`)
    .leftJoinLateral(repairs, sql`true`)
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset !== undefined) query = query.offset(options.offset);

  const [rows, [counted]] = await Promise.all([
    query,
    db
      .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
      .from(users)
      .where(where),
  ]);

  const data = rows.map((row): CustomerRecord => ({
    id: row.idnumber,
    name: row.name,
    surname: row.surname,
    email: row.email,
    contactNumber: row.cellphone,
    customerId: row.idnumber,
    customeridnumber: row.idnumber,
    isSouthAfrican: row.isSouthAfrican,
    street: row.street,
    city: row.city,
    province: row.province,
    postalCode: row.postalCode,
    country: row.country,
    address: formatAddress(row),
    totalPurchases: row.totalPurchases ?? 0,
    totalRepairs: row.totalRepairs ?? 0,
    joinDate: toIso(row.createdAt) ?? "",
    lastPurchaseDate: toIso(row.lastPurchaseDate),
    lastRepairDate: toIso(row.lastRepairDate),
  }));
  return { data, total: counted?.total ?? 0 };
}

/** The numbers of the Manage Customers cards, in one aggregate query. */
export async function customerStatistics(db: Db): Promise<AdminCustomerStatistics> {
  const customerOwns = db
    .select({ one: sql`1` })
    .from(users)
    .where(and(eq(users.idnumber, products.customerIdnumber), isCustomer));
  const openLine = db
    .select({ one: sql`1` })
    .from(repairLines)
    .where(
      and(
        eq(repairLines.repairRequestId, repairRequests.id),
        sql`${repairLines.state} <> 'completed'`,
      ),
    );

  const [row] = await db
    .select({
      totalCustomers: sql<number>`count(*)::int`.mapWith(Number),
      southAfricanCustomers:
        sql<number>`(count(*) filter (where ${users.isSouthAfrican}))::int`.mapWith(Number),
      internationalCustomers:
        sql<number>`(count(*) filter (where not ${users.isSouthAfrican}))::int`.mapWith(Number),
      latestJoinDate: sql<Date | null>`max(${users.createdAt})`.mapWith(users.createdAt),
      productCount:
        sql<number>`(select count(*)::int from ${products} where ${exists(customerOwns)})`.mapWith(
          Number,
        ),
      customersWithOpenRepairs:
        sql<number>`(select count(distinct ${repairRequests.customerIdnumber})::int from ${repairRequests} where ${exists(openLine)})`.mapWith(
          Number,
        ),
    })
    .from(users)
    .where(isCustomer);

  const totalCustomers = row?.totalCustomers ?? 0;
  return {
    totalCustomers,
    southAfricanCustomers: row?.southAfricanCustomers ?? 0,
    internationalCustomers: row?.internationalCustomers ?? 0,
    averageOrders: roundedAverage(row?.productCount ?? 0, totalCustomers),
    latestJoinDate: toIso(row?.latestJoinDate ?? null),
    customersWithOpenRepairs: row?.customersWithOpenRepairs ?? 0,
  };
}

/** Customers for the pickers, by name; `q` matches the full name or the ID number. */
export async function listCustomersForPickers(
  db: Db,
  options: { q?: string | undefined; limit?: number | undefined },
): Promise<CustomerPickerItem[]> {
  const conditions: (SQL | undefined)[] = [isCustomer];
  if (options.q) {
    const pattern = containsPattern(options.q);
    conditions.push(
      or(
        sql`${fullNameLower} like lower(${pattern})`,
        sql`lower(${users.idnumber}) like lower(${pattern})`,
      ),
    );
  }
  let query = db
    .select({ idnumber: users.idnumber, name: users.name, surname: users.surname })
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.name), asc(users.surname), asc(users.idnumber))
    .$dynamic();
  if (options.limit !== undefined) query = query.limit(options.limit);
  return query;
}

export async function findUserByIdnumber(db: Db, idnumber: string) {
  const [row] = await db
    .select({ idnumber: users.idnumber, role: users.role, email: users.email })
    .from(users)
    .where(eq(users.idnumber, idnumber))
    .limit(1);
  return row;
}

/** Whether an e-mail (in any letter case) belongs to someone other than `exceptIdnumber`. */
export async function emailTaken(db: Db, email: string, exceptIdnumber?: string) {
  const [row] = await db
    .select({ idnumber: users.idnumber })
    .from(users)
    .where(
      and(
        sql`${emailLower} = lower(${email})`,
        exceptIdnumber === undefined ? undefined : sql`${users.idnumber} <> ${exceptIdnumber}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
