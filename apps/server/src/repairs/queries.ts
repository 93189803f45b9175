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
import { linkTokens, repairRequests, users } from "../db/schema";
import { countUnlessKnown, keyedListPage, type KnownTotal } from "../db/paging";
import { perDatabase } from "../db/prepared";
import { anyOfIds } from "../db/sql";
import { tallyCount, tallySql } from "../db/tallies";
import type { TrackingUrlOf } from "../links/tracking-links";
import type { NoteAudience } from "../db/line-history";
import { liveTrackingLinkJoin, requestColumns, withLines } from "./records";
import { searchRequestIds } from "./search";
import {
  markOverdue,
  overdueRequestCount,
  overdueRequestFilter,
  type Turnaround,
} from "./turnaround";

function requestsQuery(db: Db) {
  return db
    .select(requestColumns)
    .from(repairRequests)
    .innerJoin(users, eq(users.idnumber, repairRequests.customerIdnumber))
    .leftJoin(linkTokens, liveTrackingLinkJoin)
    .$dynamic();
}

/** One request as read, or undefined; internal notes only for the "admin" audience. */
export async function findRepairRequest(
  db: Db,
  id: number,
  trackingUrlOf?: TrackingUrlOf,
  audience: NoteAudience = "customer",
): Promise<RepairRequestRecord | undefined> {
  const rows = await requestsQuery(db).where(eq(repairRequests.id, id));
  const [record] = await withLines(db, rows, trackingUrlOf, audience);
  return record;
}

/** Several requests as an admin reads them, in id order (the requests a bulk update touched). */
export async function findRepairRequests(
  db: Db,
  ids: number[],
  trackingUrlOf?: TrackingUrlOf,
): Promise<RepairRequestRecord[]> {
  if (ids.length === 0) return [];
  const rows = await requestsQuery(db)
    .where(anyOfIds(repairRequests.id, ids))
    .orderBy(asc(repairRequests.id));
  return withLines(db, rows, trackingUrlOf, "admin");
}

/** The ID number of the request's customer, or undefined when there is no such request. */
export async function repairRequestOwner(db: Db, id: number): Promise<string | undefined> {
  const [request] = await db
    .select({ owner: repairRequests.customerIdnumber })
    .from(repairRequests)
    .where(eq(repairRequests.id, id));
  return request?.owner;
}

/**
 * A customer's requests, newest first; the whole list unless a page is asked for. Never
 * with internal notes, whoever asks.
 */
export async function customerRepairRequests(
  db: Db,
  customerIdnumber: string,
  page: { limit?: number | undefined; offset?: number | undefined } = {},
  trackingUrlOf?: TrackingUrlOf,
): Promise<RepairRequestRecord[]> {
  const rows = await customerRequestRows(db).execute({
    customer: customerIdnumber,
    // LIMIT NULL is no limit and OFFSET NULL none: one statement for the whole list and a page.
    limit: page.limit ?? null,
    offset: page.offset ?? null,
  });
  return withLines(db, rows, trackingUrlOf);
}

