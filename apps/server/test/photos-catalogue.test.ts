import { CATALOGUE, PHOTO_MESSAGES } from "@lo/domain";
import { and, eq } from "drizzle-orm";
import exifr from "exifr";
import { describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema";
import { signInAs } from "./factories";
import { gpsJpeg } from "./photo-files";
import { photoCounts } from "./photos-support";
import { admin, api, setUpRepairSuite, t } from "./repairs-support";

setUpRepairSuite();

const slug = CATALOGUE[0]!.slug;
const put = (bytes: Buffer, cookie?: string, piece = slug) =>
  t.app.inject({
    method: "PUT",
    url: `/lifetime-outfitter/catalogue/photos/${piece}`,
    headers: { "content-type": "image/jpeg", ...(cookie ? { cookie } : {}) },
    payload: bytes,
  });
const remove = (cookie?: string) =>
  t.app.inject({
    method: "DELETE",
    url: `/lifetime-outfitter/catalogue/photos/${slug}`,
    headers: cookie ? { cookie } : {},
  });

describe("catalogue photos", () => {
  it("an admin replaces a piece's drawing with a photo, shown publicly without EXIF, and removes it (audited)", async () => {
    const stored = await put(await gpsJpeg(), admin.cookie);
    expect(stored.statusCode, stored.body).toBe(200);
    const listed = await api.get("/catalogue/photos");
    expect(listed.json().photos).toEqual([
      { slug, url: stored.json().url, thumbUrl: stored.json().thumbUrl },
    ]);
    const image = await t.app.inject({ method: "GET", url: stored.json().url });
    expect(image.statusCode).toBe(200);
    expect(await exifr.gps(image.rawPayload)).toBeUndefined();

    expect((await remove(admin.cookie)).statusCode).toBe(204);
    expect((await api.get("/catalogue/photos")).json().photos).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: stored.json().url })).statusCode).toBe(404);
    const entries = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(eq(auditLog.entityKind, "setting"), eq(auditLog.entityId, `catalogue-photo:${slug}`)),
      );
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      "catalogue-photo-removed",
      "catalogue-photo-replaced",
    ]);
  });

  it("refuses a visitor (401), a customer (403), an unknown piece (404) and a file that is not a photo", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const photo = await gpsJpeg();
    expect((await put(photo)).statusCode).toBe(401);
    expect((await put(photo, customer.cookie)).statusCode).toBe(403);
    expect((await remove(customer.cookie)).statusCode).toBe(403);
    expect((await put(photo, admin.cookie, "no-such-piece")).statusCode).toBe(404);
    const before = await photoCounts(t.db);
    const pdf = await put(Buffer.from("%PDF-1.4\n%%EOF\n"), admin.cookie);
    expect([pdf.statusCode, pdf.json().message]).toEqual([400, PHOTO_MESSAGES.notAnImage]);
    expect(await photoCounts(t.db)).toEqual(before);
  });
});
