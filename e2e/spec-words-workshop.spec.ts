import type { Page } from "@playwright/test";
import { createCustomer, expect, test, unique } from "./fixtures";
import { signInAsAdmin } from "./setup";
import { customerWithPieces, raiseRequest } from "./details-helpers";
import { pieceFor, seeControls, seeTexts, STATE_LABELS } from "./spec-words";

// The specification's words on the workshop's screens (spec-words.ts).

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("the workshop's navigation, customers and products: titles, buttons and every rule's message", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await seeControls(page.getByRole("navigation", { name: "Main" }), "link", [
    "Customers",
    "Manage Products",
    "Repair Requests",
  ]);
  await seeControls(page.getByRole("banner"), "button", ["Logout"]);
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Manage Repairs", exact: true }),
  ).toHaveAttribute("href", "/admin/repairs");

  await seeTexts(page, ["Manage Customers"]);
  await page.getByRole("searchbox", { name: "Search customers" }).fill(unique("nobody-"));
  await seeTexts(page, ["No customers found matching your search."]);
  await page.getByRole("link", { name: "Create Customer", exact: true }).first().click();
  await page.getByRole("button", { name: "Create Customer", exact: true }).click();
  await seeTexts(page, [
    "Please fix the errors",
    "Some required fields are missing or invalid.",
    "Name is required",
    "Surname is required",
    "Contact number is required",
    "Customer ID is required",
  ]);
  await page.getByRole("textbox", { name: "Customer ID", exact: true }).fill("12345");
  await page.getByRole("textbox", { name: "Customer ID", exact: true }).blur();
  await seeTexts(page, ["South African ID must be 13 digits"]);
  await page.getByLabel("South African citizen").click();
  await seeTexts(page, ["Country is required"]);
  await seeControls(page, "link", ["Cancel"]);

  await page.goto("/admin/products");
  await seeTexts(page, ["Manage Products"]);
  await page.getByRole("link", { name: "Create Product", exact: true }).click();
  await page.getByRole("button", { name: "Create Product", exact: true }).click();
  await seeTexts(page, [
    "Serial Number is required",
    "Product Type is required",
    "Please select at least one client",
  ]);
  await choose(page, "Product Type", "Classic Belt");
  await page.getByRole("button", { name: "Create Product", exact: true }).click();
  await seeTexts(page, ["Please select a color", "Please select a size"]);
  await choose(page, "Product Type", "Custom");
  await page.getByRole("button", { name: "Create Product", exact: true }).click();
  await seeTexts(page, [
    "Description is required",
    "Custom colour is required",
    "Custom size is required",
  ]);
});

test("the workshop's repair requests: the list, the line dialog, the states and a request raised for a customer", async ({
  page,
  adminApi,
}) => {
  const holder = await customerWithPieces(adminApi, 1);
  const id = await raiseRequest(adminApi, holder);
  const customer = await createCustomer(adminApi, { name: "Sipho", surname: unique("Ndlovu") });
  const serial = await pieceFor(adminApi, customer.idnumber);

  await signInAsAdmin(page);
  await page.goto(`/admin/requests?highlight=${id}`);
  await seeTexts(page, ["Manage Repair Requests"]);
  await seeControls(page.getByRole("main"), "link", ["New Request"]);
  // The statistics' three buckets.
  await seeTexts(page.getByRole("region", { name: "Repair statistics" }), [
    "Pending",
    "In Progress",
    "Completed",
  ]);

  const lines = page.getByRole("table", { name: `Items in repair request ${id}`, exact: true });
  const update = lines.getByRole("button", { name: `Update ${holder.serials[0]}` });
  await update.click();
  const dialog = page.getByRole("dialog");
  for (const label of ["Status", "Current Location", "Problem Description", "New Workshop Note"]) {
    await expect(dialog.getByLabel(new RegExp(`^${label}`)).first(), label).toBeVisible();
  }
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await seeTexts(page, ["No Changes", "Nothing has changed."]);
  await update.click();
  await dialog.getByRole("combobox", { name: "Status" }).click();
  await expect(page.getByRole("option")).toHaveText(STATE_LABELS);
  await page.getByRole("option", { name: "Ready for Collection" }).click();
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog).toContainText("This action cannot be undone.");
  await dialog.getByRole("button", { name: "Confirm Update" }).click();
  await seeTexts(page, ["Repair Request Updated"]);

  await page.getByLabel("Search", { exact: true }).fill(unique("nothing-"));
  await seeTexts(page, ["No repair requests found matching your filters."]);

  await page.goto("/admin/repairs/create");
  await expect(page.getByRole("link", { name: "Back to Repair Requests" })).toHaveText(
    "← Back to Repair Requests",
  );
  const picker = page.getByRole("combobox", { name: "Customer *" });
  await expect(picker).toHaveAttribute("placeholder", "Search and select customer");
  await page.getByRole("button", { name: "Submit Request" }).click();
  await seeTexts(page, ["Please select a customer."]);
  await picker.fill(customer.surname);
  const entry = `${customer.idnumber} - ${customer.name} ${customer.surname}`;
  await page.getByRole("option", { name: entry }).click();
  await page.getByLabel("Current Location Of Product *").fill("Workshop counter");
  await page.getByRole("combobox", { name: "Product *" }).click();
  // serial - product type - colour - size
  await page.getByRole("option", { name: new RegExp(`^${serial} - .+ - .+ - .+$`) }).click();
  await page.getByLabel("Problem Description *").fill("Buckle loose");
  await page.getByRole("button", { name: "Submit Request" }).click();
  const confirm = page.getByRole("region", { name: "Confirm Repair Request" });
  await expect(confirm).toContainText(entry);
  await confirm.getByRole("button", { name: "Confirm & Create" }).click();
  await seeTexts(page, ["Repair Request Successfully Created"]);
  await expect(page.getByText(/^Reference: \d+$/)).toBeVisible();
  await seeControls(page.getByRole("main"), "link", ["View Request", "Back to List"]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the workshop's menu names the requests 'Manage Repair Requests'", async ({ page }) => {
    await signInAsAdmin(page);
    // The page itself first: a toggle pressed while its code still loads would be replaced.
    await expect(page.getByRole("heading", { name: "Manage Customers" })).toBeVisible();
    const toggle = page.getByRole("button", { name: "Toggle menu" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await seeControls(page.getByRole("navigation", { name: "Mobile" }), "link", [
      "Manage Repair Requests",
    ]);
  });
});
