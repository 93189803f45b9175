import type { LinePhoto, PhotoKind } from "@lo/domain";
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Db, Tx } from "./client";
import { images, repairLinePhotos, repairLines } from "./schema";
import { anyOfIds, groupedBy, qualified } from "./sql";
import { API_PREFIX } from "../identity/access";

/**
 * Who looks at a line's photos: an admin (all of them), the request's customer or a holder of
 * its tracking link (customer-visible ones only). The tracking link's photos are addressed
 * through its token, so the page needs no sign-in.
 */
export type PhotoViewer =
  { kind: "admin" } | { kind: "customer" } | { kind: "tracking"; token: string };

/** The address of a line photo's image for this viewer. */
export function photoUrl(viewer: PhotoViewer, id: number, size: "full" | "thumb"): string {
  return viewer.kind === "tracking"
    ? `${API_PREFIX}/track/${encodeURIComponent(viewer.token)}/photos/${id}/${size}`
    : `${API_PREFIX}/photos/${id}/${size}`;
}

/** What toLinePhoto reads of a stored line photo (its image joined). */
export const LINE_PHOTO_COLUMNS = {
  id: repairLinePhotos.id,
  kind: repairLinePhotos.kind,
  customerVisible: repairLinePhotos.customerVisible,
  createdAt: repairLinePhotos.createdAt,
  width: images.width,
  height: images.height,
};

/** A stored line photo as this viewer gets it, its image's addresses made for them. */
export function toLinePhoto(
  row: {
    id: number;
    kind: string;
    customerVisible: boolean;
    width: number;
    height: number;
    createdAt: Date;
  },
  viewer: PhotoViewer,
): LinePhoto {
  return {
    id: row.id,
    kind: row.kind as PhotoKind,
    customerVisible: row.customerVisible,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
    url: photoUrl(viewer, row.id, "full"),
    thumbUrl: photoUrl(viewer, row.id, "thumb"),
  };
}

/**
 * The photos of these lines as this viewer may see them, oldest first per line, in one indexed
 * statement (repair_line_photos_line_idx). For the request page and the tracking view.
 */
export function linePhotosOf(
  db: Db | Tx,
  lineIds: number[],
  viewer: PhotoViewer,
): Promise<Map<number, LinePhoto[]>> {
  if (lineIds.length === 0) return Promise.resolve(new Map());
  return photosWhere(db, anyOfIds(qualified(repairLinePhotos.repairLineId), lineIds), viewer);
}

/**
 * The photos of every repair line of one piece, by line, as this viewer may see them: the item
 * page's, read beside its lines rather than after them.
 */
export function piecePhotosOf(
  db: Db | Tx,
  serialno: string,
  viewer: PhotoViewer,
): Promise<Map<number, LinePhoto[]>> {
  return photosWhere(db, eq(repairLines.serialno, serialno), viewer);
}

async function photosWhere(
  db: Db | Tx,
  which: SQL,
  viewer: PhotoViewer,
): Promise<Map<number, LinePhoto[]>> {
  const conditions: SQL[] = [which];
  if (viewer.kind !== "admin") conditions.push(eq(repairLinePhotos.customerVisible, true));
  const rows = await db
    .select({ ...LINE_PHOTO_COLUMNS, lineId: repairLinePhotos.repairLineId })
    .from(repairLinePhotos)
    .innerJoin(repairLines, eq(repairLines.id, repairLinePhotos.repairLineId))
    .innerJoin(images, eq(images.hash, repairLinePhotos.imageHash))
    .where(and(...conditions))
    .orderBy(asc(repairLinePhotos.repairLineId), asc(repairLinePhotos.id));
  return groupedBy(
    rows,
    (row) => row.lineId,
    (row) => toLinePhoto(row, viewer),
  );
}