const customerRequestRows = perDatabase((db: Db) =>
  requestsQuery(db)
    .where(eq(repairRequests.customerIdnumber, sql.placeholder("customer")))
    .orderBy(desc(repairRequests.createdAt), desc(repairRequests.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("customer_repair_requests"),
);

export function orderFor(query: RepairListQuery, reversed = false): SQL[] {
  const direction = query.dir ?? (query.sort === undefined ? "desc" : "asc");
  // Reversed: a deep page read from the other end (db/paging.ts).
  const by = (direction === "asc") !== reversed ? asc : desc;
  const tieBreak = by(repairRequests.id);
  switch (query.sort) {
    case "id":
      return [by(repairRequests.id)];
    case "clientName":
      return [
        by(sql`lower(${repairRequests.clientName})`),
        by(sql`lower(${repairRequests.clientSurname})`),
        tieBreak,
      ];
    case "lastUpdateDate":
      return [by(repairRequests.updatedAt), tieBreak];
    case "status":
      // Workshop order (rank 1..6) rather than alphabetically.
      return [by(repairRequests.statusRank), tieBreak];
    case "creationDate":
    case undefined:
      return [by(repairRequests.createdAt), tieBreak];
  }
}

const DONE = REPAIR_STATE_SERVER_NAMES.completed;
// Literal, so the planner sees it matches the partial index of open requests.
const isOpen = sql`${repairRequests.status} <> ${sql.raw(`'${DONE}'`)}`;

/**
 * How many requests the list has: a search's own number of matches, or the tally when nothing
 * narrows it; for 'Done' alone, the tally less the open requests (few, from their own index)
 * rather than counting the history.
 */
async function countRequests(
  db: Db,
  query: RepairListQuery,
  where: SQL | undefined,
  matches: number[] | undefined,
  turnaround: Turnaround,
) {
  const narrowed = query.overdue === true;
  // The Overdue filter alone: counted from the overdue lines' index, not the requests.
  if (narrowed && !matches && query.status === undefined) {
    return overdueRequestCount(db, turnaround);
  }
  if (matches && query.status === undefined && !narrowed) return matches.length;
  if (!matches && !narrowed && (query.status === undefined || query.status === DONE)) {
    const all = await tallyCount(db, "repair-requests");
    if (query.status === undefined) return all;
    const [open] = await db.select({ total: count() }).from(repairRequests).where(isOpen);
    return all - Number(open?.total ?? 0);
  }
  const [counted] = await db.select({ total: count() }).from(repairRequests).where(where);
  return Number(counted?.total ?? 0);
}

/**
 * The admin list: search, status filter, sort and page in SQL. The status filter compares
 * the stored status, which the server always derives from the lines (indexed). A page's ids
 * are found first from the sort's index (every sort key is a column of repair_requests,
 * decision 046), then only those rows are joined and described. Internal notes included.
 * The Overdue filter and each row's overdue marks are judged by `turnaround` (decision 067).
 */
export async function adminRepairRequests(
  db: Db,
  query: RepairListQuery,
  turnaround: Turnaround,
  trackingUrlOf?: TrackingUrlOf,
  known?: KnownTotal,
): Promise<{ repairRequests: RepairRequestRecord[]; total: number }> {
  const matches = query.q ? await searchRequestIds(db, query.q) : undefined;
  if (matches?.length === 0) return { repairRequests: [], total: 0 };
  const where = and(
    matches ? anyOfIds(repairRequests.id, matches) : undefined,
    query.status ? eq(repairRequests.status, query.status) : undefined,
    query.overdue ? overdueRequestFilter(turnaround) : undefined,
  );
  const described = async (rows: Parameters<typeof withLines>[1]) =>
    markOverdue(await withLines(db, rows, trackingUrlOf, "admin"), turnaround);
  const orderBy = orderFor(query);
  const countTotal = countUnlessKnown(known, () =>
    countRequests(db, query, where, matches, turnaround),
  );
  const { rows, total } = await keyedListPage(
    query,
    countTotal,
    where,
    (condition) =>
      requestsQuery(db)
        .where(condition)
        .orderBy(...orderBy),
    (window) => {
      const page = db
        .select({ id: repairRequests.id })
        .from(repairRequests)
        .where(where)
        .orderBy(...orderFor(query, window.reversed))
        .limit(window.limit)
        .offset(window.offset);
      return inArray(repairRequests.id, page);
    },
  );
  return { repairRequests: await described(rows), total };
}

const statusesIn = (bucket: StatisticsBucket) =>
  REPAIR_STATES.filter((state) => statisticsBucket(state) === bucket).map(
    (state) => REPAIR_STATE_SERVER_NAMES[state],
  );

/**
 * The cards above the admin list: the number of requests from the tally, the rest from the
 * open requests alone (repair_requests_open_idx), whose number stays small however many years
 * of completed ones the shop keeps.
 */
export async function repairStatistics(db: Db, turnaround: Turnaround): Promise<RepairStatistics> {
  const overdue = overdueRequestCount(db, turnaround);
  const [row] = await db
    .select({
      totalRequests: tallySql("repair-requests"),
      pending: count(
        sql`CASE WHEN ${inArray(repairRequests.status, statusesIn("Pending"))} THEN 1 END`,
      ),
      inProgress: count(
        sql`CASE WHEN ${inArray(repairRequests.status, statusesIn("In Progress"))} THEN 1 END`,
      ),
      openRequests: count(),
      averageDaysOpen: sql<string | null>`round(avg(
          extract(epoch FROM (now() - ${repairRequests.createdAt})) / 86400
        )::numeric, 1)`,
    })
    .from(repairRequests)
    .where(isOpen);
  const totalRequests = row?.totalRequests ?? 0;
  const openRequests = Number(row?.openRequests ?? 0);
  return {
    totalRequests,
    pending: Number(row?.pending ?? 0),
    inProgress: Number(row?.inProgress ?? 0),
    completed: totalRequests - openRequests,
    openRequests,
    averageDaysOpen: Math.max(0, Number(row?.averageDaysOpen ?? 0)),
    overdue: await overdue,
  };
}
