import {
  formatCustomerDisplayName,
  serverStatusSchema,
  type RepairLineRecord,
  type RepairRequestRecord,
  type ServerStatus,
  type WorkshopLogEntry,
} from "@lo/domain";
import { asc, eq, sql } from "drizzle-orm";
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
import { anyOfIds } from "../db/sql";

/** The columns of one request row, before its lines are attached. */
export const requestColumns = {
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
export async function withLines(db: Db, rows: RequestRow[]): Promise<RepairRequestRecord[]> {
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
