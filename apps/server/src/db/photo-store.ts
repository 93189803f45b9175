import { randomBytes } from "node:crypto";
import { MAX_PHOTOS_PER_LINE, PHOTO_MESSAGES, type PhotoKind } from "@lo/domain";
import { and, count, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { badRequest } from "../errors";
import type { Db, Tx } from "./client";
import { images, repairLinePhotos, stagedPhotos } from "./schema";

/** A photo ready to store: JPEG bytes with no metadata, its thumbnail and its content hash. */
export interface ProcessedPhoto {
  hash: string;
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/** How long a photo uploaded from an open form waits for the form to be sent. */
export const STAGED_PHOTO_HOURS = 24;

/** The image bytes, once per content hash (the same photo twice is stored once). */
export async function storeImage(tx: Db | Tx, photo: ProcessedPhoto): Promise<void> {
  await tx
    .insert(images)
    .values({
      hash: photo.hash,
      full: photo.full,
      thumb: photo.thumb,
      width: photo.width,
      height: photo.height,
    })
    .onConflictDoNothing();
}

/**
 * A processed photo kept for its uploader until their form is sent; returns its id (128
 * random bits: it is the only thing that names it). The uploader's expired ones go first.
 */
export async function stagePhoto(db: Db, owner: string, photo: ProcessedPhoto): Promise<string> {
  const id = randomBytes(16).toString("base64url");
  await db.transaction(async (tx) => {
    await tx
      .delete(stagedPhotos)
      .where(and(eq(stagedPhotos.ownerIdnumber, owner), lt(stagedPhotos.expiresAt, sql`now()`)));
    await storeImage(tx, photo);
    await tx.insert(stagedPhotos).values({
      id,
      ownerIdnumber: owner,
      imageHash: photo.hash,
      expiresAt: sql`now() + make_interval(hours => ${STAGED_PHOTO_HOURS})`,
    });
  });
  return id;
}

export interface NewLinePhoto {
  kind: PhotoKind;
  customerVisible: boolean;
  addedBy: string;
}

/**
 * Links images to a line within the caller's transaction, holding the line's row lock so two
 * uploads at once cannot pass six between them. Throws 400 past the limit.
 */
export async function linkLinePhotos(
  tx: Tx,
  lineId: number,
  hashes: string[],
  photo: NewLinePhoto,
): Promise<number[]> {
  if (hashes.length === 0) return [];
  await tx.execute(sql`select 1 from repair_lines where id = ${lineId} for update`);
  const [existing] = await tx
    .select({ n: count() })
    .from(repairLinePhotos)
    .where(eq(repairLinePhotos.repairLineId, lineId));
  if ((existing?.n ?? 0) + hashes.length > MAX_PHOTOS_PER_LINE) {
    throw badRequest(PHOTO_MESSAGES.tooMany);
  }
  const rows = await tx
    .insert(repairLinePhotos)
    .values(
      hashes.map((imageHash) => ({
        repairLineId: lineId,
        imageHash,
        kind: photo.kind,
        customerVisible: photo.kind === "customer" ? true : photo.customerVisible,
        addedByIdnumber: photo.addedBy,
      })),
    )
    .returning({ id: repairLinePhotos.id });
  return rows.map((row) => row.id);
}

/**
 * A new request's staged photos, taken (deleted from the staging table) and linked to its
 * line in the request's transaction. Each must be the actor's own and unexpired, or the
 * whole request is refused.
 */
export async function attachStagedPhotos(
  tx: Tx,
  lineId: number,
  stagedIds: string[],
  photo: NewLinePhoto,
  path: string,
): Promise<void> {
  const unique = [...new Set(stagedIds)];
  if (unique.length === 0) return;
  const taken = await tx
    .delete(stagedPhotos)
    .where(
      and(
        inArray(stagedPhotos.id, unique),
        eq(stagedPhotos.ownerIdnumber, photo.addedBy),
        gt(stagedPhotos.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: stagedPhotos.id, imageHash: stagedPhotos.imageHash });
  if (taken.length !== unique.length) {
    throw badRequest(PHOTO_MESSAGES.stagedExpired, [
      { path, message: PHOTO_MESSAGES.stagedExpired },
    ]);
  }
  const order = new Map(unique.map((id, index) => [id, index]));
  taken.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  try {
    await linkLinePhotos(
      tx,
      lineId,
      taken.map((row) => row.imageHash),
      photo,
    );
  } catch (error) {
    throw error instanceof Error && error.message === PHOTO_MESSAGES.tooMany
      ? badRequest(PHOTO_MESSAGES.tooMany, [{ path, message: PHOTO_MESSAGES.tooMany }])
      : error;
  }
}
