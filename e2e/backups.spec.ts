import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import { expect, expectAccessible, signIn, testWithShop } from "./fixtures";

// The nightly backups (decision 092) in the real server: a shop started after missing its
// 02:00 backup takes it at once (BACKUP_CATCH_UP_SECONDS=0), and an admin sees it on Settings
// and downloads it, a file `npm run restore` reads.

const test = testWithShop({ env: { BACKUP_CATCH_UP_SECONDS: "0" } });

test("an admin sees last night's backup on Settings and downloads it", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/settings");
  const card = page.getByRole("region", { name: "Backups" });
  await expect(card).toContainText(
    "Every day at 02:00 workshop time, keeping the last 7 days, 4 weeks and 12 months.",
  );
  // The backup taken at the start shows once it is done (a reload asks again).
  await expect(async () => {
    await page.reload();
    await expect(card.getByText("Succeeded")).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(card).toContainText(/\d+(\.\d)? (KB|MB)/);
  await expect(card.getByRole("alert")).toHaveCount(0);
  await expectAccessible(page);

  const downloading = page.waitForEvent("download");
  await card.getByRole("link", { name: "Download the latest backup" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^lifetime-outfitter-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile((await download.path()) ?? "")));
  const manifest = JSON.parse(strFromU8(files["manifest.json"] ?? new Uint8Array())) as {
    product: string;
    database: string;
    tables: { name: string; rows: number }[];
  };
  expect(manifest).toMatchObject({ product: "lifetime-outfitter", database: "embedded" });
  expect(manifest.tables.find((table) => table.name === "users")?.rows).toBeGreaterThan(0);
  expect(Object.keys(files)).toContain("tables/users.jsonl");
});
