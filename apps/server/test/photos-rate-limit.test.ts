import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { images, stagedPhotos } from "../src/db/schema";
import { signInAs } from "./factories";
import { createTestApp, type TestApp } from "./helpers";
import { plainPng } from "./photo-files";
import { upload } from "./photos-support";

// Each photo costs a decode and an encode: one client sends at most 60 a minute, and the one
// past the limit is refused before its bytes are read or anything is stored.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("photo uploads are limited", () => {
  it("answers the 61st upload in a minute 429 and stores nothing for it", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const photo = await plainPng("#6b3e26");
    for (let n = 0; n < 60; n += 1) {
      const staged = await upload(t, "/photos/staged", photo, customer.cookie, "image/png");
      expect(staged.statusCode, staged.body).toBe(200);
    }
    const [before, imagesBefore] = await Promise.all([
      t.db.select().from(stagedPhotos),
      t.db.select({ hash: images.hash }).from(images),
    ]);
    const refused = await upload(t, "/photos/staged", photo, customer.cookie, "image/png");
    expect(refused.statusCode).toBe(429);
    const message = "Too many requests. Please wait a minute and try again.";
    expect(refused.json()).toEqual({ error: message, message });
    expect(await t.db.select().from(stagedPhotos)).toHaveLength(before.length);
    expect(await t.db.select({ hash: images.hash }).from(images)).toHaveLength(imagesBefore.length);
  });
});
