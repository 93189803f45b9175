import {
  headlineState,
  type LinePhoto,
  type LineStateChangeDetail,
  type RepairRequestPage,
  type WorkshopLogEntry,
} from "@lo/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  authorName,
  STATE_CHANGE_COLUMNS,
  STATE_CHANGES_BY_LINE,
  stateChangeDetail,
} from "../db/line-history";
import { linePhotosOf } from "../db/line-photos";
import { linkTokens, repairLineStateChanges, repairRequests, users } from "../db/schema";
import { notFound } from "../errors";
import { isAdmin } from "../identity/access";
import type { SessionUser } from "../identity/sessions";
import type { TrackingUrlOf } from "../links/tracking-links";
import { anyOfIds, groupedBy, qualified } from "../db/sql";
import { REPAIR_MESSAGES } from "./messages";
import { estimateOf, lineInState, overdueNow, type Turnaround } from "./turnaround";
import { coverageFor } from "./list-lines";
import { requestMoney, withBankDetails } from "./payments/queries";
import { quoteFieldsOf, quoteVersionsOf, type QuoteRow } from "./quotes/queries";
import { lineRowsOf, liveTrackingLinkJoin, notesByLine, readStatus } from "./records";

/** A column of whoever made a state change, read by primary key. */
const changerColumn = (column: typeof users.name | typeof users.surname) =>
  sql<string | null>`(select ${qualified(column)} from ${users}
    where ${qualified(users.idnumber)} = ${qualified(repairLineStateChanges.changedByIdnumber)})`;

/** Each line's state changes, oldest first, with who made them (by line id, from its index). */
async function stateChangesByLine(
  db: Db,
  lineIds: number[],
): Promise<Map<number, LineStateChangeDetail[]>> {
  const rows = await db
    .select({
      repairLineId: repairLineStateChanges.repairLineId,
      ...STATE_CHANGE_COLUMNS,
      name: changerColumn(users.name),
      surname: changerColumn(users.surname),
    })
    .from(repairLineStateChanges)
    .where(anyOfIds(qualified(repairLineStateChanges.repairLineId), lineIds))
    .orderBy(...STATE_CHANGES_BY_LINE);
  return groupedBy(
    rows,
    (row) => row.repairLineId,
    (row) => stateChangeDetail(row, authorName(row.name, row.surname)),
  );
}

/** The request row with its customer and live tracking link, by primary key. */
async function requestRow(db: Db, id: number) {
  const [row] = await db
    .select({
      id: repairRequests.id,
      owner: repairRequests.customerIdnumber,
      currentLocation: repairRequests.currentLocation,
      status: repairRequests.status,
      version: repairRequests.version,
      createdAt: repairRequests.createdAt,
      updatedAt: repairRequests.updatedAt,
      name: repairRequests.clientName,
      surname: repairRequests.clientSurname,
      email: users.email,
      phone: users.cellphone,
      trackingSalt: linkTokens.salt,
      dueCents: repairRequests.dueCents,
      paidCents: repairRequests.paidCents,
    })
    .from(repairRequests)
    .innerJoin(users, eq(users.idnumber, repairRequests.customerIdnumber))
    .leftJoin(linkTokens, liveTrackingLinkJoin)
    .where(eq(repairRequests.id, id));
  return row;
}

/**
 * `GET /repairs/requests/{id}`: an admin may read any request, a customer only their own
 * (anyone else's reads as not found, like one that does not exist). Indexed statements: the
 * request by its key, its lines by request (its money beside them), then their notes, state
 * changes, photos and quotes by line, side by side. Internal notes only for admins.
 */
export async function repairRequestPage(
  db: Db,
  id: number,
  viewer: SessionUser,
  trackingUrlOf: TrackingUrlOf,
  turnaround: Turnaround,
): Promise<RepairRequestPage> {
  const row = await requestRow(db, id);
  const admin = isAdmin(viewer);
  if (!row || (!admin && row.owner !== viewer.idnumber)) {
    throw notFound(REPAIR_MESSAGES.requestNotFound);
  }
  // Its money (the sums, fees, payments and where to pay) beside its lines, not after them.
  const [lineRows, money] = await Promise.all([
    lineRowsOf(db, [id]),
    requestMoney(db, id, row).then((stored) => stored && withBankDetails(db, stored)),
  ]);
  const lineIds = lineRows.map((line) => line.repairlineid);
  const [notes, changes, photos, quotes] =
    lineIds.length > 0
      ? await Promise.all([
          notesByLine(db, lineIds, admin ? "admin" : "customer"),
          stateChangesByLine(db, lineIds),
          linePhotosOf(db, lineIds, { kind: admin ? "admin" : "customer" }),
          quoteVersionsOf(db, lineIds),
        ])
      : [
          new Map<number, WorkshopLogEntry[]>(),
          new Map<number, LineStateChangeDetail[]>(),
          new Map<number, LinePhoto[]>(),
          new Map<number, QuoteRow[]>(),
        ];
  const trackingUrl = trackingUrlOf(row.trackingSalt);
  const inState = new Map(
    lineRows.map((line) => [
      line.repairlineid,
      lineInState(line.state, changes.get(line.repairlineid)),
    ]),
  );
  return {
    request: {
      id: row.id,
      creationDate: row.createdAt.toISOString(),
      lastUpdateDate: row.updatedAt.toISOString(),
      currentLocation: row.currentLocation,
      status: readStatus(row.status),
      headlineState: headlineState(lineRows.map((line) => line.state)),
      version: row.version,
      ...(trackingUrl === undefined ? {} : { trackingUrl }),
      estimatedCompletion: estimateOf([...inState.values()], turnaround),
    },
    customer: {
      idnumber: row.owner,
      name: row.name,
      surname: row.surname,
      email: row.email,
      phone: row.phone,
    },
    lines: lineRows.map(({ repairRequestId: _request, ...line }) => ({
      ...line,
      ...coverageFor(line, admin ? "admin" : "customer"),
      ...quoteFieldsOf(quotes.get(line.repairlineid), line.coverage, admin ? "admin" : "customer"),
      workshopLog: notes.get(line.repairlineid) ?? [],
      stateChanges: changes.get(line.repairlineid) ?? [],
      ...(admin ? { overdue: overdueNow(inState.get(line.repairlineid), turnaround) } : {}),
      photos: photos.get(line.repairlineid) ?? [],
    })),
    ...(money ? { money } : {}),
  };
}
