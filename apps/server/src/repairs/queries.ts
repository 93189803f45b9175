import {
  REPAIR_STATE_SERVER_NAMES,
  REPAIR_STATES,
  type RepairListQuery,
  type RepairRequestRecord,
  type RepairStatistics,
  type StatisticsBucket,
  statisticsBucket,
} from "@lo/domain";
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { products, productTypes, repairLines, repairRequests, users } from "../db/schema";
import { containsPattern } from "../db/sql";
import { requestColumns, withLines } from "./records";

function requestsQuery(db: Db) {
  return db
    .select(requestColumns)
    .from(repairRequests)
    .innerJoin(users, eq(users.idnumber, repairRequests.customerIdnumber))
    .$dynamic();
}

/** One request as read, or undefined. */
export async function findRepairRequest(
  db: Db,
  id: number,
): Promise<RepairRequestRecord | undefined> {
  const rows = await requestsQuery(db).where(eq(repairRequests.id, id));
  const [record] = await withLines(db, rows);
  return record;
}

/** A customer's requests, newest first; the whole list unless a page is asked for. */
export async function customerRepairRequests(
  db: Db,
  customerIdnumber: string,
  page: { limit?: number | undefined; offset?: number | undefined } = {},
): Promise<RepairRequestRecord[]> {
  let query = requestsQuery(db)
    .where(eq(repairRequests.customerIdnumber, customerIdnumber))
    .orderBy(desc(repairRequests.createdAt), desc(repairRequests.id));
  if (page.limit !== undefined) query = query.limit(page.limit);
  if (page.offset !== undefined) query = query.offset(page.offset);
  return withLines(db, await query);
}

/**
 * `q` over the client's name and e-mail and each line's serial number, product type and
 * problem description (SPEC §9), plus the request id itself. One UNION of small lookups, each on its own index (the
 * trigram indexes on users' full name and e-mail, products' serial number and lines'
 * problem description; products by type), rather than one OR that no index can serve.
 */
function searchCondition(term: string): SQL {
  const pattern = containsPattern(term.toLowerCase());
  // A whole number may also be the repair id a customer quotes (the highlight uses it).
  const id = /^\d{1,9}$/.test(term) ? Number(term) : undefined;
  return sql`${repairRequests.id} IN (
    ${id === undefined ? sql`` : sql`SELECT ${id}::int UNION`}
    SELECT ${repairRequests.id} FROM ${repairRequests}
    WHERE ${repairRequests.customerIdnumber} IN (
      SELECT ${users.idnumber} FROM ${users}
      WHERE lower(${users.name} || ' ' || ${users.surname}) LIKE ${pattern}
      UNION
      SELECT ${users.idnumber} FROM ${users} WHERE lower(${users.email}) LIKE ${pattern}
    )
    UNION
    SELECT ${repairLines.repairRequestId} FROM ${repairLines}
    WHERE lower(${repairLines.problemDescription}) LIKE ${pattern}
    UNION
    SELECT ${repairLines.repairRequestId} FROM ${repairLines}
    WHERE ${repairLines.serialno} IN (
      SELECT ${products.serialno} FROM ${products} WHERE lower(${products.serialno}) LIKE ${pattern}
    )
    UNION
    SELECT ${repairLines.repairRequestId} FROM ${repairLines}
    INNER JOIN ${products} ON ${products.serialno} = ${repairLines.serialno}
    WHERE ${products.productTypeId} IN (
      SELECT ${productTypes.id} FROM ${productTypes} WHERE lower(${productTypes.name}) LIKE ${pattern}
    )
  )`;
}

/** Status in workshop order (rank 1..6) rather than alphabetically. */
const statusRank = sql`CASE ${repairRequests.status} ${sql.join(
  REPAIR_STATES.map(
    (state, index) =>
      sql`WHEN ${REPAIR_STATE_SERVER_NAMES[state]} THEN ${sql.raw(String(index + 1))}`,
  ),
  sql` `,
)} ELSE 0 END`;

function orderFor(query: RepairListQuery): SQL[] {
  const direction = query.dir ?? (query.sort === undefined ? "desc" : "asc");
  const by = direction === "asc" ? asc : desc;
  const tieBreak = by(repairRequests.id);
  switch (query.sort) {
    case "id":
      return [by(repairRequests.id)];
    case "clientName":
      return [by(sql`lower(${users.name})`), by(sql`lower(${users.surname})`), tieBreak];
    case "lastUpdateDate":
      return [by(repairRequests.updatedAt), tieBreak];
    case "status":
      return [by(statusRank), tieBreak];
    case "creationDate":
    case undefined:
      return [by(repairRequests.createdAt), tieBreak];
  }
}

/**
 * The admin list: search, status filter, sort and page in SQL. The status filter compares
 * the stored status, which the server always derives from the lines (indexed).
 */
export async function adminRepairRequests(
  db: Db,
  query: RepairListQuery,
): Promise<{ repairRequests: RepairRequestRecord[]; total: number }> {
  const where = and(
    query.q ? searchCondition(query.q) : undefined,
    query.status ? eq(repairRequests.status, query.status) : undefined,
  );
  let rowsQuery = requestsQuery(db)
    .where(where)
    .orderBy(...orderFor(query));
  if (query.limit !== undefined) rowsQuery = rowsQuery.limit(query.limit);
  if (query.offset !== undefined) rowsQuery = rowsQuery.offset(query.offset);
  const rows = await rowsQuery;
  const [counted] = await db.select({ total: count() }).from(repairRequests).where(where);
  return { repairRequests: await withLines(db, rows), total: Number(counted?.total ?? 0) };
}

const statusesIn = (bucket: StatisticsBucket) =>
  REPAIR_STATES.filter((state) => statisticsBucket(state) === bucket).map(
    (state) => REPAIR_STATE_SERVER_NAMES[state],
  );

/** The cards above the admin list, in one aggregate query over the requests. */
export async function repairStatistics(db: Db): Promise<RepairStatistics> {
  const done = REPAIR_STATE_SERVER_NAMES.completed;
  const [row] = await db
    .select({
      totalRequests: count(),
      pending: count(
        sql`CASE WHEN ${inArray(repairRequests.status, statusesIn("Pending"))} THEN 1 END`,
      ),
      inProgress: count(
        sql`CASE WHEN ${inArray(repairRequests.status, statusesIn("In Progress"))} THEN 1 END`,
      ),
      completed: count(sql`CASE WHEN ${repairRequests.status} = ${done} THEN 1 END`),
      openRequests: count(sql`CASE WHEN ${repairRequests.status} <> ${done} THEN 1 END`),
      averageDaysOpen: sql<string | null>`round(avg(
          CASE WHEN ${repairRequests.status} <> ${done}
          THEN extract(epoch FROM (now() - ${repairRequests.createdAt})) / 86400 END
        )::numeric, 1)`,
    })
    .from(repairRequests);
  return {
    totalRequests: Number(row?.totalRequests ?? 0),
    pending: Number(row?.pending ?? 0),
    inProgress: Number(row?.inProgress ?? 0),
    completed: Number(row?.completed ?? 0),
    openRequests: Number(row?.openRequests ?? 0),
    averageDaysOpen: Math.max(0, Number(row?.averageDaysOpen ?? 0)),
  };
}
