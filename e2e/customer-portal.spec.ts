import type { APIRequestContext, Page } from "@playwright/test";
import {
  createCustomer,
  createProduct,
  expect,
  productTypes,
  signIn,
  test,
  unique,
} from "./fixtures";
import { chooseProduct, describeProblem } from "./setup";

const NEW_PASSWORD = "Saddle&Stitch2025";

type Customer = {
  idnumber: string;
  email: string;
  /** Serial numbers: `first` sorts before `second`, their types the other way round. */
  first: { serialno: string; type: string };
  second: { serialno: string; type: string };
};

/** A customer created by the admin, as the workshop does, owning two products. */
async function createCustomerWithTwoProducts(adminApi: APIRequestContext): Promise<Customer> {
  const { idnumber, email } = await createCustomer(adminApi, {
    name: "Thandi",
    surname: "Mokoena",
    cellphone: "082 555 0101",
    email: `${unique("portal-")}@example.com`,
  });

  const [earlier, later] = (await productTypes(adminApi))
    .filter((type) => type.name !== "Custom")
    .sort((a, b) => a.name.localeCompare(b.name));
  const base = unique("LO-").toUpperCase();
  // The first serial gets the later type name, so sorting by type reverses the default order.
  const products = [
    { serialno: `${base}-1`, type: later! },
    { serialno: `${base}-2`, type: earlier! },
  ];
  for (const { serialno, type } of products) {
    await createProduct(adminApi, {
      serialno,
      producttypeid: type.producttypeid,
      customerid: idnumber,
    });
  }
  return {
    idnumber,
    email,
    first: { serialno: products[0]!.serialno, type: later!.name },
    second: { serialno: products[1]!.serialno, type: earlier!.name },
  };
}

/** First sign-in: the ID number is the password, then the first-time dialog asks for a new one. */
async function signInForTheFirstTime(page: Page, customer: Customer) {
  await signIn(page, customer.email, customer.idnumber);

  const dialog = page.getByRole("dialog", { name: "Set a new password" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^new password$/i).fill(NEW_PASSWORD);
  await dialog.getByLabel(/confirm/i).fill(NEW_PASSWORD);
  await dialog.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Password Updated")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/my-products$/);
}

/** Nothing sticks out sideways: the page never needs a horizontal scroll. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
}

async function choose(page: Page, block: number, serialno: string) {
  const group = await chooseProduct(page, block, serialno);
  await expect(group.getByRole("combobox", { name: "Product", exact: true })).toContainText(
    serialno,
  );
}

/** Steps 1 to 3 of the request form with both products; answers the new request's id. */
async function raiseTwoItemRequest(page: Page, customer: Customer): Promise<string> {
  await expect(page.getByRole("heading", { name: "Create Repair Request" })).toBeVisible();

  // Nothing filled in: the messages appear under the fields, and nothing is sent.
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByText("Please enter a location.")).toBeVisible();
  await expect(page.getByText("Please select at least one product.")).toBeVisible();

  await page.getByLabel("Current Location Of Product").fill("At home in Cape Town");
  await choose(page, 1, customer.first.serialno);
  await describeProblem(page, 1, "The buckle has come loose.");
  await page.getByRole("button", { name: "Add Product" }).click();

  // The product chosen above is not offered again; with both used, no more can be added.
  const second = page.getByRole("group", { name: "Product 2" });
  await second.getByRole("combobox", { name: "Product", exact: true }).click();
  await expect(page.getByRole("option")).toHaveCount(1);
  await expect(page.getByRole("option")).toContainText(customer.second.serialno);
  await page.getByRole("option").click();
  await second.getByLabel("Problem Description").fill("Stitching along the fold is undone.");
  await expect(page.getByRole("button", { name: "Add Product" })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await page.getByRole("button", { name: "Submit Request" }).click();

  const confirm = page.getByRole("region", { name: "Confirm Repair Request" });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText("At home in Cape Town");
  for (const product of [customer.first, customer.second]) {
    await expect(confirm).toContainText(product.serialno);
    await expect(confirm).toContainText(product.type);
  }
  await expect(confirm).toContainText("Stitching along the fold is undone.");
  await confirm.getByRole("button", { name: "Confirm & Create" }).click();

  const created = page.getByRole("region", { name: "Repair Request Created!" });
  await expect(created).toBeVisible();
  await expect(page.getByText("Repair request created successfully")).toBeVisible();
  const repairid = (await created.getByRole("definition").textContent())?.trim() ?? "";
  expect(repairid).toMatch(/^\d+$/);
  await created.getByRole("link", { name: "Back to My Repairs" }).click();
  await expect(page).toHaveURL(new RegExp(`/repairs\\?highlight=${repairid}$`));
  return repairid;
}

async function expectHighlightedRequest(page: Page, customer: Customer, repairid: string) {
  const card = page.getByRole("article", { name: `Repair Request #${repairid}` });
  await expect(card).toBeInViewport();
  await expect(card).toBeFocused();
  await expect(card).toHaveAttribute("data-highlighted", "true");
  await expect(card).toContainText("0 of 2 items ready");
  await expect(card).toContainText("At home in Cape Town");
  // The lines are a table on wide screens and cards on phones: check the one on show.
  await expect(card.getByText("Pending").filter({ visible: true })).toHaveCount(3);
  for (const product of [customer.first, customer.second]) {
    await expect(card.getByText(product.serialno).filter({ visible: true })).toBeVisible();
  }
  await expect(card.getByText("No logs").filter({ visible: true })).toHaveCount(2);
}

/** The serial numbers in the order the My Products table shows them. */
function tableSerials(page: Page) {
  return page
    .getByRole("table", { name: "My products" })
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });
}

