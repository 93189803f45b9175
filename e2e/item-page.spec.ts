import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { createCustomer, expect, signIn, test, unique } from "./fixtures";
import { choosePassword, createPieces, raiseRepair } from "./setup";

const PASSWORD = "Saddle#Stitch9";

/** A customer with a chosen password, a piece, and a repair of it raised by the admin. */
async function ownerWithRepairedPiece(adminApi: APIRequestContext, baseUrl: string) {
  const customer = await createCustomer(adminApi, { name: "Lindiwe" });
  await choosePassword(baseUrl, customer, PASSWORD);
  const serialno = unique("LO-IT-").toUpperCase();
  const type = await createPieces(adminApi, customer.idnumber, [serialno]);
  const repairid = await raiseRepair(adminApi, {
    customeridnumber: customer.idnumber,
    current_location: "Workshop bench 2",
    status: "Pending",
    repairlines: [{ serialno, problemdescription: "Buckle loose", state: "pending" }],
  });
  return { customer, serialno, repairId: repairid, typeName: type.name };
}

test("an item page for the admin and the owner, and its public verify page without owner data", async ({
  page,
  browser,
  shop,
  adminApi,
}) => {
  const { customer, serialno, repairId, typeName } = await ownerWithRepairedPiece(
    adminApi,
    shop.url,
  );

  // The admin opens the piece from its serial number on the request page.
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto(`/admin/requests/${repairId}`);
  await page.getByRole("link", { name: serialno, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/items/${serialno}$`));
  await expect(page.getByRole("heading", { level: 1, name: typeName })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Repairs (1)" })).toBeVisible();
  await expect(page.getByRole("link", { name: `Request #${repairId}` })).toHaveAttribute(
    "href",
    `/admin/requests/${repairId}`,
  );
  await expect(
    page.getByRole("link", { name: `${customer.name} ${customer.surname}` }),
  ).toHaveAttribute("href", `/admin/customers/${customer.idnumber}`);
  await expect(page.getByRole("button", { name: "Edit care guide" })).toBeVisible();

  // Its label: chosen on Manage Products, downloaded as a PDF sheet.
  await page.goto(`/admin/products?q=${encodeURIComponent(serialno)}`);
  await page.getByRole("checkbox", { name: `Choose ${serialno} for labels` }).check();
  await expect(page.getByText("1 product chosen")).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Print labels" }).click(),
  ]);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 4).toString()).toBe("%PDF");

  // The owner finds it from My Products.
  const context = await browser.newContext({ baseURL: shop.url });
  const ownerPage = await context.newPage();
  await signIn(ownerPage, customer.email, PASSWORD);
  await expect(ownerPage).not.toHaveURL(/\/login/);
  await ownerPage.goto("/my-products");
  await ownerPage.getByRole("link", { name: serialno, exact: true }).first().click();
  await expect(ownerPage).toHaveURL(new RegExp(`/items/${serialno}$`));
  await expect(ownerPage.getByRole("heading", { name: "Your time with this piece" })).toBeVisible();
  await expect(ownerPage.getByText("Buckle loose")).toBeVisible();
  await expect(
    ownerPage.getByRole("heading", { name: `Caring for your ${typeName}` }),
  ).toBeVisible();
  await expect(ownerPage.getByRole("img", { name: /QR code of the verify link/ })).toBeVisible();

  // The verify link from the item page: the genuine-piece text, and nothing of the owner.
  const verifyLink = ownerPage.getByRole("link", { name: /\/verify\// });
  const verifyUrl = (await verifyLink.getAttribute("href"))!;
  expect(verifyUrl).toMatch(/\/verify\/[A-Za-z0-9_-]{43}$/);
  const visitor = await browser.newContext({ baseURL: shop.url });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(new URL(verifyUrl).pathname);
  await expect(
    visitorPage.getByRole("heading", { level: 1, name: "Genuine Lifetime Outfitter piece" }),
  ).toBeVisible();
  await expect(visitorPage.getByText("Lifetime warranty in force")).toBeVisible();
  await expect(visitorPage.getByText(typeName)).toBeVisible();
  const text = await visitorPage.locator("main").innerText();
  for (const secret of [customer.name, customer.surname, customer.email, customer.idnumber]) {
    expect(text).not.toContain(secret);
  }

  // A wrong token.
  await visitorPage.goto(`/verify/${"A".repeat(43)}`);
  await expect(
    visitorPage.getByRole("heading", { level: 1, name: "We could not find this piece." }),
  ).toBeVisible();
  await visitor.close();
  await context.close();
});
