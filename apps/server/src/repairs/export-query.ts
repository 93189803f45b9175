import { repairStateLabel, type RepairListQuery } from "@lo/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { REPAIR_LINE_STATE_KEYS, repairLines, repairRequests, users } from "../db/schema";
import { anyOfIds } from "../db/sql";
import { orderFor } from "./queries";
import { searchRequestIds } from "./search";
import { overdueRequestFilter, type Turnaround } from "./turnaround";

/** A line's state as the workshop reads it (the domain's labels, 'Unknown' for anything else). */
const lineStateLabel = sql`case ${repairLines.state} ${sql.join(
  REPAIR_LINE_STATE_KEYS.map((key) => sql`when ${key} then ${repairStateLabel(key)}`),
  sql` `,
)} else 'Unknown' end`;

/** `expression` of each of a request's lines, in line order, joined with '; ' (null if none). */
const eachLine = (expression: ReturnType<typeof sql>) =>
  sql<string | null>`string_agg(${expression}, '; ' order by ${repairLines.id})`;

/**
 * The requests of the admin list (its search, status and Overdue filters, judged by
 * `turnaround`, and order, unpaged), one row per
 * request with only the exported columns: its lines' serial numbers, states and problems are
 * gathered per request in SQL (no notes, no state history).
 */
export async function repairExportQuery(
  db: Db,
  list: Omit<RepairListQuery, "limit" | "offset">,
  turnaround: Turnaround,
) {
  const matches = list.q ? await searchRequestIds(db, list.q) : undefined;
  const lines = db
    .select({
      items: sql<number>`count(*)::int`.as("items"),
      serials: eachLine(sql`${repairLines.serialno}`).as("serials"),
      states: eachLine(sql`${repairLines.serialno} || ': ' || ${lineStateLabel}`).as("states"),
      problems: eachLine(sql`${repairLines.problemDescription}`).as("problems"),
    })
    .from(repairLines)
    .where(eq(repairLines.repairRequestId, repairRequests.id))
    .as("lines");
  const query = db
    .select({
      id: repairRequests.id,
      clientFirstName: repairRequests.clientName,
      clientSurname: repairRequests.clientSurname,
      customeridnumber: repairRequests.customerIdnumber,
      clientEmail: users.email,
      status: repairRequests.status,
      currentLocation: repairRequests.currentLocation,
      createdAt: repairRequests.createdAt,
      updatedAt: repairRequests.updatedAt,
      items: lines.items,
      serials: lines.serials,
      states: lines.states,
      problems: lines.problems,
    })
    .from(repairRequests)
    .innerJoin(users, eq(users.idnumber, repairRequests.customerIdnumber))
    .innerJoinLateral(lines, sql`true`)
    .where(
      and(
        matches ? anyOfIds(repairRequests.id, matches) : undefined,
        list.status ? eq(repairRequests.status, list.status) : undefined,
        list.overdue ? overdueRequestFilter(turnaround) : undefined,
      ),
    )
    .orderBy(...orderFor(list))
    .$dynamic();
  // Wrapped: returned bare, the async function would run the select rather than hand it over.
  return { query };
}

export type RepairExportRow = Awaited<
  Awaited<ReturnType<typeof repairExportQuery>>["query"]
>[number];
