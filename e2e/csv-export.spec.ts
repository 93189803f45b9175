import { readFile } from "node:fs/promises";
import { createCustomer, createProduct, expect, productTypes, test, unique } from "./fixtures";
import { signInAsAdmin } from "./setup";

test("'Export CSV' on Manage Products downloads the list as filtered and sorted", async ({
  page,
  adminApi,
}) => {
  const surname = unique("Exporter");
  const owner = await createCustomer(adminApi, {
    name: "Naledi",
    surname,
    cellphone: "082 000 1111",
    email: `${unique("owner")}@example.test`,
    address: "1 Long Street",
  });
  const belt = (await productTypes(adminApi)).find((type) => type.name === "Classic Belt");
  if (!belt) throw new Error("no Classic Belt");
  const prefix = unique("CSV-");
  for (const n of [1, 2, 3]) {
    await createProduct(adminApi, {
      serialno: `${prefix}-${n}`,
      producttypeid: belt.producttypeid,
      customerid: owner.idnumber,
    });
  }

  await signInAsAdmin(page);
  await page.goto(`/admin/products?q=${encodeURIComponent(surname)}&sort=serialno&dir=desc`);
  await expect(page.getByRole("table", { name: "Products" }).locator("tbody tr")).toHaveCount(3);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
  const lines = text.trimEnd().split("\r\n");
  expect(lines[0]).toBe(
    "Serial number,Type,Colour,Size,Description,Owner,Owner ID number,Registered,Repairs,Last repair",
  );
  expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual([
    `${prefix}-3`,
    `${prefix}-2`,
    `${prefix}-1`,
  ]);
  expect(lines[1]).toContain(`,Classic Belt,`);
  expect(lines[1]).toContain(`,Naledi ${surname},${owner.idnumber},`);
});