test("a new customer signs in, finds their products and raises a two-item repair request", async ({
  page,
  adminApi,
}) => {
  const customer = await createCustomerWithTwoProducts(adminApi);
  await signInForTheFirstTime(page, customer);

  await expect(page.getByRole("heading", { name: "My Products", level: 1 })).toBeVisible();
  await expect(page.getByRole("banner")).toContainText("Thandi");
  const rows = tableSerials(page);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(customer.first.serialno);
  await expect(rows.nth(0)).toContainText("No repairs yet");
  await expect(rows.nth(0)).toContainText("Thandi Mokoena");

  // The active column flips; another column sorts ascending.
  await page.getByRole("button", { name: "Serial No" }).click();
  await expect(rows.nth(0)).toContainText(customer.second.serialno);
  await page.getByRole("button", { name: "Product Type" }).click();
  await expect(page.getByRole("columnheader", { name: "Product Type" })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  await expect(rows.nth(0)).toContainText(customer.second.serialno);
  await page.getByRole("button", { name: "Product Type" }).click();
  await expect(rows.nth(0)).toContainText(customer.first.serialno);

  // Search ignores case.
  const search = page.getByLabel("Search products");
  await search.fill(customer.second.type.toUpperCase());
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(customer.second.serialno);
  await search.fill("no such piece");
  await expect(page.getByText("No products found.")).toBeVisible();
  await search.fill("");
  await expect(rows).toHaveCount(2);

  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "My Repairs" })
    .click();
  await expect(page.getByText("No repair requests found.")).toBeVisible();
  await page.getByRole("link", { name: "Create Your First Request" }).click();

  const repairid = await raiseTwoItemRequest(page, customer);
  await expectHighlightedRequest(page, customer, repairid);
  await expect(page.getByText("1 request", { exact: true })).toBeVisible();

  // My Products now counts the repair, and neither piece can go into another request.
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "My Products" })
    .click();
  await expect(rows.nth(0)).not.toContainText("No repairs yet");
  await expect(rows.nth(0).getByRole("cell").nth(5)).toHaveText("1");
  await page.getByRole("link", { name: "Request a Repair" }).click();
  await expect(
    page.getByText(/Each of your pieces is already in an open repair request/),
  ).toBeVisible();
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the same customer journey fits the screen", async ({ page, adminApi }) => {
    const customer = await createCustomerWithTwoProducts(adminApi);
    await signInForTheFirstTime(page, customer);

    const cards = page.getByRole("list", { name: "My products" }).getByRole("listitem");
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText(customer.first.serialno);
    await page.getByRole("combobox", { name: "Sort by" }).click();
    await page.getByRole("option", { name: "Product Type" }).click();
    await expect(cards.nth(0)).toContainText(customer.second.serialno);
    await page.getByRole("button", { name: "Ascending" }).click();
    await expect(cards.nth(0)).toContainText(customer.first.serialno);
    await expectNoSidewaysScroll(page);

    await page.getByRole("link", { name: "Request a Repair" }).click();
    const repairid = await raiseTwoItemRequest(page, customer);
    await expectHighlightedRequest(page, customer, repairid);
    await expectNoSidewaysScroll(page);
  });
});

test.describe("signed out", () => {
  test("each customer page says to sign in, or sends the visitor there", async ({ page }) => {
    await page.goto("/repairs");
    await expect(page.getByText("Please sign in to view your repair requests.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toBeVisible();

    await page.goto("/create-repair-request");
    await expect(page.getByText("Please sign in to create a repair request.")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/login$/);

    // /my-products is guarded (docs/requirements.md §2: not signed in goes to /login).
    await page.goto("/my-products");
    await expect(page).toHaveURL(/\/login\?next=%2Fmy-products$/);
    await expect(page.getByLabel("Email")).toBeVisible();
  });
});
