import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { cataloguePhotos, images } from "../db/schema";

/** The catalogue pieces that have a photo, each with its image's hash. */
export async function cataloguePhotoList(db: Db): Promise<{ slug: string; hash: string }[]> {
  const rows = await db.select().from(cataloguePhotos);
  return rows.map((row) => ({ slug: row.catalogueKey, hash: row.imageHash }));
}

/**
 * The bytes of an image in one of its sizes, only while a catalogue piece uses it (never a line
 * photo's); undefined otherwise.
 */
export async function catalogueImage(
  db: Db,
  hash: string,
  size: "full" | "thumb",
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ bytes: size === "full" ? images.full : images.thumb })
    .from(cataloguePhotos)
    .innerJoin(images, eq(images.hash, cataloguePhotos.imageHash))
    .where(eq(cataloguePhotos.imageHash, hash))
    .limit(1);
  return row?.bytes;
}
