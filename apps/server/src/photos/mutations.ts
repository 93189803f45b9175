import { PHOTO_MESSAGES, type LinePhoto, type PhotoKind } from "@lo/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { toLinePhoto } from "../db/line-photos";
import { linkLinePhotos, storeImage, type ProcessedPhoto } from "../db/photo-store";
import { cataloguePhotos, repairLinePhotos } from "../db/schema";
import { badRequest, notFound } from "../errors";
import { isAdmin } from "../identity/access";
import type { SessionUser } from "../identity/sessions";
import { auditCataloguePhoto, auditLinePhoto } from "./audit";
import { photoWithImage, type LineOfPhotos } from "./line-access";

const viewerOf = (admin: boolean) => ({ kind: admin ? "admin" : "customer" }) as const;

/**
 * The image and its link to the line in one transaction (nothing stored when the line already
 * has six); an admin's addition is audited with it.
 */
export async function addLinePhoto(
  db: Db,
  line: LineOfPhotos,
  photo: ProcessedPhoto,
  choice: { kind: PhotoKind; customerVisible: boolean },
  user: SessionUser,
): Promise<LinePhoto> {
  const admin = isAdmin(user);
  const id = await db.transaction(async (tx) => {
    await storeImage(tx, photo);
    const [linked] = await linkLinePhotos(tx, line.id, [photo.hash], {
      ...choice,
      addedBy: user.idnumber,
    });
    if (linked === undefined) throw new Error("addLinePhoto: insert returned nothing");
    if (admin) {
      await auditLinePhoto(tx, user, { ...line, lineId: line.id }, "photo-added", {
        photo: { before: null, after: `${choice.kind} photo ${linked}` },
        customerVisible: { before: null, after: choice.customerVisible },
      });
    }
    return linked;
  });
  return toLinePhoto(
    { id, ...choice, width: photo.width, height: photo.height, createdAt: new Date() },
    viewerOf(admin),
  );
}

/** An admin shows a workshop photo to the customer or hides it again (audited). */
export async function setPhotoVisibility(
  db: Db,
  id: number,
  customerVisible: boolean,
  user: SessionUser,
): Promise<LinePhoto> {
  const photo = await photoWithImage(db, id, "thumb");
  if (!photo) throw notFound(PHOTO_MESSAGES.notFound);
  if (photo.kind === "customer" && !customerVisible) {
    throw badRequest("The customer's own photos are always visible to them.");
  }
  if (photo.customerVisible !== customerVisible) {
    await db.transaction(async (tx) => {
      await tx.update(repairLinePhotos).set({ customerVisible }).where(eq(repairLinePhotos.id, id));
      await auditLinePhoto(tx, user, photo, "photo-visibility-changed", {
        customerVisible: { before: photo.customerVisible, after: customerVisible },
      });
    });
  }
  return toLinePhoto({ ...photo, customerVisible }, viewerOf(true));
}

/**
 * A catalogue piece's photo stored and put in place of its drawing (or of its earlier photo),
 * audited as a setting, in one transaction.
 */
export async function replaceCataloguePhoto(
  db: Db,
  slug: string,
  photo: ProcessedPhoto,
  actor: SessionUser,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ hash: cataloguePhotos.imageHash })
      .from(cataloguePhotos)
      .where(eq(cataloguePhotos.catalogueKey, slug));
    await storeImage(tx, photo);
    await tx
      .insert(cataloguePhotos)
      .values({ catalogueKey: slug, imageHash: photo.hash })
      .onConflictDoUpdate({
        target: cataloguePhotos.catalogueKey,
        set: { imageHash: photo.hash, updatedAt: new Date() },
      });
    await auditCataloguePhoto(tx, actor, slug, "catalogue-photo-replaced", {
      before: before?.hash ?? null,
      after: photo.hash,
    });
  });
}

/** A catalogue piece's photo removed (its drawing returns), audited when there was one. */
export async function removeCataloguePhoto(
  db: Db,
  slug: string,
  actor: SessionUser,
): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(cataloguePhotos)
      .where(eq(cataloguePhotos.catalogueKey, slug))
      .returning({ hash: cataloguePhotos.imageHash });
    if (removed.length === 0) return;
    await auditCataloguePhoto(tx, actor, slug, "catalogue-photo-removed", {
      before: removed[0]?.hash ?? null,
      after: null,
    });
  });
}
