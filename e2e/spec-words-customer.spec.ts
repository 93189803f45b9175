import type { Page } from "@playwright/test";
import { createCustomer, expect, signIn, test } from "./fixtures";
import { customerWithPieces, signInAsCustomer } from "./details-helpers";
import { adminRepairRequest, chooseProduct, describeProblem, updateLine } from "./setup";
import { holdAnswers, pieceFor, seeControls, seeTexts } from "./spec-words";

// The specification's words on the visitor's and the customer's screens (spec-words.ts).

test("a visitor's screens: navigation, catalogue, contact, login, repairs and the unknown page", async ({
  page,
}) => {
  await page.goto("/");
  await seeControls(page.getByRole("navigation", { name: "Main" }), "link", [
    "Home",
    "Products",
    "Repairs",
    "Contact",
  ]);
  await seeControls(page.getByRole("banner"), "link", ["Login"]);
  await seeTexts(page, ["Our Mission", "Built to Last", "Master Craftsmanship", "Personal Touch"]);

  await page.goto("/products");
  await seeTexts(page, ["Contact for pricing", "Contact us for a quote"]);
  await page.getByRole("button", { name: /Classic Belt/ }).click();
  await seeTexts(page.getByRole("dialog"), ["Image 1 of 3"]);
  await page.keyboard.press("Escape");

  await page.goto("/contact");
  for (const label of ["Name", "Email", "Message"]) {
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  }

  await page.goto("/login");
  for (const label of ["Email", "Password"]) {
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  }
  await seeControls(page, "button", ["Show password"]);
  await seeControls(page, "link", ["Return to Home Page"]);

  await page.goto("/repairs");
  await seeTexts(page, ["Please sign in to view your repair requests."]);
  await seeControls(page.getByRole("main"), "link", ["Sign In", "Contact Us"]);

  await page.goto("/create-repair-request");
  await seeTexts(page, ["Please sign in to create a repair request."]);
  await seeControls(page.getByRole("main"), "link", ["Sign In"]);

  await page.goto("/no-such-page");
  await seeTexts(page, ["Oops! Page not found"]);
  await seeControls(page.getByRole("main"), "link", ["Return to Home Page"]);
});

const NEW_PASSWORD = "Saddle&Stitch2025";

/** The first sign-in: 'First-time Login', the dialog's own words, then My Products. */
async function firstSignIn(page: Page, customer: { email: string; idnumber: string }) {
  await signIn(page, customer.email, customer.idnumber);
  await seeTexts(page, ["First-time Login"]);
  const dialog = page.getByRole("dialog", { name: "Set a new password" });
  await dialog.getByLabel(/^new password$/i).fill(NEW_PASSWORD);
  await dialog.getByLabel(/confirm/i).fill(`${NEW_PASSWORD}!`);
  await dialog.getByRole("button", { name: "Save new password" }).click();
  await seeTexts(dialog, ["Passwords do not match"]);
  await dialog.getByLabel(/confirm/i).fill(NEW_PASSWORD);
  await dialog.getByRole("button", { name: "Save new password" }).click();
  await seeTexts(page, ["Password Updated"]);
  await expect(page).toHaveURL(/\/my-products$/);
}

