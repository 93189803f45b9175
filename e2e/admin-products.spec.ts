import type { APIRequestContext, Locator, Page } from "@playwright/test";
import {
  createCustomer,
  createProduct,
  expect,
  expectAccessible,
  productTypes,
  test,
  unique,
} from "./fixtures";
import { signInAsAdmin } from "./setup";
import { BELT_WAIST_SIZES } from "../apps/server/test/catalogue-expectations";

/** A customer created through the real API, as the Create Customer screen does. */
const createOwner = (adminApi: APIRequestContext, name: string, surname: string) =>
  createCustomer(adminApi, {
    name,
    surname,
    cellphone: "082 000 1111",
    email: `${unique("owner")}@example.test`,
    address: "1 Long Street",
  });

/** A regular product in the type's first colour and size, through the real API. */
async function createProductOfType(
  adminApi: APIRequestContext,
  serialno: string,
  type: string,
  customerid: string,
) {
  const found = (await productTypes(adminApi)).find((candidate) => candidate.name === type);
  if (!found) throw new Error(`no product type ${type}`);
  await createProduct(adminApi, { serialno, producttypeid: found.producttypeid, customerid });
}

/** Picks an option of a select (the options open in a layer of their own, outside `scope`). */
async function choose(scope: Page | Locator, label: string, option: string) {
  await scope.getByRole("combobox", { name: label, exact: true }).click();
  const page = "keyboard" in scope ? scope : scope.page();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const productsTable = (page: Page) => page.getByRole("table", { name: "Products" });
const bodyRows = (page: Page) => productsTable(page).locator("tbody tr");
const serialsOnScreen = (page: Page) => bodyRows(page).locator("td:nth-child(2)").allInnerTexts();

test("an admin creates a belt for a customer, sees it highlighted and edits its colour", async ({
  page,
  adminApi,
}) => {
  const owner = await createOwner(adminApi, "Lindiwe", unique("Mokoena"));
  const serial = unique("BELT-");

  await signInAsAdmin(page);
  await page.getByRole("link", { name: "Manage Products" }).first().click();
  await expect(page.getByRole("heading", { name: "Manage Products" })).toBeVisible();
  await page.getByRole("link", { name: "Create Product" }).click();
  await expect(page).toHaveURL(/\/admin\/products\/create$/);

  // Nothing is sent while a rule is broken.
  const submit = page.getByRole("button", { name: "Create Product" });
  await submit.click();
  await expect(page.getByText("Serial Number is required")).toBeVisible();
  await expect(page.getByText("Product Type is required")).toBeVisible();
  await expect(page.getByText("Please select at least one client")).toBeVisible();

  await page.getByRole("textbox", { name: "Serial Number" }).fill(serial);
  await choose(page, "Product Type", "Classic Belt");
  await submit.click();
  await expect(page.getByText("Please select a color")).toBeVisible();
  await expect(page.getByText("Please select a size")).toBeVisible();

  await choose(page, "Colour", "Dark Brown");
  // Belts come in waist sizes 28 to 46, in steps of 2.
  await page.getByRole("combobox", { name: "Size", exact: true }).click();
  await expect(page.getByRole("option")).toHaveText(BELT_WAIST_SIZES);
  await page.getByRole("option", { name: "36", exact: true }).click();

  const client = page.getByRole("combobox", { name: "Client" });
  await client.fill(owner.surname);
  await page.getByRole("option", { name: `${owner.idnumber} - Lindiwe ${owner.surname}` }).click();
  await expect(client).toHaveValue(`${owner.idnumber} - Lindiwe ${owner.surname}`);
  await submit.click();

  await expect(page.getByText("Product Created")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);
  const row = bodyRows(page).filter({ hasText: serial });
  await expect(row).toHaveAttribute("aria-current", "true");
  await expect(bodyRows(page).first()).toHaveAttribute("aria-current", "true");
  await expect(row.getByRole("cell")).toContainText([
    serial,
    "Classic Belt",
    "Dark Brown",
    "36",
    `Lindiwe ${owner.surname}`,
  ]);
  await expect(row.getByText("No repairs yet")).toBeVisible();

  // Edit: the serial number is read-only; the change is confirmed before it is saved.
  await row.getByRole("button", { name: `Edit ${serial}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Product" });
  const serialBox = dialog.getByRole("textbox", { name: "Serial Number" });
  await expect(serialBox).toHaveValue(serial);
  await expect(serialBox).toHaveAttribute("readonly", "");
  await expect(dialog.getByRole("combobox", { name: "Colour" })).toHaveText("Dark Brown");
  await expectAccessible(page);
  await choose(dialog, "Colour", "Black");
  await dialog.getByRole("button", { name: "Save Changes" }).click();

  const confirm = page.getByRole("alertdialog", { name: "Confirm Product Update" });
  await expect(confirm.getByText("Colour")).toBeVisible();
  await expectAccessible(page);
  await expect(confirm.getByText("Dark Brown")).toBeVisible();
  await expect(confirm.getByText("Black")).toBeVisible();
  await confirm.getByRole("button", { name: "Confirm & Save" }).click();

  await expect(page.getByText("Product Updated")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole("cell").nth(3)).toHaveText("Black");
  // Focus returns to the row's Edit button.
  await expect(row.getByRole("button", { name: `Edit ${serial}` })).toBeFocused();

  // The same serial number again is refused in the words of docs/requirements.md §8.
  await page.getByRole("link", { name: "Create Product" }).click();
  await page.getByRole("textbox", { name: "Serial Number" }).fill(serial);
  await choose(page, "Product Type", "Classic Belt");
  await choose(page, "Colour", "Tan");
  await choose(page, "Size", "28");
  await client.fill(owner.idnumber);
  await page.getByRole("option", { name: new RegExp(owner.idnumber) }).click();
  await submit.click();
  await expect(page.getByText("Product Already Exists")).toBeVisible();
  await expect(
    page.getByText(
      "A product with this serial number already exists. Please use a different serial number.",
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/create$/);
});

test("an admin registers a Custom piece with its own colour, size and description", async ({
  page,
  adminApi,
}) => {
  const owner = await createOwner(adminApi, "Pieter", unique("Botha"));
  const serial = unique("CUSTOM-");

  await signInAsAdmin(page);
  await page.goto("/admin/products/create");
  await page.getByRole("textbox", { name: "Serial Number" }).fill(serial);
  await choose(page, "Product Type", "Custom");
  // A Custom piece is described in words, not chosen from the catalogue.
  await expect(page.getByRole("combobox", { name: "Colour", exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Create Product" }).click();
  await expect(page.getByText("Custom colour is required")).toBeVisible();
  await expect(page.getByText("Custom size is required")).toBeVisible();
  await expect(page.getByText("Description is required")).toBeVisible();

  await page.getByRole("textbox", { name: "Custom Colour" }).fill("Forest Green");
  await page.getByRole("textbox", { name: "Custom Size" }).fill("Made to measure");
  await page
    .getByRole("textbox", { name: "Description" })
    .fill("A rifle sling with brass fittings");
  await page.getByRole("combobox", { name: "Client" }).fill(`Pieter ${owner.surname}`);
  await page.getByRole("option", { name: new RegExp(owner.surname) }).click();
  await page.getByRole("button", { name: "Create Product" }).click();

  await expect(page.getByText("Product Created")).toBeVisible();
  const row = bodyRows(page).filter({ hasText: serial });
  await expect(row).toHaveAttribute("aria-current", "true");
  await expect(row.getByRole("cell")).toContainText([
    serial,
    "Custom",
    "Forest Green",
    "Made to measure",
    `Pieter ${owner.surname}`,
  ]);

  // Editing keeps the custom text and offers it for change.
  await row.getByRole("button", { name: `Edit ${serial}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Product" });
  await expect(dialog.getByRole("textbox", { name: "Custom Colour" })).toHaveValue("Forest Green");
  await dialog.getByRole("textbox", { name: "Custom Colour" }).fill("Midnight Blue");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await page
    .getByRole("alertdialog", { name: "Confirm Product Update" })
    .getByRole("button", { name: "Confirm & Save" })
    .click();
  await expect(page.getByText("Product Updated")).toBeVisible();
  await expect(row.getByRole("cell").nth(3)).toHaveText("Midnight Blue");
});

test("an admin searches, filters, sorts and pages the product table", async ({
  page,
  adminApi,
}) => {
  const tag = unique("T").toUpperCase();
  const zanele = await createOwner(adminApi, "Zanele", unique("Dube"));
  const andre = await createOwner(adminApi, "Andre", unique("Nel"));
  await createProductOfType(adminApi, `${tag}-A`, "Watch Strap", zanele.idnumber);
  await createProductOfType(adminApi, `${tag}-B`, "Bifold Wallet", andre.idnumber);
  await createProductOfType(adminApi, `${tag}-C`, "Classic Belt", zanele.idnumber);

  await signInAsAdmin(page);
  await page.goto("/admin/products");
  const search = page.getByRole("searchbox", { name: "Search products" });
  await search.fill(tag.toLowerCase());
  await expect.poll(() => serialsOnScreen(page)).toEqual([`${tag}-A`, `${tag}-B`, `${tag}-C`]);

  // Every header sorts; a second click on the same header reverses it.
  const typeHeader = productsTable(page).getByRole("button", { name: "Product Type" });
  await typeHeader.click();
  await expect(
    productsTable(page).getByRole("columnheader", { name: "Product Type" }),
  ).toHaveAttribute("aria-sort", "ascending");
  await expect.poll(() => serialsOnScreen(page)).toEqual([`${tag}-B`, `${tag}-C`, `${tag}-A`]);
  await typeHeader.click();
  await expect(
    productsTable(page).getByRole("columnheader", { name: "Product Type" }),
  ).toHaveAttribute("aria-sort", "descending");
  await expect.poll(() => serialsOnScreen(page)).toEqual([`${tag}-A`, `${tag}-C`, `${tag}-B`]);

  await productsTable(page).getByRole("button", { name: "Customer" }).click();
  await expect.poll(() => serialsOnScreen(page)).toEqual([`${tag}-B`, `${tag}-A`, `${tag}-C`]);

  // Search reaches the customer's name too, and the filters narrow further.
  await search.fill(zanele.surname);
  await expect.poll(() => serialsOnScreen(page)).toEqual([`${tag}-A`, `${tag}-C`]);
  await choose(page, "Product type", "Classic Belt");
  await expect.poll(() => serialsOnScreen(page)).toEqual([`${tag}-C`]);
  await choose(page, "Product type", "Bifold Wallet");
  await expect(page.getByText("No products found.")).toBeVisible();
  await page.getByRole("button", { name: "Clear search and filters" }).click();
  await expect(search).toHaveValue("");

  // Paging happens on the server, 25 rows at a time.
  const pageTag = unique("P").toUpperCase();
  for (let i = 1; i <= 27; i += 1) {
    await createProductOfType(
      adminApi,
      `${pageTag}-${String(i).padStart(2, "0")}`,
      "Card Holder",
      andre.idnumber,
    );
  }
  await productsTable(page).getByRole("button", { name: "Serial No" }).click();
  await search.fill(pageTag);
  await expect(page.getByText("Showing 1–25 of 27")).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(25);
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page.getByText("Showing 26–27 of 27")).toBeVisible();
  await expect.poll(() => serialsOnScreen(page)).toEqual([`${pageTag}-26`, `${pageTag}-27`]);
});
