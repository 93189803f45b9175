import type { APIRequestContext, Page } from "@playwright/test";
import {
  API,
  createCustomer,
  expect,
  expectAccessible,
  signedInApi,
  signIn,
  test,
  unique,
} from "./fixtures";
import {
  adminRepairRequest,
  choosePassword,
  createPieces,
  raiseRepair,
  signInAsAdmin,
  updateLine,
} from "./setup";
import { STATE_LABELS } from "./spec-words";

/** Products of an ordinary (non-Custom) type for the customer, each with a unique serial. */
async function createProducts(
  adminApi: APIRequestContext,
  customerId: string,
  count: number,
): Promise<{ serialno: string; typeName: string }[]> {
  const serials = Array.from({ length: count }, () => unique("LO-E2E-").toUpperCase());
  const type = await createPieces(adminApi, customerId, serials);
  return serials.map((serialno) => ({ serialno, typeName: type.name }));
}

/** A request's row in the requests table. */
const requestRow = (page: Page, id: number | string) =>
  page.getByRole("row", { name: new RegExp(`Request #${id}(?!\\d)`) });

/** The lines table of a request, opened under its row. */
const linesOf = (page: Page, id: number | string) =>
  page.getByRole("table", { name: `Items in repair request ${id}`, exact: true });

/** Opens a request's lines (its row's real button). */
const expand = (page: Page, id: number | string) =>
  page.getByRole("button", { name: `Show items of request #${id}`, exact: true }).click();

/** A customer with a two-item request raised by the admin over the API. */
async function customerWithRequest(adminApi: APIRequestContext) {
  const customer = await createCustomer(adminApi);
  const products = await createProducts(adminApi, customer.idnumber, 3);
  const [wallet, belt, spare] = products as [
    (typeof products)[number],
    (typeof products)[number],
    (typeof products)[number],
  ];
  const repairId = await raiseRepair(adminApi, {
    customeridnumber: customer.idnumber,
    current_location: "Courier to the workshop",
    status: "Pending",
    repairlines: [
      { serialno: wallet.serialno, problemdescription: "Stitching loose", state: "pending" },
      { serialno: belt.serialno, problemdescription: "Buckle scratched", state: "pending" },
    ],
  });
  return { customer, wallet, belt, spare, repairId };
}

/** Signed in as the admin, a new request found and opened on Manage Repair Requests: its wallet. */
async function walletRowOfNewRequest(page: Page, adminApi: APIRequestContext) {
  const { customer, wallet, repairId } = await customerWithRequest(adminApi);
  await signInAsAdmin(page);
  await page.goto(`/admin/requests?q=${encodeURIComponent(customer.surname)}`);
  await expand(page, repairId);
  const row = linesOf(page, repairId).getByRole("row", { name: new RegExp(wallet.serialno) });
  return { customer, wallet, repairId, row };
}

/** A line as the server has it now. */
async function storedLine(adminApi: APIRequestContext, repairId: number, serialno: string) {
  const request = await adminRepairRequest(adminApi, repairId);
  return request!.products.find((line) => line.serialNumber === serialno)!;
}

