import { PassThrough } from "node:stream";
import { PHOTO_MESSAGES, type RepairRequestPage, type TrackingView } from "@lo/domain";
import { and, eq } from "drizzle-orm";
import exifr from "exifr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { auditLog, repairLines } from "../src/db/schema";
import { createProduct, signInAs } from "./factories";
import { JSON_HEADERS } from "./helpers";
import { gpsJpeg, greyPng, plainPng } from "./photo-files";
import { photoCounts, upload } from "./photos-support";
import { admin, api, setUpRepairSuite, t } from "./repairs-support";

setUpRepairSuite();

async function requestPage(id: number, cookie: string): Promise<RepairRequestPage> {
  const response = await api.get(`/repairs/requests/${id}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as RepairRequestPage;
}

/** A signed-in customer with a one-item request: its id and the line's id. */
async function customerWithLine() {
  const customer = await signInAs(t.app, t.db, "customer");
  const product = await createProduct(t.db, { customerIdnumber: customer.user.idnumber });
  const id = await api.createRepair(customer.cookie, customer.user.idnumber, [product.serialno]);
  const lineId = (await requestPage(id, customer.cookie)).lines[0]?.repairlineid ?? 0;
  return { customer, id, lineId, serialno: product.serialno };
}

const fetchImage = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

describe("photos: the pipeline", () => {
  it("raises a request with a staged phone photo: upright, no EXIF or GPS, cached by hash", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const product = await createProduct(t.db, { customerIdnumber: customer.user.idnumber });
    const original = await gpsJpeg();
    expect(await exifr.gps(original)).toBeDefined();
    const staged = await upload(t, "/photos/staged", original, customer.cookie);
    expect(staged.statusCode, staged.body).toBe(200);
    expect(staged.json()).toMatchObject({ width: 400, height: 600 });
    const created = await api.raise(
      {
        customeridnumber: customer.user.idnumber,
        current_location: "Cape Town",
        repairlines: [
          {
            serialno: product.serialno,
            problemdescription: "Torn strap",
            photos: [staged.json().id],
          },
        ],
      },
      customer.cookie,
    );
    expect(created.statusCode, created.body).toBe(201);
    const page = await requestPage(created.json().repairid, customer.cookie);
    const [photo] = page.lines[0]?.photos ?? [];
    expect(photo).toMatchObject({
      kind: "customer",
      customerVisible: true,
      width: 400,
      height: 600,
    });

    const full = await fetchImage(photo?.url ?? "", customer.cookie);
    expect(full.statusCode).toBe(200);
    expect(full.headers["content-type"]).toBe("image/jpeg");
    expect(full.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    const bytes = full.rawPayload;
    expect(await exifr.parse(bytes)).toBeUndefined();
    expect(await exifr.gps(bytes)).toBeUndefined();
    const metadata = await sharp(bytes).metadata();
    expect([metadata.width, metadata.height, metadata.exif, metadata.icc]).toEqual([
      400,
      600,
      undefined,
      undefined,
    ]);
    const again = await fetchImage(photo?.url ?? "", customer.cookie, {
      "if-none-match": String(full.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    const thumb = await fetchImage(photo?.thumbUrl ?? "", customer.cookie);
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(thumbMeta.width, thumbMeta.height)).toBe(320);
    // The staged upload was used up: the same id cannot be attached twice.
    expect((await photoCounts(t.db)).staged).toBe(0);
  });

  it("re-encodes large photos to 2048 px on the long side, and reads PNG", async () => {
    const { customer, lineId } = await customerWithLine();
    const big = await sharp({
      create: { width: 3000, height: 1000, channels: 3, background: "#123456" },
    })
      .webp()
      .toBuffer();
    const response = await upload(
      t,
      `/repairs/lines/${lineId}/photos`,
      big,
      customer.cookie,
      "application/octet-stream",
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ width: 2048, height: 683, kind: "customer" });
    const png = await upload(
      t,
      `/repairs/lines/${lineId}/photos`,
      await plainPng(),
      customer.cookie,
      "image/png",
    );
    expect(png.statusCode, png.body).toBe(200);
  });
});

describe("photos: bad input is refused with a clear message and nothing stored", () => {
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");
  const cases: [string, () => Buffer, number, string][] = [
    ["a PDF renamed .jpg", () => pdf, 400, PHOTO_MESSAGES.notAnImage],
    [
      "a 30 MB file",
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(30 * 1024 * 1024)]),
      413,
      PHOTO_MESSAGES.tooLarge,
    ],
    [
      "a 20,000 × 20,000 px image",
      () => greyPng(20_000, 20_000, 10),
      400,
      PHOTO_MESSAGES.tooManyPixels,
    ],
    ["a decompression bomb", () => greyPng(8000, 8000), 400, PHOTO_MESSAGES.tooManyPixels],
  ];
  for (const [name, make, status, message] of cases) {
    it(`${name}, on a line and when staged`, async () => {
      const { customer, lineId } = await customerWithLine();
      const bytes = make();
      const before = await photoCounts(t.db);
      for (const url of [`/repairs/lines/${lineId}/photos`, "/photos/staged"]) {
        const response = await upload(t, url, bytes, customer.cookie);
        expect(response.statusCode, response.body).toBe(status);
        expect(response.json()).toEqual({ error: message, message });
      }
      expect(await photoCounts(t.db)).toEqual(before);
    });
  }

  it("a seventh photo on a line", async () => {
    const { customer, lineId } = await customerWithLine();
    for (let n = 0; n < 6; n += 1) {
      const response = await upload(
        t,
        `/repairs/lines/${lineId}/photos`,
        await plainPng(`#1${n}3456`),
        customer.cookie,
        "image/png",
      );
      expect(response.statusCode, response.body).toBe(200);
    }
    const before = await photoCounts(t.db);
    const seventh = await upload(
      t,
      `/repairs/lines/${lineId}/photos`,
      await plainPng("#fedcba"),
      customer.cookie,
      "image/png",
    );
    expect(seventh.statusCode).toBe(400);
    expect(seventh.json().message).toBe(PHOTO_MESSAGES.tooMany);
    expect(await photoCounts(t.db)).toEqual(before);
  });

  it("a photo on a completed line, or with someone else's staged photo", async () => {
    const { customer, lineId, serialno } = await customerWithLine();
    await t.db.update(repairLines).set({ state: "completed" }).where(eq(repairLines.id, lineId));
    const closed = await upload(
      t,
      `/repairs/lines/${lineId}/photos`,
      await plainPng(),
      customer.cookie,
      "image/png",
    );
    expect([closed.statusCode, closed.json().message]).toEqual([400, PHOTO_MESSAGES.lineClosed]);

    const other = await signInAs(t.app, t.db, "customer");
    const staged = await upload(
      t,
      "/photos/staged",
      await plainPng("#00ff00"),
      other.cookie,
      "image/png",
    );
    const before = await photoCounts(t.db);
    const created = await api.raise(
      {
        customeridnumber: customer.user.idnumber,
        current_location: "Cape Town",
        repairlines: [{ serialno, problemdescription: "Scuffed", photos: [staged.json().id] }],
      },
      customer.cookie,
    );
    expect(created.statusCode).toBe(400);
    expect(created.json().issues[0]).toEqual({
      path: "repairlines.0.photos",
      message: PHOTO_MESSAGES.stagedExpired,
    });
    expect(await photoCounts(t.db)).toEqual(before);
  });
});

