import {
  formatAddress,
  looksLikePhone,
  phoneDigits,
  type InvitationStatus,
  type CustomerPickerItem,
  type CustomerRecord,
  type CustomerSortKey,
  type SortDirection,
} from "@lo/domain";
import { and, asc, desc, eq, inArray, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { countUnlessKnown, keyedListPage, type KnownTotal } from "../db/paging";
import { customerTotals, linkTokens, users } from "../db/schema";
import { containsPattern, qualified, toIso } from "../db/sql";
import { tallyCount } from "../db/tallies";

// Both expressions match the trigram indexes on users, so a substring search stays indexed.
const fullNameLower = sql`lower(${users.name} || ' ' || ${users.surname})`;
const emailLower = sql`lower(${users.email})`;

// A literal rather than a parameter, so the planner can use the partial indexes on customers.
const isCustomer = sql`${users.role} = 'customer'`;

export interface CustomerListFilter {
  q?: string | undefined;
  idnumber?: string | undefined;
}

export function customerConditions(filter: CustomerListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isCustomer];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    // A phone matches by its digits however it was written (phoneDigits): '555 1234' finds
    // '082 555 1234'. Each branch reads its own trigram index.
    const phone = looksLikePhone(filter.q) ? phoneDigits(filter.q) : "";
    conditions.push(
      or(
        sql`${fullNameLower} like lower(${pattern})`,
        sql`${emailLower} like lower(${pattern})`,
        sql`lower(${users.idnumber}) like lower(${pattern})`,
        phone.length >= 3
          ? sql`${users.cellphoneDigits} like ${containsPattern(phone)}`
          : undefined,
      ),
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

export function listOrder(options: CustomerListOptions, reversed = false): SQL[] {
  const sortColumns: Record<CustomerSortKey, AnyColumn | SQL> = {
    name: sql`lower(${users.name})`,
    surname: sql`lower(${users.surname})`,
    email: emailLower,
    customerId: users.idnumber,
    joinDate: users.createdAt,
    totalPurchases: customerTotals.purchases,
    totalRepairs: customerTotals.repairs,
  };
  // No sort given: newest first, so a customer just created is on the first page.
  const sortKey = options.sort ?? "joinDate";
  const direction = options.dir ?? (options.sort ? "asc" : "desc");
  // Reversed: a deep page read from the other end (db/paging.ts).
  const order = (direction === "desc") !== reversed ? desc : asc;
  const orderBy = [order(sortColumns[sortKey]), order(users.idnumber)];
  if (sortKey === "name") orderBy.splice(1, 0, order(sql`lower(${users.surname})`));
  return orderBy;
}

async function countCustomers(db: Db, filter: CustomerListFilter, where: SQL | undefined) {
  if (!filter.q && !filter.idnumber) return tallyCount(db, "customers");
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
    .from(users)
    .where(where);
  return counted?.total ?? 0;
}

// A person's password links (invitations and resets), by link_tokens_user_idx; the live one by
// link_tokens_open_password_unique. Only the page's customers are looked up.
const passwordLinksOfCustomer = sql`from ${linkTokens} where ${linkTokens.userIdnumber} = ${qualified(users.idnumber)} and ${linkTokens.purpose} in ('invitation', 'reset')`;

/**
 * accepted: they chose their password (flag 1); pending: a live password link waits for them;
 * expired: one was sent and none is live; null: none was ever sent (accounts from before).
 */
const invitationStatus = sql<InvitationStatus | null>`case
  when ${users.passwordFlag} = 1 then 'accepted'
  when exists (select 1 ${passwordLinksOfCustomer} and ${linkTokens.usedAt} is null and ${linkTokens.revokedAt} is null and ${linkTokens.expiresAt} > now()) then 'pending'
  when exists (select 1 ${passwordLinksOfCustomer}) then 'expired'
end`;

const customerColumns = {
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
  totalPurchases: customerTotals.purchases,
  lastPurchaseDate: customerTotals.lastPurchaseAt,
  totalRepairs: customerTotals.repairs,
  lastRepairDate: customerTotals.lastRepairAt,
  invitationStatus,
};

export function customersQuery(db: Db) {
  return db
    .select(customerColumns)
    .from(users)
    .innerJoin(customerTotals, eq(customerTotals.customerIdnumber, users.idnumber))
    .$dynamic();
}

type CustomerRow = Awaited<ReturnType<typeof customersQuery>>[number];

export function toRecord(row: CustomerRow): CustomerRecord {
  return {
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
    totalPurchases: row.totalPurchases,
    totalRepairs: row.totalRepairs,
    joinDate: toIso(row.createdAt) ?? "",
    lastPurchaseDate: toIso(row.lastPurchaseDate),
    lastRepairDate: toIso(row.lastRepairDate),
    invitationStatus: row.invitationStatus,
  };
}

/**
 * One page of customers with their totals and dates. The totals are the stored
 * customer_totals (decision 046), and a page's ID numbers are found first, in order, from the
 * sort's index (users_customers_*, customer_totals_*), so a deep page skips index entries
 * rather than whole joined rows.
 */
export async function listCustomers(
  db: Db,
  options: CustomerListOptions,
  known?: KnownTotal,
): Promise<{ data: CustomerRecord[]; total: number }> {
  const where = customerConditions(options);
  const orderBy = listOrder(options);
  const countTotal = countUnlessKnown(known, () => countCustomers(db, options, where));
  const byTotals = options.sort === "totalPurchases" || options.sort === "totalRepairs";
  const { rows, total } = await keyedListPage(
    options,
    countTotal,
    where,
    (condition) =>
      customersQuery(db)
        .where(condition)
        .orderBy(...orderBy),
    (window) => {
      let page = db.select({ idnumber: users.idnumber }).from(users).$dynamic();
      if (byTotals) {
        page = page.innerJoin(customerTotals, eq(customerTotals.customerIdnumber, users.idnumber));
      }
      page = page
        .where(where)
        .orderBy(...listOrder(options, window.reversed))
        .limit(window.limit)
        .offset(window.offset);
      return inArray(users.idnumber, page);
    },
  );
  return { data: rows.map(toRecord), total };
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
  const columns = { idnumber: users.idnumber, name: users.name, surname: users.surname };
  const matching = db
    .select(columns)
    .from(users)
    .where(and(...conditions));
  const limit = options.limit === undefined ? sql`` : sql` limit ${options.limit}`;
  // A term of three characters or more is found first (trigram indexes) and only its matches
  // are sorted: the CTE is MATERIALIZED so that no planner walks users_customers_picker_idx
  // in name order testing every customer until the page fills, slow for a name late in the
  // alphabet (PostgreSQL 17, and so PGlite, did so even through a DISTINCT subquery). Without
  // a term, or with a shorter one that no trigram narrows, the walk is the fastest way.
  if (options.q && options.q.length >= 3) {
    // Both drivers answer `execute` with `{ rows }`.
    const found = (await db.execute(
      sql`with found as materialized (${matching})
        select idnumber, name, surname from found order by name, surname, idnumber${limit}`,
    )) as unknown as { rows: CustomerPickerItem[] };
    return found.rows.map(({ idnumber, name, surname }) => ({ idnumber, name, surname }));
  }
  let walk = matching.orderBy(asc(users.name), asc(users.surname), asc(users.idnumber)).$dynamic();
  if (options.limit !== undefined) walk = walk.limit(options.limit);
  return walk;
}
