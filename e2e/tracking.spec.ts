import type { APIRequestContext, Browser, Page } from "@playwright/test";
import {
  API,
  createCustomer,
  expect,
  ok,
  productTypes,
  signIn,
  signedInApi,
  test,
  unique,
} from "./fixtures";
import { choosePassword, createPieces, raiseRepair, updateLine } from "./setup";

const PASSWORD = "Tanned&Waxed2025";

type Customer = Awaited<ReturnType<typeof createCustomer>> & { serials: string[] };

/**
 * A customer (created by the admin, as the workshop does) who has chosen a password, owning
 * two products.
 */
async function customerWithTwoProducts(adminApi: APIRequestContext, baseURL: string) {
  const created = await createCustomer(adminApi, { name: "Ayanda", surname: unique("Khumalo") });
  const types = (await productTypes(adminApi)).filter((type) => type.name !== "Custom");
  const serials = [unique("TRK-A-").toUpperCase(), unique("TRK-B-").toUpperCase()];
  for (const [index, serialno] of serials.entries()) {
    await createPieces(adminApi, created.idnumber, [serialno], types[index]);
  }
  // The first password is the ID number; the customer sets their own, as the dialog would.
  await choosePassword(baseURL, created, PASSWORD);
  const customer: Customer = { ...created, serials };
  return customer;
}

/** The customer raises a request for both pieces through the API, as the form does. */
async function raiseRequest(baseURL: string, customer: Customer): Promise<number> {
  const api = await signedInApi(baseURL, customer.email, PASSWORD);
  const repairid = await raiseRepair(api, {
    customeridnumber: customer.idnumber,
    current_location: "At home, 12 Long Street",
    status: "Pending",
    repairlines: customer.serials.map((serialno) => ({
      serialno,
      problemdescription: `Loose stitching on ${serialno}`,
      state: "pending",
    })),
  });
  await api.dispose();
  return repairid;
}

/** The admin moves the first piece onto the bench, with a note for the customer. */
async function startFirstPiece(adminApi: APIRequestContext, customer: Customer, id: number) {
  const [request] = (
    await ok<{ id: number; currentLocation: string; products: { repairlineid: number }[] }[]>(
      await adminApi.get(`${API}/repairs/get-customer-repairs/${customer.idnumber}`),
    )
  ).filter((candidate) => candidate.id === id);
  await updateLine(adminApi, id, request!.currentLocation, request!.products[0]!, {
    state: "in-progress",
    problemDescription: `Loose stitching on ${customer.serials[0]}`,
    workshopLog: "Restitching with waxed linen thread",
  });
}

/** The customer's request for both pieces, the first of them already on the bench. */
async function requestUnderWay(adminApi: APIRequestContext, baseURL: string) {
  const customer = await customerWithTwoProducts(adminApi, baseURL);
  const id = await raiseRequest(baseURL, customer);
  await startFirstPiece(adminApi, customer, id);
  return { customer, id };
}

/** A browser nobody has signed in to: no cookies, no stored user, a phone's screen. */
async function strangersPhone(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  expect(await context.cookies()).toEqual([]);
  return { context, page: await context.newPage() };
}

async function trackingLinkOf(page: Page, id: number): Promise<string> {
  const card = page.getByRole("article", { name: `Repair Request #${id}` });
  const section = card.getByRole("region", { name: `Tracking link of request #${id}` });
  await expect(section).toBeVisible();
  const url = await section.getByRole("link").getAttribute("href");
  expect(url).toMatch(/\/track\/[A-Za-z0-9_-]{43}$/);
  return url!;
}