test("an admin updates a line, raises a request for the customer, and the customer sees it", async ({
  page,
  browser,
  shop,
  adminApi,
}) => {
  const { customer, wallet, belt, spare, repairId } = await customerWithRequest(adminApi);

  await signInAsAdmin(page);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Repair Requests", exact: true })
    .click();
  await expect(page.getByRole("heading", { name: "Manage Repair Requests" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Repair statistics" })).toContainText(
    "Total Requests",
  );

  // Search finds the request by the customer's name (the server searches, after a pause).
  await page.getByLabel("Search", { exact: true }).fill(customer.surname);
  const requestLine = requestRow(page, repairId);
  await expect(requestLine).toBeVisible();
  await expect(page.getByRole("button", { name: /^Show items of request/ })).toHaveCount(1);
  await expect(requestLine).toContainText(`${customer.name} ${customer.surname}`);
  await expect(requestLine).toContainText(customer.email);
  await expect(requestLine).toContainText("Courier to the workshop");
  await expect(requestLine).toContainText("0 of 2 items ready");
  await expand(page, repairId);
  const card = linesOf(page, repairId);

  // Move the wallet to In Progress with a note.
  const walletRow = card.getByRole("row", { name: new RegExp(wallet.serialno) });
  await walletRow.getByRole("button", { name: `Update ${wallet.serialno}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Update Repair Line" })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("combobox", { name: "Status" }).click();
  await expect(page.getByRole("option")).toHaveText(STATE_LABELS);
  await page.getByRole("option", { name: "In Progress" }).click();
  await dialog.getByLabel(/New Workshop Note/).fill("   Spine restitched with waxed thread   ");
  await dialog.getByRole("button", { name: "Save Changes" }).click();

  await expect(dialog.getByRole("heading", { name: "Confirm Update" })).toBeVisible();
  await expect(dialog).toContainText("This action cannot be undone.");
  await expectAccessible(page);
  await expect(dialog).toContainText("Status");
  await expect(dialog).toContainText("Workshop Note");
  await expect(dialog).not.toContainText("Current Location");
  await dialog.getByRole("button", { name: "Confirm Update" }).click();

  await expect(page.getByText("Repair Request Updated")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(walletRow.getByText("In Progress")).toBeVisible();
  await expect(walletRow).toContainText("Spine restitched with waxed thread");
  const beltRow = card.getByRole("row", { name: new RegExp(belt.serialno) });
  await expect(beltRow.getByText("Pending")).toBeVisible();
  // The note is stamped with the time; the log opens to show it with its author.
  await walletRow.getByRole("button", { name: /^View/ }).click();
  const log = walletRow.getByRole("list", { name: `Workshop log for ${wallet.serialno}` });
  await expect(log.getByRole("listitem")).toHaveCount(1);
  await expect(log.getByRole("listitem").first()).toContainText(
    /\d{1,2}:\d{2}.*Spine restitched with waxed thread/s,
  );

  // Saving without a change says so and sends nothing.
  await walletRow.getByRole("button", { name: `Update ${wallet.serialno}` }).click();
  await expect(dialog.getByRole("combobox", { name: "Status" })).toHaveText(/In Progress/);
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("No Changes")).toBeVisible();
  await expect(page.getByText("Nothing has changed.")).toBeVisible();
  await expect(dialog).toBeHidden();

  // Raise a request on the customer's behalf.
  await page.getByRole("link", { name: "New Request" }).click();
  await expect(page).toHaveURL(/\/admin\/repairs\/create$/);
  await expect(page.getByRole("heading", { name: "Create Repair Request" })).toBeVisible();
  const picker = page.getByRole("combobox", { name: "Customer *" });
  await expect(picker).toHaveAttribute("placeholder", "Search and select customer");
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByText("Please select a customer.")).toBeVisible();

  await picker.fill(customer.idnumber.slice(2, 11));
  await page
    .getByRole("option", { name: `${customer.idnumber} - ${customer.name} ${customer.surname}` })
    .click();
  await expect(picker).toHaveValue(`${customer.idnumber} - ${customer.name} ${customer.surname}`);
  await page.getByLabel("Current Location Of Product *").fill("Cape Town shop counter");
  await page.getByRole("combobox", { name: "Product *" }).click();
  // Only the product without an open repair is offered.
  await expect(page.getByRole("option")).toHaveCount(1);
  await page.getByRole("option", { name: new RegExp(`^${spare.serialno} - `) }).click();
  await page.getByLabel("Problem Description *").fill("Strap worn through");
  await page.getByRole("button", { name: "Submit Request" }).click();

  const confirm = page.getByRole("region", { name: "Confirm Repair Request" });
  await expect(confirm).toContainText(
    `${customer.idnumber} - ${customer.name} ${customer.surname}`,
  );
  await expect(confirm).toContainText("Cape Town shop counter");
  await expect(confirm).toContainText(spare.serialno);
  await expect(confirm).toContainText("Strap worn through");
  await confirm.getByRole("button", { name: "Confirm & Create" }).click();

  await expect(
    page.getByRole("heading", { name: "Repair Request Successfully Created" }),
  ).toBeVisible();
  await expect(page.getByText(/^Reference:/)).toBeVisible();
  const reference = (await page.getByText(/^Reference:/).textContent())!.replace(/\D/g, "");
  await page.getByRole("link", { name: "View Request" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/requests\\?highlight=${reference}$`));
  const created = requestRow(page, reference);
  await expect(created).toHaveAttribute("data-highlighted", "true");
  await expect(created).toBeInViewport();
  // The highlighted request's lines are open.
  await expect(linesOf(page, reference)).toContainText("Strap worn through");

  // The customer signs in for the first time, chooses a password, and follows the repair.
  const customerContext = await browser.newContext({ baseURL: shop.url });
  const customerPage = await customerContext.newPage();
  try {
    await signIn(customerPage, customer.email, customer.idnumber);
    const passwordDialog = customerPage.getByRole("dialog");
    await passwordDialog.getByLabel(/^new password$/i).fill("Saddle&Stitch2025");
    await passwordDialog.getByLabel(/confirm/i).fill("Saddle&Stitch2025");
    await passwordDialog.getByRole("button", { name: "Save new password" }).click();
    await expect(customerPage.getByText("Password Updated")).toBeVisible();

    await customerPage
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "My Repairs" })
      .click();
    const mine = customerPage.getByRole("article", { name: `Repair Request #${repairId}` });
    const myWallet = mine.getByRole("row", { name: new RegExp(wallet.serialno) });
    await expect(myWallet.getByText("In Progress")).toBeVisible();
    await expect(myWallet).toContainText("Spine restitched with waxed thread");
    await expect(
      customerPage.getByRole("article", { name: `Repair Request #${reference}` }),
    ).toContainText("Strap worn through");
  } finally {
    await customerContext.close();
  }
});

