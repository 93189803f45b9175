import { count } from "drizzle-orm";
import type { Db } from "../src/db/client";
import { images, repairLinePhotos, stagedPhotos } from "../src/db/schema";
import type { TestApp } from "./helpers";

/** Uploads raw image bytes as the browser does: the file's own type, the session cookie. */
export function upload(
  t: TestApp,
  url: string,
  bytes: Buffer,
  cookie?: string,
  contentType = "image/jpeg",
) {
  return t.app.inject({
    method: "POST",
    url: `/lifetime-outfitter${url}`,
    headers: { "content-type": contentType, ...(cookie ? { cookie } : {}) },
    payload: bytes,
  });
}

/** How many images, line photos and staged photos the database holds. */
export async function photoCounts(db: Db) {
  const [[a], [b], [c]] = await Promise.all([
    db.select({ n: count() }).from(images),
    db.select({ n: count() }).from(repairLinePhotos),
    db.select({ n: count() }).from(stagedPhotos),
  ]);
  return { images: a?.n ?? 0, linePhotos: b?.n ?? 0, staged: c?.n ?? 0 };
}