test("a customer's screens: navigation, empty and loading lists, My Products", async ({
  page,
  adminApi,
}) => {
  const customer = await createCustomer(adminApi, { name: "Thandeka" });
  await firstSignIn(page, customer);
  await seeControls(page.getByRole("navigation", { name: "Main" }), "link", [
    "Home",
    "My Products",
    "My Repairs",
    "Contact",
  ]);
  await expect(page.getByRole("banner")).toContainText("Thandeka");
  await seeControls(page.getByRole("banner"), "button", ["Logout"]);
  await seeTexts(page.getByRole("main"), ["No products found."]);

  const repairs = await holdAnswers(page, /\/repairs\/get-customer-repairs\//);
  await page.goto("/repairs");
  await seeTexts(page, ["Loading repair requests..."]);
  await repairs.release();
  await seeTexts(page, ["My Repairs", "No repair requests found."]);
  await seeControls(page.getByRole("main"), "link", ["New Request", "Create Your First Request"]);

  // A piece registered by the workshop, read while loading and then in the table.
  await pieceFor(adminApi, customer.idnumber);
  const products = await holdAnswers(page, /\/products\/products-for-customer\//);
  await page.goto("/my-products");
  await seeTexts(page, ["Loading products..."]);
  await products.release();
  const table = page.getByRole("table", { name: "My products" });
  for (const heading of [
    "Serial No",
    "Product Type",
    "Color",
    "Size",
    "Customer",
    "Repairs",
    "Last Repair Date",
  ]) {
    await expect(table.getByRole("columnheader", { name: heading }).first(), heading).toBeVisible();
  }
  await seeTexts(table, ["No repairs yet"]);
});

/** A workshop note on the request's first line, through the API. */
async function addNote(adminApi: Parameters<typeof customerWithPieces>[0], repairid: string) {
  const request = (await adminRepairRequest(adminApi, Number(repairid)))!;
  const line = request.products[0]!;
  await updateLine(adminApi, Number(repairid), request.currentLocation, line, {
    state: "In Progress",
    problemDescription: line.problemDescription,
    workshopLog: "Stitching redone",
  });
}

test("a customer's request: the form, its messages, the confirmation, the created step and the card", async ({
  page,
  adminApi,
}) => {
  const customer = await customerWithPieces(adminApi, 2);
  await signInAsCustomer(page, customer);

  await page.goto("/create-repair-request");
  await expect(page.getByRole("link", { name: "Back to My Repairs" })).toHaveText(
    "← Back to My Repairs",
  );
  // The required fields' labels end in the asterisk the specification shows.
  for (const label of ["Current Location Of Product", "Problem Description"]) {
    await expect(page.locator("label").getByText(label).first()).toBeVisible();
    await expect(page.locator("label", { hasText: label }).first()).toHaveText(
      new RegExp(`^${label}\\s*\\*$`),
    );
  }
  await seeControls(page, "button", ["Submit Request", "Cancel"]);
  await page.getByRole("button", { name: "Submit Request" }).click();
  await seeTexts(page, ["Please enter a location.", "Please select at least one product."]);

  await page.getByLabel("Current Location Of Product").fill("At home in Durban");
  await chooseProduct(page, 1, customer.serials[0]!);
  await page.getByRole("button", { name: "Add Product" }).click();
  // Each block's button says which block it removes, to a screen reader only.
  await expect(page.getByRole("button", { name: /^Remove Product \d+$/ }).first()).toBeVisible();
  await chooseProduct(page, 2, customer.serials[1]!);
  await describeProblem(page, 1, "Strap torn");
  await page.getByRole("button", { name: "Submit Request" }).click();
  await seeTexts(page, ["All problem descriptions are required."]);
  await describeProblem(page, 2, "Clasp loose");
  await page.getByRole("button", { name: "Submit Request" }).click();

  const confirm = page.getByRole("region", { name: "Confirm Repair Request" });
  await seeControls(confirm, "button", ["Confirm & Create", "Cancel"]);
  await seeControls(page, "link", ["Back to My Repairs"]);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Submit Request" }).click();
  await confirm.getByRole("button", { name: "Confirm & Create" }).click();

  const created = page.getByRole("region", { name: "Repair Request Created!" });
  await seeTexts(created, ["Repair Request Created!", "Repair ID"]);
  await seeControls(created, "link", ["Back to My Repairs"]);
  const repairid = (await created.getByRole("definition").first().textContent())?.trim() ?? "";
  await created.getByRole("button", { name: "OK", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/repairs\\?highlight=${repairid}$`));

  const card = page.getByRole("article", { name: `Repair Request #${repairid}` });
  await seeTexts(card, ["Pending", "No logs"]);
  await addNote(adminApi, repairid);
  await page.reload();
  const serial = customer.serials[0]!;
  await card.getByRole("button", { name: `View workshop log for ${serial}` }).click();
  await seeControls(card, "button", [`Hide workshop log for ${serial}`]);
  await seeTexts(card, ["In Progress"]);
});