test("a customer is refused the admin's repair calls", async ({ shop, adminApi }) => {
  const { customer, repairId } = await customerWithRequest(adminApi);
  const password = "Saddle&Stitch2025";
  await choosePassword(shop.url, customer, password);
  const customerApi = await signedInApi(shop.url, customer.email, password);
  try {
    expect((await customerApi.get(`${API}/repairs/get-admin-repairs`)).status()).toBe(403);
    expect((await customerApi.get(`${API}/repairs/statistics`)).status()).toBe(403);
    const update = await customerApi.put(`${API}/repairs/update-repair/${repairId}`, {
      data: { currentLocation: "Home", repair_lines: [] },
    });
    expect(update.status()).toBe(403);
  } finally {
    await customerApi.dispose();
  }
});

test("on a phone the table scrolls sideways inside its frame and says so; the dialog fits", async ({
  page,
  adminApi,
}) => {
  const { customer, wallet, repairId } = await customerWithRequest(adminApi);
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAsAdmin(page);
  await page.goto(`/admin/requests?q=${encodeURIComponent(customer.surname)}`);

  await expect(requestRow(page, repairId)).toBeVisible();
  // The page itself never scrolls sideways; the table's frame does, and says so.
  const noSideways = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await noSideways()).toBe(true);
  await expect(page.getByText(/scroll sideways to see every column/)).toBeVisible();
  const frame = page.getByRole("region", { name: "Repair requests table", exact: true });
  const frameBox = (await frame.boundingBox())!;
  expect(frameBox.x + frameBox.width).toBeLessThanOrEqual(375);

  await expand(page, repairId);
  await linesOf(page, repairId)
    .getByRole("button", { name: `Update ${wallet.serialno}` })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  // Polled: the dialog slides in, and only its settled position matters.
  await expect
    .poll(async () => {
      const box = (await dialog.boundingBox())!;
      return box.x >= 0 && box.x + box.width <= 375;
    })
    .toBe(true);
  await dialog.getByRole("button", { name: "Save Changes" }).scrollIntoViewIfNeeded();
  await expect(dialog.getByRole("button", { name: "Save Changes" })).toBeInViewport();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(await noSideways()).toBe(true);
});