test("a customer's tracking link shows the request's progress to anyone, until it is revoked", async ({
  page,
  adminApi,
  browser,
  baseURL,
}) => {
  const { customer, id } = await requestUnderWay(adminApi, baseURL!);

  // The customer finds the link on their request card in My Repairs.
  await signIn(page, customer.email, PASSWORD);
  await expect(page).toHaveURL(/\/my-products$/);
  await page.goto(`/repairs?highlight=${id}`);
  const url = await trackingLinkOf(page, id);
  expect(url.startsWith(baseURL!)).toBe(true);
  const card = page.getByRole("article", { name: `Repair Request #${id}` });
  await card.getByRole("button", { name: `Show QR code of request #${id}` }).click();
  await expect(
    card.getByRole("img", { name: `QR code of the tracking link of request #${id}` }),
  ).toBeVisible();

  // Anyone holding the link, signed in nowhere, on a phone.
  const stranger = await strangersPhone(browser, baseURL!);
  const answer = await stranger.page.goto(url);
  expect(answer?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(stranger.page.getByRole("heading", { level: 1 })).toHaveText(
    `Repair Request #${id}`,
  );
  await expect(stranger.page.locator('meta[name="robots"]').first()).toHaveAttribute(
    "content",
    "noindex, nofollow",
  );
  const status = stranger.page.getByRole("region", { name: "Status" });
  await expect(status).toContainText("Pending");
  const first = stranger.page.getByRole("article").filter({ hasText: customer.serials[0]! });
  await expect(first.getByText("In Progress").first()).toBeVisible();
  const timeline = first.getByRole("list", { name: /^Progress of/ });
  await expect(timeline.getByRole("listitem")).toHaveCount(3);
  await expect(timeline.getByRole("listitem").nth(0)).toContainText(
    /Note from the workshop: Restitching with waxed linen thread\s*\d{1,2} \w+ \d{4}, \d{2}:\d{2}/,
  );
  await expect(timeline.getByRole("listitem").nth(1)).toContainText("In Progress");
  await expect(timeline.getByRole("listitem").nth(2)).toContainText("Pending");
  const second = stranger.page.getByRole("article").filter({ hasText: customer.serials[1]! });
  await expect(second.getByRole("list").getByRole("listitem")).toHaveCount(1);
  await expect(stranger.page.getByRole("region", { name: "Visit the workshop" })).toContainText(
    "14 Tanner's Lane",
  );
  // Nothing about who the customer is, or where.
  const text = await stranger.page.locator("main").innerText();
  for (const personal of [customer.surname, customer.email, customer.idnumber, "Long Street"]) {
    expect(text).not.toContain(personal);
  }
  expect(
    await stranger.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);

  // The customer revokes it: the old link is the 404 page at once, the new one works.
  await card.getByRole("button", { name: `Revoke link of request #${id}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Revoke this tracking link?" });
  await dialog.getByRole("button", { name: "Revoke link" }).click();
  await expect(dialog).toBeHidden();
  await expect(
    card.getByRole("region", { name: `Tracking link of request #${id}` }).getByRole("link"),
  ).not.toHaveAttribute("href", url);
  const newUrl = await trackingLinkOf(page, id);

  await stranger.page.reload();
  await expect(stranger.page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await stranger.page.goto(newUrl);
  await expect(stranger.page.getByRole("heading", { level: 1 })).toHaveText(
    `Repair Request #${id}`,
  );
  await stranger.context.close();
});

test("the admin sees each request's link and dated states, and can revoke the link", async ({
  page,
  adminApi,
  baseURL,
}) => {
  const { customer, id } = await requestUnderWay(adminApi, baseURL!);

  await signIn(page);
  await expect(page).toHaveURL(/\/admin/);
  // The request's own page: its link, and each piece's states with their dates and times.
  await page.goto(`/admin/requests/${id}`);
  const section = page.getByRole("region", { name: `Tracking link of request #${id}` });
  const url = await section.getByRole("link").getAttribute("href");
  expect(url).toMatch(/\/track\/[A-Za-z0-9_-]{43}$/);

  const history = page.getByRole("list", { name: `State history of ${customer.serials[0]}` });
  await expect(history.getByRole("listitem")).toHaveText([
    /^Raised as Pending.*\d/,
    /^Pending → In Progress.*\d/,
  ]);

  // Keyboard: the link's buttons are reachable and show where focus is.
  const copy = section.getByRole("button", { name: `Copy link of request #${id}` });
  await copy.focus();
  await page.keyboard.press("Tab");
  const qr = section.getByRole("button", { name: `Show QR code of request #${id}` });
  await expect(qr).toBeFocused();
  const outline = await qr.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe("none");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: "Revoke this tracking link?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Revoke link" }).click();
  await expect(page.getByText("New tracking link made")).toBeVisible();
  await expect(section.getByRole("link")).not.toHaveAttribute("href", url!);
  const answer = await page.request.get(`${API}/track/${url!.split("/track/")[1]}`);
  expect(answer.status()).toBe(404);
});