describe("photos: who may add and see them", () => {
  it("refuses a visitor before reading the body: an upload that never ends is answered 401 at once", async () => {
    const { lineId } = await customerWithLine();
    for (const url of [`/repairs/lines/${lineId}/photos`, "/photos/staged"]) {
      // One chunk, then nothing: reading the body would wait for ever.
      const endless = new PassThrough();
      endless.write(Buffer.alloc(64 * 1024));
      const response = await t.app.inject({
        method: "POST",
        url: `/lifetime-outfitter${url}`,
        headers: { "content-type": "image/jpeg", "content-length": String(5 * 1024 * 1024) },
        payload: endless,
      });
      expect(response.statusCode).toBe(401);
      endless.destroy();
    }
  });

  it("refuses a visitor (401), someone else's line or photo (404), a customer's admin actions (403)", async () => {
    const { customer, lineId } = await customerWithLine();
    const photo = (
      await upload(
        t,
        `/repairs/lines/${lineId}/photos`,
        await plainPng(),
        customer.cookie,
        "image/png",
      )
    ).json();
    const other = await signInAs(t.app, t.db, "customer");
    const png = await plainPng("#999999");

    expect(
      (await upload(t, `/repairs/lines/${lineId}/photos`, png, undefined, "image/png")).statusCode,
    ).toBe(401);
    expect((await upload(t, "/photos/staged", png, undefined, "image/png")).statusCode).toBe(401);
    expect((await fetchImage(photo.url)).statusCode).toBe(401);
    const foreign = await upload(
      t,
      `/repairs/lines/${lineId}/photos`,
      png,
      other.cookie,
      "image/png",
    );
    expect([foreign.statusCode, foreign.json().message]).toEqual([
      404,
      PHOTO_MESSAGES.lineNotFound,
    ]);
    expect((await fetchImage(photo.url, other.cookie)).statusCode).toBe(404);
    expect((await fetchImage(photo.thumbUrl, other.cookie)).statusCode).toBe(404);

    const intake = await upload(
      t,
      `/repairs/lines/${lineId}/photos?kind=intake`,
      png,
      customer.cookie,
      "image/png",
    );
    expect([intake.statusCode, intake.json().message]).toEqual([
      403,
      PHOTO_MESSAGES.customerKindOnly,
    ]);
    const toggle = await t.app.inject({
      method: "PATCH",
      url: `/lifetime-outfitter/photos/${photo.id}/visibility`,
      headers: { ...JSON_HEADERS, cookie: customer.cookie },
      payload: { customerVisible: false },
    });
    expect(toggle.statusCode).toBe(403);
    // A cross-site form cannot post a photo: its content types have no parser here.
    const form = await t.app.inject({
      method: "POST",
      url: `/lifetime-outfitter/repairs/lines/${lineId}/photos`,
      headers: { "content-type": "multipart/form-data; boundary=x", cookie: customer.cookie },
      payload: "--x--",
    });
    expect(form.statusCode).toBe(415);
  });

  it("keeps the workshop's internal photos from the customer and the tracking page until shown", async () => {
    const { customer, id, lineId } = await customerWithLine();
    const added = await upload(
      t,
      `/repairs/lines/${lineId}/photos?kind=before&customerVisible=false`,
      await gpsJpeg(300, 200, "#224466"),
      admin.cookie,
    );
    expect(added.statusCode, added.body).toBe(200);
    const photo = added.json();
    expect(photo).toMatchObject({ kind: "before", customerVisible: false });
    const link = await api.get(`/repairs/tracking-link/${id}`, customer.cookie);
    const token = String(link.json().trackingUrl).split("/track/").pop() ?? "";
    const tracking = async () => (await api.get(`/track/${token}`)).json() as TrackingView;
    const trackingUrl = `/lifetime-outfitter/track/${token}/photos/${photo.id}/full`;

    expect((await requestPage(id, admin.cookie)).lines[0]?.photos).toHaveLength(1);
    expect((await requestPage(id, customer.cookie)).lines[0]?.photos).toEqual([]);
    expect((await tracking()).items[0]?.photos).toEqual([]);
    expect((await fetchImage(photo.url, customer.cookie)).statusCode).toBe(404);
    expect((await fetchImage(trackingUrl)).statusCode).toBe(404);

    const shown = await t.app.inject({
      method: "PATCH",
      url: `/lifetime-outfitter/photos/${photo.id}/visibility`,
      headers: { ...JSON_HEADERS, cookie: admin.cookie },
      payload: { customerVisible: true },
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect((await requestPage(id, customer.cookie)).lines[0]?.photos).toHaveLength(1);
    const tracked = (await tracking()).items[0]?.photos[0];
    expect(tracked?.url).toBe(trackingUrl);
    const image = await fetchImage(trackingUrl);
    expect(image.statusCode).toBe(200);
    expect(await exifr.gps(image.rawPayload)).toBeUndefined();
    expect(
      (await fetchImage(`/lifetime-outfitter/track/wrong-token/photos/${photo.id}/full`))
        .statusCode,
    ).toBe(404);

    const entries = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.repairRequestId, id), eq(auditLog.entityKind, "repair-line")));
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      "photo-added",
      "photo-visibility-changed",
    ]);
  });
});
