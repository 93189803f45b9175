import {
  formatCustomerDisplayName,
  REPAIR_STATE_SERVER_NAMES,
  REPAIR_STATES,
  serverStatusSchema,
  type RepairLineRecord,
  type RepairListQuery,
  type RepairRequestRecord,
  type RepairStatistics,
  type ServerStatus,
  type StatisticsBucket,
  statisticsBucket,
  type WorkshopLogEntry,
} from "@lo/domain";
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableName,
  inArray,
  sql,
  type AnyColumn,
  type SQL,
} from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import {
  colours,
  products,
  productTypes,
  repairLineNotes,
  repairLines,
  repairRequests,
  sizes,
  users,
} from "../db/schema";

/**
 * `term` as a LIKE pattern matching it anywhere, lower-cased (the trigram indexes are on
 * lower(...)), with LIKE's own wildcards escaped so '50%' finds '50%' and not '50…'.
 */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * A column always written as "table"."column". Drizzle leaves columns unqualified in the
 * select list of a single-table query, which inside a correlated subquery would silently
 * bind to the inner table instead.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** A set of ids as ONE bind parameter (`= ANY(...)`), whatever its size. */
export function anyOfIds(column: AnyColumn | SQL, ids: number[]): SQL {
  return sql`${column} = ANY(${sql.param(ids)}::int[])`;
}

/** The columns of one request row, before its lines are attached. */
const requestColumns = {
  id: repairRequests.id,
  customeridnumber: repairRequests.customerIdnumber,
  currentLocation: repairRequests.currentLocation,
  status: repairRequests.status,
  version: repairRequests.version,
  createdAt: repairRequests.createdAt,
  updatedAt: repairRequests.updatedAt,
  clientFirstName: users.name,
  clientSurname: users.surname,
  clientEmail: users.email,
};

type RequestRow = {
  id: number;
  customeridnumber: string;
  currentLocation: string;
  status: string;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  clientFirstName: string;
  clientSurname: string;
  clientEmail: string;
};

/** The stored status is always a server name; an unexpected value reads as 'Pending'. */
function readStatus(value: string): ServerStatus {
  const parsed = serverStatusSchema.safeParse(value);
  return parsed.success ? parsed.data : "Pending";
}

/**
 * Attaches every line (with its full dated log, oldest first) to a page of request rows in
 * exactly two more queries, however many requests and lines there are.
 */
async function withLines(db: Db, rows: RequestRow[]): Promise<RepairRequestRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);

  const lineRows = await db
    .select({
      repairlineid: repairLines.id,
      repairRequestId: repairLines.repairRequestId,
      serialNumber: repairLines.serialno,
      productType: productTypes.name,
      size: sql<string | null>`coalesce(${sizes.name}, ${products.customSize})`,
      color: sql<string | null>`coalesce(${colours.name}, ${products.customColour})`,
      problemDescription: repairLines.problemDescription,
      state: repairLines.state,
      version: repairLines.version,
    })
    .from(repairLines)
    .innerJoin(products, eq(products.serialno, repairLines.serialno))
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .leftJoin(colours, eq(colours.id, products.colourId))
    .leftJoin(sizes, eq(sizes.id, products.sizeId))
    .where(anyOfIds(repairLines.repairRequestId, ids))
    .orderBy(asc(repairLines.repairRequestId), asc(repairLines.id));

  const noteRows = await db
    .select({
      repairLineId: repairLineNotes.repairLineId,
      message: repairLineNotes.message,
      createdAt: repairLineNotes.createdAt,
      authorName: users.name,
      authorSurname: users.surname,
    })
    .from(repairLineNotes)
    .innerJoin(repairLines, eq(repairLines.id, repairLineNotes.repairLineId))
    .leftJoin(users, eq(users.idnumber, repairLineNotes.authorIdnumber))
    .where(anyOfIds(repairLines.repairRequestId, ids))
    .orderBy(
      asc(repairLineNotes.repairLineId),
      asc(repairLineNotes.createdAt),
      asc(repairLineNotes.id),
    );

  const logs = new Map<number, WorkshopLogEntry[]>();
  for (const note of noteRows) {
    const author =
      note.authorName === null
        ? null
        : formatCustomerDisplayName(note.authorName, note.authorSurname) || null;
    const entry = { message: note.message, timestamp: note.createdAt.toISOString(), author };
    const log = logs.get(note.repairLineId);
    if (log) log.push(entry);
    else logs.set(note.repairLineId, [entry]);
  }

  const linesByRequest = new Map<number, RepairLineRecord[]>();
  for (const { repairRequestId, ...line } of lineRows) {
    const record: RepairLineRecord = { ...line, workshopLog: logs.get(line.repairlineid) ?? [] };
    const list = linesByRequest.get(repairRequestId);
    if (list) list.push(record);
    else linesByRequest.set(repairRequestId, [record]);
  }

  return rows.map((row) => ({
    id: row.id,
    clientName: formatCustomerDisplayName(row.clientFirstName, row.clientSurname),
    clientEmail: row.clientEmail,
    customeridnumber: row.customeridnumber,
    currentLocation: row.currentLocation,
    creationDate: row.createdAt.toISOString(),
    lastUpdateDate: row.updatedAt.toISOString(),
    status: readStatus(row.status),
    version: row.version,
    products: linesByRequest.get(row.id) ?? [],
  }));
}

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
  const pattern = containsPattern(term);
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