test("a highlighted request that the filters leave out is still shown first", async ({
  page,
  adminApi,
}) => {
  const { customer, repairId } = await customerWithRequest(adminApi);
  await signInAsAdmin(page);
  await page.goto(`/admin/requests?status=completed&highlight=${repairId}`);

  const pinned = page.getByRole("region", { name: "Highlighted request" });
  const card = pinned.getByRole("row", { name: new RegExp(`Request #${repairId}(?!\\d)`) });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute("data-highlighted", "true");
  await expect(card).toContainText(customer.email);
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveText(/Completed/);
});

test("a stale edit is refused with the server's message and the form reloads", async ({
  page,
  adminApi,
}) => {
  const { wallet, repairId, row } = await walletRowOfNewRequest(page, adminApi);
  await row.getByRole("button", { name: `Update ${wallet.serialno}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(/New Workshop Note/).fill("Checked the lining");

  // Meanwhile another admin moves the same line on.
  const line = await storedLine(adminApi, repairId, wallet.serialno);
  await updateLine(adminApi, repairId, "Courier to the workshop", line, {
    state: "Ready for Collection",
    problemDescription: "Stitching loose",
  });

  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await dialog.getByRole("button", { name: "Confirm Update" }).click();
  await expect(
    page.getByText("This repair request was changed by someone else. Please reload and try again."),
  ).toBeVisible();
  // The dialog now shows the other admin's state and keeps the note; saving again works.
  await expect(dialog.getByRole("combobox", { name: "Status" })).toHaveText(/Ready for Collection/);
  await expect(dialog.getByLabel(/New Workshop Note/)).toHaveValue("Checked the lining");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await dialog.getByRole("button", { name: "Confirm Update" }).click();
  await expect(page.getByText("Repair Request Updated")).toBeVisible();
  await expect(row.getByText("Ready for Collection")).toBeVisible();
  await expect(row).toContainText("Checked the lining");
});

test("'Next' moves a line on with one click and a note, and Undo takes both back", async ({
  page,
  adminApi,
}) => {
  const { wallet, repairId, row } = await walletRowOfNewRequest(page, adminApi);

  await row.getByLabel(/Note with the next state/).fill("Courier booked for Monday");
  await row.getByRole("button", { name: /^Next: En Route to Outfitter/ }).click();
  await expect(page.getByText(`${wallet.serialno} moved to En Route to Outfitter`)).toBeVisible();
  await expect(row.getByText("En Route to Outfitter", { exact: true })).toBeVisible();
  await expect(row).toContainText("Courier booked for Monday");
  await expect(row.getByRole("button", { name: /^Next: In Progress/ })).toBeVisible();
  expect((await storedLine(adminApi, repairId, wallet.serialno)).state).toBe(
    "enroute-to-outfitter",
  );

  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText(`Undone: ${wallet.serialno} is back to Pending`)).toBeVisible();
  await expect(row.getByText("Pending", { exact: true })).toBeVisible();
  await expect(row).not.toContainText("Courier booked for Monday");
  const line = await storedLine(adminApi, repairId, wallet.serialno);
  expect(line.state).toBe("pending");
  expect(line.workshopLog).toEqual([]);

  // 'Next with coverage': the same move, with the coverage decided at triage (decision 094).
  await row.getByRole("button", { name: `Next with coverage (${wallet.serialno})` }).click();
  const dialog = page.getByRole("dialog", { name: "Next with coverage" });
  await dialog.getByRole("combobox", { name: "Coverage" }).click();
  await page.getByRole("option", { name: "Paid" }).click();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Next: En Route to Outfitter" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText("En Route to Outfitter", { exact: true })).toBeVisible();
  await expect(row.getByText("Coverage: Paid")).toBeVisible();
  const paid = await storedLine(adminApi, repairId, wallet.serialno);
  expect([paid.state, paid.coverage]).toEqual(["enroute-to-outfitter", "paid"]);
});

test("a bulk update sets one state and note on lines of two requests, after a confirmation", async ({
  page,
  adminApi,
}) => {
  const first = await customerWithRequest(adminApi);
  const second = await customerWithRequest(adminApi);
  await signInAsAdmin(page);
  await page.goto("/admin/requests?sort=ref-desc");
  await expand(page, first.repairId);
  await expand(page, second.repairId);
  await page
    .getByRole("checkbox", { name: `Select ${first.wallet.serialno} (request #${first.repairId})` })
    .click();
  await page
    .getByRole("checkbox", { name: `Select ${second.belt.serialno} (request #${second.repairId})` })
    .click();

  const bar = page.getByRole("region", { name: "Bulk update" });
  await expect(bar).toContainText("2 lines selected");
  await bar.getByRole("combobox", { name: "Set state to" }).click();
  await page.getByRole("option", { name: "In Progress" }).click();
  await bar.getByLabel("Note (optional)").fill("On the bench together");
  await bar.getByRole("button", { name: "Apply…" }).click();

  const confirm = page.getByRole("alertdialog", { name: "Confirm Bulk Update" });
  const listed = confirm.getByRole("list", { name: "Lines to update" }).getByRole("listitem");
  await expect(listed).toHaveCount(2);
  await expect(listed.nth(0)).toContainText(first.wallet.serialno);
  await expect(listed.nth(0)).toContainText(`Request #${first.repairId}`);
  await expect(listed.nth(1)).toContainText(second.belt.serialno);
  await expect(listed.nth(1)).toContainText(`Request #${second.repairId}`);
  await confirm.getByRole("button", { name: "Confirm Update" }).click();

  await expect(page.getByText("2 lines set to In Progress")).toBeVisible();
  await expect(bar).toBeHidden();
  for (const [id, serialno] of [
    [first.repairId, first.wallet.serialno],
    [second.repairId, second.belt.serialno],
  ] as const) {
    const row = linesOf(page, id).getByRole("row", { name: new RegExp(serialno) });
    await expect(row.getByText("In Progress", { exact: true })).toBeVisible();
    await expect(row).toContainText("On the bench together");
    expect((await storedLine(adminApi, id, serialno)).state).toBe("in-progress");
  }
  // The lines not ticked are as they were.
  expect((await storedLine(adminApi, first.repairId, first.belt.serialno)).state).toBe("pending");

  // The coverage alone, in bulk: the line keeps its state (decision 094).
  await page
    .getByRole("checkbox", { name: `Select ${first.wallet.serialno} (request #${first.repairId})` })
    .click();
  await bar.getByRole("button", { name: "Coverage and cause" }).click();
  await bar.getByRole("combobox", { name: "Coverage" }).click();
  await page.getByRole("option", { name: "Goodwill" }).click();
  await bar.getByLabel(/Goodwill reason/).fill("Customer since 2009");
  await expectAccessible(page);
  await bar.getByRole("button", { name: "Apply…" }).click();
  await confirm.getByRole("button", { name: "Confirm Update" }).click();
  await expect(page.getByText("Coverage saved for 1 line")).toBeVisible();
  const kept = await storedLine(adminApi, first.repairId, first.wallet.serialno);
  expect([kept.state, kept.coverage, kept.goodwillReason]).toEqual([
    "in-progress",
    "goodwill",
    "Customer since 2009",
  ]);
});
