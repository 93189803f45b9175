import {
  formatCustomerDisplayName,
  ITEM_MESSAGES,
  type ItemOwnership,
  type ItemPage,
} from "@lo/domain";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { piecePhotosOf } from "../db/line-photos";
import { PIECE_LOOKS } from "../db/piece-looks";
import {
  careGuides,
  linkTokens,
  productOwnerships,
  products,
  repairLines,
  repairRequests,
  users,
} from "../db/schema";
import { notFound } from "../errors";
import { isAdmin } from "../identity/access";
import type { SessionUser } from "../identity/sessions";
import { notesOfLines, stateChangesOfLines } from "./page-parts";

/** A piece's live verify link: the literals let the planner use link_tokens_live_verify_unique. */
const liveVerifyLinkJoin = sql`${linkTokens.serialno} = ${products.serialno}
  and ${linkTokens.purpose} = 'verify' and ${linkTokens.revokedAt} is null`;

/** The piece by its serial number in any letter case (products_serialno_lower_unique). */
export async function findItem(db: Db, serialno: string) {
  const [row] = await db
    .select({
      serialno: products.serialno,
      productTypeId: products.productTypeId,
      ...PIECE_LOOKS,
      description: products.description,
      createdAt: products.createdAt,
      yearMade: sql<number>`extract(year from ${products.createdAt} at time zone 'Africa/Johannesburg')::int`,
      owner: products.customerIdnumber,
      careGuide: careGuides.text,
      careGuideUpdatedAt: careGuides.updatedAt,
      verifySalt: linkTokens.salt,
    })
    .from(products)
    .leftJoin(careGuides, eq(careGuides.productTypeId, products.productTypeId))
    .leftJoin(linkTokens, liveVerifyLinkJoin)
    .where(sql`lower(${products.serialno}) = lower(${serialno})`);
  return row;
}

export type ItemRow = NonNullable<Awaited<ReturnType<typeof findItem>>>;

/** The piece, if this viewer may see it: an admin any, a customer only one they own now. */
export async function visibleItem(db: Db, serialno: string, viewer: SessionUser) {
  const row = await findItem(db, serialno);
  if (!row || (!isAdmin(viewer) && row.owner !== viewer.idnumber)) {
    throw notFound(ITEM_MESSAGES.notFound);
  }
  return row;
}

/** Its owners' times, oldest first; a customer's list holds only their own. */
async function ownersOf(db: Db, serialno: string, viewer: SessionUser): Promise<ItemOwnership[]> {
  const admin = isAdmin(viewer);
  const rows = await db
    .select({
      from: productOwnerships.startedAt,
      to: productOwnerships.endedAt,
      via: productOwnerships.via,
      idnumber: productOwnerships.customerIdnumber,
      name: users.name,
      surname: users.surname,
    })
    .from(productOwnerships)
    .innerJoin(users, eq(users.idnumber, productOwnerships.customerIdnumber))
    .where(
      and(
        eq(productOwnerships.serialno, serialno),
        admin ? undefined : eq(productOwnerships.customerIdnumber, viewer.idnumber),
      ),
    )
    .orderBy(asc(productOwnerships.startedAt), asc(productOwnerships.id));
  return rows.map((row) => ({
    from: row.from.toISOString(),
    to: row.to?.toISOString() ?? null,
    via: row.via,
    ...(admin
      ? {
          owner: {
            idnumber: row.idnumber,
            name: formatCustomerDisplayName(row.name, row.surname) || row.idnumber,
          },
        }
      : {}),
  }));
}

/** Its lines (one per request it was repaired in), newest request first. */
function linesOf(db: Db, serialno: string) {
  return db
    .select({
      repairlineid: repairLines.id,
      problemDescription: repairLines.problemDescription,
      state: repairLines.state,
      version: repairLines.version,
      requestId: repairRequests.id,
      raisedBy: repairRequests.customerIdnumber,
      creationDate: repairRequests.createdAt,
      currentLocation: repairRequests.currentLocation,
    })
    .from(repairLines)
    .innerJoin(repairRequests, eq(repairRequests.id, repairLines.repairRequestId))
    .where(eq(repairLines.serialno, serialno))
    .orderBy(desc(repairRequests.createdAt), desc(repairLines.id));
}

/**
 * `GET /items/{serialno}`: the piece, its owners over time, every repair (this piece's line of
 * each request only, with its dated states and notes) and its type's care guide. Indexed
 * statements in two rounds: the piece by its serial number (with its care guide and live
 * verify link), then its owners, lines, notes and states side by side, each by serial number.
 */
export async function itemPage(
  db: Db,
  serialno: string,
  viewer: SessionUser,
  /** The verify link of a piece, from its live link's salt (made now if it has none). */
  verifyUrlOf: (serialno: string, salt: string | null) => Promise<string>,
): Promise<ItemPage> {
  const item = await visibleItem(db, serialno, viewer);
  const admin = isAdmin(viewer);
  // Side by side: on a PostgreSQL pool each takes a connection of its own.
  const [owners, lines, notes, changes, verifyUrl, photos] = await Promise.all([
    ownersOf(db, item.serialno, viewer),
    linesOf(db, item.serialno),
    notesOfLines(db, item.serialno, viewer),
    stateChangesOfLines(db, item.serialno, viewer),
    verifyUrlOf(item.serialno, item.verifySalt),
    piecePhotosOf(db, item.serialno, { kind: admin ? "admin" : "customer" }),
  ]);
  return {
    item: {
      serialno: item.serialno,
      productType: item.productType,
      colour: item.colour,
      size: item.size,
      description: item.description,
      yearMade: Number(item.yearMade),
      createdAt: item.createdAt.toISOString(),
    },
    owners,
    repairs: lines.map((line) => ({
      requestId: line.requestId,
      linked: admin || line.raisedBy === viewer.idnumber,
      creationDate: line.creationDate.toISOString(),
      ...(admin || line.raisedBy === viewer.idnumber
        ? { currentLocation: line.currentLocation }
        : {}),
      line: {
        repairlineid: line.repairlineid,
        serialNumber: item.serialno,
        productType: item.productType,
        size: item.size,
        color: item.colour,
        problemDescription: line.problemDescription,
        state: line.state,
        version: line.version,
        workshopLog: notes.get(line.repairlineid) ?? [],
        stateChanges: changes.get(line.repairlineid) ?? [],
        photos: photos.get(line.repairlineid) ?? [],
      },
    })),
    careGuide: {
      productTypeId: item.productTypeId,
      productType: item.productType,
      text: item.careGuide ?? "",
      updatedAt: item.careGuideUpdatedAt?.toISOString() ?? null,
    },
    verifyUrl,
  };
}
