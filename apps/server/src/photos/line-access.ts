import { PHOTO_MESSAGES } from "@lo/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { LINE_PHOTO_COLUMNS } from "../db/line-photos";
import { images, products, repairLinePhotos, repairLines, repairRequests } from "../db/schema";
import { notFound } from "../errors";
import { isAdmin } from "../identity/access";
import type { SessionUser } from "../identity/sessions";

export interface LineOfPhotos {
  id: number;
  state: string;
  serialno: string;
  requestId: number;
  owner: string;
}

/**
 * The line, if this user may add photos to it: an admin any line, a customer only a line of
 * their own requests (anyone else's reads as not found, like one that does not exist).
 */
export async function lineForPhotos(
  db: Db,
  lineId: number,
  user: SessionUser,
): Promise<LineOfPhotos> {
  const [line] = await db
    .select({
      id: repairLines.id,
      state: repairLines.state,
      serialno: repairLines.serialno,
      requestId: repairLines.repairRequestId,
      owner: repairRequests.customerIdnumber,
    })
    .from(repairLines)
    .innerJoin(repairRequests, eq(repairRequests.id, repairLines.repairRequestId))
    .where(eq(repairLines.id, lineId));
  if (!line || (!isAdmin(user) && line.owner !== user.idnumber)) {
    throw notFound(PHOTO_MESSAGES.lineNotFound);
  }
  return line;
}

/**
 * One line photo with what decides who may see it, and its image (by primary keys): the
 * request's customer, and the piece's owner now (the item page shows its whole history, the
 * repairs an earlier owner raised too).
 */
export async function photoWithImage(db: Db, id: number, size: "full" | "thumb") {
  const [row] = await db
    .select({
      ...LINE_PHOTO_COLUMNS,
      requestId: repairLines.repairRequestId,
      lineId: repairLines.id,
      serialno: repairLines.serialno,
      owner: repairRequests.customerIdnumber,
      pieceOwner: products.customerIdnumber,
      hash: images.hash,
      bytes: size === "full" ? images.full : images.thumb,
    })
    .from(repairLinePhotos)
    .innerJoin(repairLines, eq(repairLines.id, repairLinePhotos.repairLineId))
    .innerJoin(repairRequests, eq(repairRequests.id, repairLines.repairRequestId))
    .innerJoin(products, eq(products.serialno, repairLines.serialno))
    .innerJoin(images, eq(images.hash, repairLinePhotos.imageHash))
    .where(eq(repairLinePhotos.id, id));
  return row;
}
