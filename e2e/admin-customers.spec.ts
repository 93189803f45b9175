import type { Page } from "@playwright/test";
import {
  expect,
  expectAccessible,
  signedInApi,
  signIn,
  test,
  unique,
  uniqueSouthAfricanId,
} from "./fixtures";
import { signInAsAdmin } from "./setup";

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

test("an admin creates, edits and resets a South African customer, who then signs in with their ID number", async ({
  page,
  browser,
  baseURL,
}) => {
  const idnumber = uniqueSouthAfricanId();
  const surname = unique("Khumalo");
  const email = `${unique("naledi")}@example.test`;
  const fullName = `Naledi ${surname}`;

  await signInAsAdmin(page);
  await expect(page.getByRole("heading", { name: "Manage Customers" })).toBeVisible();
  await page.getByRole("link", { name: "Create Customer" }).first().click();
  await expect(page).toHaveURL(/\/admin\/customers\/create$/);

  // The rules speak first: nothing is sent while a field is wrong.
  await page.getByRole("button", { name: "Create Customer" }).click();
  await expect(page.getByText("Please fix the errors", { exact: true })).toBeVisible();
  await expect(page.getByText("Some required fields are missing or invalid.")).toBeVisible();
  await expect(page.getByText("Name is required", { exact: true })).toBeVisible();
  await expect(page.getByText("Email is required", { exact: true })).toBeVisible();
  await expect(page.getByText("Customer ID is required", { exact: true })).toBeVisible();
  await field(page, "Customer ID").fill("12345");
  await field(page, "Customer ID").blur();
  await expect(page.getByText("South African ID must be 13 digits", { exact: true })).toBeVisible();

  await field(page, "Name").fill("Naledi");
  await field(page, "Surname").fill(surname);
  await field(page, "Email").fill(email);
  await field(page, "Contact Number").fill("082 000 1111");
  await field(page, "Customer ID").fill(idnumber);
  await field(page, "Street Address").fill("3 Church Street");
  await field(page, "City").fill("Pretoria");
  await field(page, "Province").fill("Gauteng");
  await field(page, "Postal Code").fill("0002");
  await expect(page.getByText("South African ID must be 13 digits", { exact: true })).toBeHidden();
  await page.getByRole("button", { name: "Create Customer" }).click();

  const confirmCreate = page.getByRole("alertdialog", { name: "Create this customer?" });
  await expect(confirmCreate.getByText(fullName)).toBeVisible();
  await expect(confirmCreate.getByText(idnumber)).toBeVisible();
  await confirmCreate.getByRole("button", { name: "Confirm & Create" }).click();
  await expect(page.getByText("Customer Created", { exact: true })).toBeVisible();

  // Back on the list, the new customer is first and marked.
  await expect(page).toHaveURL(/\/admin\/customers$/);
  const card = page.getByRole("article", { name: fullName });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("article").first()).toHaveAttribute("aria-current", "true");
  await expect(card.getByText(idnumber)).toBeVisible();
  await expect(card.getByText(email)).toBeVisible();
  await expect(card.getByText("Pretoria, South Africa")).toBeVisible();

  // Edit: a change is confirmed before it is saved.
  await card.getByRole("button", { name: `Edit ${fullName}` }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit Customer" });
  await expect(editDialog.getByRole("textbox", { name: "Customer ID" })).toHaveValue(idnumber);
  await expect(editDialog.getByRole("textbox", { name: "Postal Code" })).toHaveValue("0002");
  await expectAccessible(page);
  await editDialog.getByRole("textbox", { name: "City" }).fill("Polokwane");
  await editDialog.getByRole("button", { name: "Save Changes" }).click();
  const confirmEdit = page.getByRole("alertdialog", { name: `Save changes to ${fullName}?` });
  await expect(confirmEdit.getByText("City")).toBeVisible();
  await expectAccessible(page);
  await confirmEdit.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Customer Updated", { exact: true })).toBeVisible();
  await expect(editDialog).toBeHidden();
  await expect(card.getByText("Polokwane, South Africa")).toBeVisible();

  // The customer chooses a password of their own and stays signed in through the API.
  const customerApi = await signedInApi(baseURL!, email, idnumber);
  const chosen = await customerApi.put(`/lifetime-outfitter/users/reset-password/${idnumber}`, {
    data: { password: "Own#Choice42", passwordflag: 1 },
  });
  expect(chosen.ok(), await chosen.text()).toBeTruthy();
  expect((await customerApi.get("/lifetime-outfitter/users/me")).status()).toBe(200);

  // Reset: the confirmation says what will happen.
  await card.getByRole("button", { name: `Reset password of ${fullName}` }).click();
  const confirmReset = page.getByRole("alertdialog", { name: "Reset Password" });
  await expect(confirmReset).toContainText(
    `Their password will become their ID number (${idnumber}) and they must change it at their next sign-in.`,
  );
  await confirmReset.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Password Reset", { exact: true })).toBeVisible();

  // The customer's old session has ended; the ID number signs them in to set a new password.
  expect((await customerApi.get("/lifetime-outfitter/users/me")).status()).toBe(401);
  await customerApi.dispose();

  const customerContext = await browser.newContext({ baseURL });
  const customerPage = await customerContext.newPage();
  await signIn(customerPage, email, idnumber);
  await expect(customerPage.getByText("First-time Login").first()).toBeVisible();
  await expect(customerPage.getByRole("dialog").getByLabel(/^new password$/i)).toBeVisible();
  await customerContext.close();
});

test("the list searches names and e-mails on the server, and an ID in use is caught before creating", async ({
  page,
  adminApi,
}) => {
  const surname = unique("Searchable");
  const idnumber = uniqueSouthAfricanId();
  const email = `${unique("sipho")}@example.test`;
  const created = await adminApi.post("/lifetime-outfitter/users/create", {
    data: {
      idnumber,
      name: "Sipho",
      surname,
      cellphone: "071 000 1234",
      email,
      password: idnumber,
      role: "customer",
      address: "",
      city: "Durban",
      province: "",
      postalcode: null,
      issouthafrican: 1,
      country: "South Africa",
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signInAsAdmin(page);
  const search = page.getByRole("searchbox", { name: "Search customers" });

  await search.fill(surname.toUpperCase());
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article", { name: `Sipho ${surname}` })).toBeVisible();
  await search.fill(email.slice(0, 12));
  await expect(page.getByRole("article", { name: `Sipho ${surname}` })).toBeVisible();
  await search.fill(`${surname}-nobody`);
  await expect(
    page.getByText("No customers found matching your search.", { exact: true }),
  ).toBeVisible();

  await page.getByRole("link", { name: "Create Customer" }).first().click();
  await field(page, "Name").fill("Another");
  await field(page, "Surname").fill("Person");
  await field(page, "Email").fill(`${unique("another")}@example.test`);
  await field(page, "Contact Number").fill("071 000 9999");
  await field(page, "Customer ID").fill(idnumber);
  await page.getByRole("button", { name: "Create Customer" }).click();
  await expect(page.getByText("Customer ID Already Exists", { exact: true })).toBeVisible();
  await expect(page.getByRole("alertdialog")).toBeHidden();

  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/customers$/);
});
