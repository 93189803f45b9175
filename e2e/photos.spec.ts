import exifr from "exifr";
import { createCustomer, expect, test, unique } from "./fixtures";
import { createFirstTypePiece, fillFirstRequestLine, signInFirstTime } from "./setup";
import { gpsJpeg } from "../apps/server/test/photo-files";

const NEW_PASSWORD = "Saddle&Stitch2025";

test("a customer raises a request with a phone photo: it shows, opens large, and carries no EXIF", async ({
  page,
  adminApi,
}) => {
  const customer = await createCustomer(adminApi, { email: `${unique("photos-")}@example.com` });
  const { serialno } = await createFirstTypePiece(adminApi, customer.idnumber, "LO-PH-");

  await signInFirstTime(page, customer, NEW_PASSWORD);

  // A phone photo: a JPEG carrying the camera and the place it was taken (GPS EXIF).
  const photo = await gpsJpeg(800, 600, "#8a5a3b", { rotated: false });
  expect(await exifr.gps(photo)).toBeDefined();

  const block = await fillFirstRequestLine(
    page,
    "At home in Cape Town",
    serialno,
    "The strap is torn near the buckle.",
  );
  await block.getByLabel("Add photos of product 1").setInputFiles({
    name: "strap.jpg",
    mimeType: "image/jpeg",
    buffer: photo,
  });
  await expect(block.getByRole("img", { name: "strap.jpg" })).toBeVisible();
  await page.getByRole("button", { name: "Submit Request" }).click();
  await page
    .getByRole("region", { name: "Confirm Repair Request" })
    .getByRole("button", { name: "Confirm & Create" })
    .click();
  const created = page.getByRole("region", { name: "Repair Request Created!" });
  await expect(created).toBeVisible();
  const repairid = (await created.getByRole("definition").textContent())?.trim() ?? "";

  await page.goto(`/repairs/${repairid}`);
  const gallery = page.getByRole("list", { name: `Photos of ${serialno}` });
  const thumbnail = gallery.getByRole("button", { name: "Open photo 1 of 1" });
  await expect(thumbnail).toBeVisible();

  const src = await gallery.locator("img").first().getAttribute("src");
  const fullUrl = (src ?? "").replace(/\/thumb$/, "/full");
  const image = await page.request.get(fullUrl);
  expect(image.status()).toBe(200);
  const bytes = await image.body();
  expect(await exifr.parse(bytes)).toBeUndefined();
  expect(await exifr.gps(bytes)).toBeUndefined();

  await thumbnail.click();
  const dialog = page.getByRole("dialog", { name: `Photos of ${serialno}` });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole("img", { name: `Photos of ${serialno}, photo 1 of 1` }),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(thumbnail).toBeFocused();
});
