import {
  formatCustomerDisplayName,
  serverStatusSchema,
  type RepairRequestRecord,
  type ServerStatus,
  type WorkshopLogEntry,
} from "@lo/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  authorName,
  logEntry,
  NOTE_COLUMNS,
  NOTES_BY_LINE,
  type NoteAudience,
} from "../db/line-history";
import {
  linkTokens,
  products,
  repairLineNotes,
  repairLines,
  repairRequests,
  users,
} from "../db/schema";
import { anyOfIds, groupedBy, isoTimestamp, qualified } from "../db/sql";
import type { TrackingUrlOf } from "../links/tracking-links";
import { LINE_COLUMNS, listLinesByRequest } from "./list-lines";
import { hasMoney, moneyOf } from "./payments/queries";

/** A list row's money (decisions 096, 097): what is still to pay, and what is owed back. */
function balanceAndCredit(row: { dueCents: number; paidCents: number }) {
  const { balanceCents, creditCents } = moneyOf(row);
  return { balanceCents, creditCents };
}

/** The columns of one request row, before its lines are attached. */
export const requestColumns = {
  id: repairRequests.id,
  customeridnumber: repairRequests.customerIdnumber,
  currentLocation: repairRequests.currentLocation,
  status: repairRequests.status,
  version: repairRequests.version,
  // Written as the API sends them by the database (no Date made and formatted per row).
  createdAt: isoTimestamp(repairRequests.createdAt),
  updatedAt: isoTimestamp(repairRequests.updatedAt),
  // The names the request keeps (decision 046); the e-mail address is read from the person.
  clientFirstName: repairRequests.clientName,
  clientSurname: repairRequests.clientSurname,
  clientEmail: users.email,
  /** The salt of the request's live tracking link (left-joined: see liveTrackingLinkJoin). */
  trackingSalt: linkTokens.salt,
  /** Its money as the row keeps it (decision 096). */
  dueCents: repairRequests.dueCents,
  paidCents: repairRequests.paidCents,
};

/**
 * The join condition of a request's live tracking link. The literals let the planner use the
 * partial unique index link_tokens_live_tracking_unique for it.
 */
export const liveTrackingLinkJoin = sql`${linkTokens.repairRequestId} = ${repairRequests.id}
  and ${linkTokens.purpose} = 'track' and ${linkTokens.revokedAt} is null`;

type RequestRow = {
  id: number;
  customeridnumber: string;
  currentLocation: string;
  status: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  clientFirstName: string;
  clientSurname: string;
  clientEmail: string;
  trackingSalt: string | null;
  dueCents: number;
  paidCents: number;
};

/** The stored status is always a server name; an unexpected value reads as 'Pending'. */
export function readStatus(value: string): ServerStatus {
  const parsed = serverStatusSchema.safeParse(value);
  return parsed.success ? parsed.data : "Pending";
}

/** A column of the note's author, read by primary key (a handful of staff write notes). */
const authorColumn = (column: typeof users.name | typeof users.surname) =>
  sql<string | null>`(select ${qualified(column)} from ${users}
    where ${qualified(users.idnumber)} = ${qualified(repairLineNotes.authorIdnumber)})`;

/**
 * Each line's notes, oldest first, with their author's display name. Asked by line id, so
 * the line index answers it: joined from the requests, the planner read every note (and a
 * join to every user) instead, 43 ms against 2 for a customer with 250 requests.
 */
export async function notesByLine(
  db: Db,
  lineIds: number[],
  audience: NoteAudience,
): Promise<Map<number, WorkshopLogEntry[]>> {
  const forAdmin = audience === "admin";
  const noteRows = await db
    .select({
      repairLineId: repairLineNotes.repairLineId,
      ...NOTE_COLUMNS,
      authorName: authorColumn(users.name),
      authorSurname: authorColumn(users.surname),
    })
    .from(repairLineNotes)
    .where(
      and(
        anyOfIds(qualified(repairLineNotes.repairLineId), lineIds),
        forAdmin ? undefined : eq(repairLineNotes.internal, false),
      ),
    )
    .orderBy(...NOTES_BY_LINE);
  return groupedBy(
    noteRows,
    (note) => note.repairLineId,
    (note) => logEntry(note, authorName(note.authorName, note.authorSurname), forAdmin),
  );
}

/**
 * The lines of some requests, by request then line id, with their product's type and looks (the
 * names the piece's row keeps).
 */
export function lineRowsOf(db: Db, requestIds: number[]) {
  return db
    .select(LINE_COLUMNS)
    .from(repairLines)
    .innerJoin(products, eq(products.serialno, repairLines.serialno))
    .where(anyOfIds(repairLines.repairRequestId, requestIds))
    .orderBy(asc(repairLines.repairRequestId), asc(repairLines.id));
}

/**
 * Attaches every line (with its full dated log and state history, oldest first) to a page of
 * request rows in one more statement, however many requests and lines there are.
 * With `trackingUrlOf`, each request also carries its tracking link. Internal notes only for
 * the "admin" audience.
 */
export async function withLines(
  db: Db,
  rows: RequestRow[],
  trackingUrlOf?: TrackingUrlOf,
  audience: NoteAudience = "customer",
): Promise<RepairRequestRecord[]> {
  if (rows.length === 0) return [];
  const linesByRequest = await listLinesByRequest(
    db,
    rows.map((row) => row.id),
    audience,
  );
  return rows.map((row) => {
    const trackingUrl = trackingUrlOf?.(row.trackingSalt);
    return {
      id: row.id,
      clientName: formatCustomerDisplayName(row.clientFirstName, row.clientSurname),
      clientEmail: row.clientEmail,
      customeridnumber: row.customeridnumber,
      currentLocation: row.currentLocation,
      creationDate: row.createdAt,
      lastUpdateDate: row.updatedAt,
      status: readStatus(row.status),
      version: row.version,
      products: linesByRequest.get(row.id) ?? [],
      ...(trackingUrl === undefined ? {} : { trackingUrl }),
      // Only for a request with money to speak of: the others read as they always did.
      ...(hasMoney(row) ? balanceAndCredit(row) : {}),
    };
  });
}
