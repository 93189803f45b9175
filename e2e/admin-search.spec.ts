import type { APIRequestContext, Page } from "@playwright/test";
import { createCustomer, expect, productTypes, test, unique } from "./fixtures";
import { createPieces, raiseRepair, signInAsAdmin } from "./setup";

/** A customer with a phone of their own, one piece, and a repair request for it. */
async function customerWithRepair(adminApi: APIRequestContext) {
  const phone = `07${String(Date.now()).slice(-8)}`;
  const customer = await createCustomer(adminApi, { cellphone: phone });
  const [type] = await productTypes(adminApi);
  if (!type) throw new Error("No product types");
  const serialno = unique("LO-SRCH-").toUpperCase();
  await createPieces(adminApi, customer.idnumber, [serialno], type);
  const repairid = await raiseRepair(adminApi, {
    customeridnumber: customer.idnumber,
    current_location: "At the counter",
    repairlines: [{ serialno, problemdescription: "Strap worn through" }],
  });
  return { customer, phone, serialno, repairid };
}

const searchBox = (page: Page) =>
  page.getByRole("search").getByRole("searchbox", { name: "Search items, requests and customers" });

async function searchFor(page: Page, q: string) {
  await searchBox(page).fill(q);
  await searchBox(page).press("Enter");
}

test("the admin's header search goes straight to an item, a request and a customer", async ({
  page,
  adminApi,
}) => {
  const { customer, phone, serialno, repairid } = await customerWithRepair(adminApi);
  await signInAsAdmin(page);

  // A whole serial number, typed in lower case: the item's own page.
  await searchFor(page, serialno.toLowerCase());
  await expect(page).toHaveURL(`/items/${encodeURIComponent(serialno)}`);
  await expect(page.getByText(serialno, { exact: true }).first()).toBeVisible();

  // A request id: the request's own page.
  await searchFor(page, String(repairid));
  await expect(page).toHaveURL(`/admin/requests/${repairid}`);

  // A phone, written another way: the customer's page.
  const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`;
  await searchFor(page, spaced);
  await expect(page).toHaveURL(`/admin/customers/${customer.idnumber}`);
  await expect(
    page.getByRole("heading", { level: 1, name: `${customer.name} ${customer.surname}` }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: serialno })).toBeVisible();
  await expect(
    page.getByRole("link", { name: new RegExp(`Request #${repairid}`) }),
  ).toHaveAttribute("href", `/admin/requests/${repairid}`);

  // Part of a name: the results page, grouped by kind.
  // Most of the surname: its first letters alone ('Dube' and the minute it was made) match every
  // customer the other tests made that minute, and the results list only the first ten.
  await searchFor(page, customer.surname.slice(0, -2));
  await expect(page).toHaveURL(/\/admin\/search\?q=/);
  const customers = page.getByRole("region", { name: /Customers/ });
  await customers.getByRole("link", { name: new RegExp(customer.surname) }).click();
  await expect(page).toHaveURL(`/admin/customers/${customer.idnumber}`);

  // Nothing at all.
  await searchFor(page, "no-such-thing-zzqx");
  await expect(page.getByText("No matches for 'no-such-thing-zzqx'.")).toBeVisible();
});

test("an admin opens a customer's page from Manage Customers", async ({ page, adminApi }) => {
  const { customer, serialno } = await customerWithRepair(adminApi);
  await signInAsAdmin(page);
  await page.getByLabel("Search customers").fill(customer.idnumber);
  // The list follows the search in the address (after a pause): wait for it, then open.
  await expect(page).toHaveURL(/\?q=/);
  const name = `${customer.name} ${customer.surname}`;
  await page.getByRole("article", { name }).getByRole("link", { name }).click();
  await expect(page).toHaveURL(`/admin/customers/${customer.idnumber}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("region", { name: /Items/ }).getByText(serialno)).toBeVisible();
  await expect(page.getByRole("button", { name: "Reset Password" })).toBeVisible();
});
