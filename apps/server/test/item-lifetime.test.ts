import type { ItemPage, LinePhoto, RepairRequestPage } from "@lo/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { repairLines } from "../src/db/schema";
import { createProduct, personalDetails, signInAs } from "./factories";
import { plainPng } from "./photo-files";
import { upload } from "./photos-support";
import { admin, api, setUpRepairSuite, t } from "./repairs-support";

// The piece's whole story moves with it (design §10): its photos, repairs and notes, never its
// earlier owner's details; photos the workshop keeps to itself stay with the workshop.
setUpRepairSuite();

async function json<T>(url: string, cookie: string): Promise<T> {
  const response = await api.get(url, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

const image = (url: string, cookie: string) =>
  t.app.inject({ method: "GET", url, headers: { cookie } });

describe("a transferred piece's item page", () => {
  it("shows the new owner the earlier repair's visible photos and nothing of the earlier owner", async () => {
    const first = await signInAs(t.app, t.db, "customer");
    const second = await signInAs(t.app, t.db, "customer");
    const stranger = await signInAs(t.app, t.db, "customer");
    const piece = await createProduct(t.db, { customerIdnumber: first.user.idnumber });
    const home = "At home, 12 Jacaranda Street, Pretoria";
    const id = await api.createRepair(first.cookie, first.user.idnumber, [piece.serialno], home);
    const page = await json<RepairRequestPage>(`/repairs/requests/${id}`, first.cookie);
    const lineId = page.lines[0]?.repairlineid ?? 0;
    const photoUrl = `/repairs/lines/${lineId}/photos`;
    const own = await upload(t, photoUrl, await plainPng("#8a4b2a"), first.cookie, "image/png");
    expect(own.statusCode, own.body).toBe(200);
    const kept = await upload(
      t,
      `${photoUrl}?kind=before&customerVisible=false`,
      await plainPng("#2a4b8a"),
      admin.cookie,
      "image/png",
    );
    expect(kept.statusCode, kept.body).toBe(200);
    await t.db.update(repairLines).set({ state: "completed" }).where(eq(repairLines.id, lineId));

    const moved = await api.post(
      "/transfers/direct",
      { serialno: piece.serialno, customeridnumber: second.user.idnumber },
      admin.cookie,
    );
    expect(moved.statusCode, moved.body).toBe(200);

    const adminView = await json<ItemPage>(`/items/${piece.serialno}`, admin.cookie);
    const allPhotos: LinePhoto[] = adminView.repairs[0]?.line.photos ?? [];
    expect(allPhotos.map((photo) => [photo.kind, photo.customerVisible])).toEqual([
      ["customer", true],
      ["before", false],
    ]);
    const [visible, internal] = allPhotos;

    const response = await api.get(`/items/${piece.serialno}`, second.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const ownerView = response.json() as ItemPage;
    expect(ownerView.repairs).toHaveLength(1);
    expect(ownerView.repairs[0]?.linked).toBe(false);
    expect(ownerView.repairs[0]?.line.photos.map((photo) => photo.kind)).toEqual(["customer"]);
    for (const detail of [...personalDetails(first.user), home]) {
      expect(response.body).not.toContain(detail);
    }
    expect((await image(visible?.thumbUrl ?? "", second.cookie)).statusCode).toBe(200);
    expect((await image(internal?.thumbUrl ?? "", second.cookie)).statusCode).toBe(404);
    expect((await image(visible?.thumbUrl ?? "", stranger.cookie)).statusCode).toBe(404);

    // The earlier owner keeps their own request, but the piece is no longer theirs to open.
    expect((await api.get(`/items/${piece.serialno}`, first.cookie)).statusCode).toBe(404);
    expect((await api.get(`/repairs/requests/${id}`, first.cookie)).statusCode).toBe(200);
    expect((await image(visible?.thumbUrl ?? "", first.cookie)).statusCode).toBe(200);
  });
});
