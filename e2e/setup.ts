import type { APIRequestContext, Page } from "@playwright/test";
import {
  API,
  createProduct,
  expect,
  ok,
  productTypes,
  signedInApi,
  signIn,
  type ProductType,
  unique,
} from "./fixtures";

// What the specs set up before they start: pieces, repair requests and customers who have
// chosen their own password, all through the real API or the real sign-in.

/** The first product type that is not Custom (Custom pieces are described in words). */
export async function regularType(adminApi: APIRequestContext): Promise<ProductType> {
  const type = (await productTypes(adminApi)).find((candidate) => candidate.name !== "Custom");
  if (!type) throw new Error("No regular product type");
  return type;
}

/**
 * A piece for each serial number, all of one type (the first regular one unless named),
 * owned by the customer; answers the type.
 */
export async function createPieces(
  adminApi: APIRequestContext,
  customerid: string,
  serials: string[],
  type?: ProductType,
): Promise<ProductType> {
  const chosen = type ?? (await regularType(adminApi));
  for (const serialno of serials) {
    await createProduct(adminApi, { serialno, producttypeid: chosen.producttypeid, customerid });
  }
  return chosen;
}

/**
 * A piece of the first product type, whatever it is, owned by the customer; its serial number
 * is `prefix` made unique, in capitals.
 */
export async function createFirstTypePiece(
  adminApi: APIRequestContext,
  customerid: string,
  prefix: string,
): Promise<{ serialno: string; type: ProductType }> {
  const [type] = await productTypes(adminApi);
  const serialno = unique(prefix).toUpperCase();
  await createProduct(adminApi, { serialno, producttypeid: type!.producttypeid, customerid });
  return { serialno, type: type! };
}

export type NewRepair = {
  customeridnumber: string;
  current_location: string;
  status?: string;
  repairlines: { serialno: string; problemdescription: string; state?: string }[];
};

/** A repair request raised through the API by whoever `api` is signed in as; its id. */
export async function raiseRepair(api: APIRequestContext, data: NewRepair): Promise<number> {
  const { repairid } = await ok<{ repairid: number }>(
    await api.post(`${API}/repairs/create`, { data }),
  );
  return repairid;
}

/** A repair line as the admin list reads it. */
export type AdminRepairLine = {
  repairlineid: number;
  serialNumber: string;
  state: string;
  problemDescription: string;
  version: number;
  workshopLog: unknown[];
  /** Who pays (decision 094): in the admin's answers. */
  coverage?: string;
  goodwillReason?: string | null;
};

/** A request as the admin list reads it (GET /repairs/get-admin-repairs), found by its id. */
export async function adminRepairRequest(api: APIRequestContext, repairId: number) {
  const { repairRequests } = await ok<{
    repairRequests: {
      id: number;
      currentLocation: string;
      trackingUrl?: string;
      products: AdminRepairLine[];
    }[];
  }>(await api.get(`${API}/repairs/get-admin-repairs?q=${repairId}`));
  return repairRequests.find((request) => request.id === repairId);
}

/**
 * Saves one line of a request through the API as the update dialog does: the line as it was
 * read (its id, and its version where the read gave one) with `changes`.
 */
export async function updateLine(
  api: APIRequestContext,
  repairId: number,
  currentLocation: string,
  line: { repairlineid: number; version?: number },
  changes: { state: string; problemDescription: string; workshopLog?: string },
) {
  const saved = { repairlineid: line.repairlineid, ...changes, version: line.version };
  await ok(
    await api.put(`${API}/repairs/update-repair/${repairId}`, {
      data: { currentLocation, repair_lines: [saved] },
    }),
  );
}

/** On the request form: picks the piece (by its serial number) in block `block`; answers it. */
export async function chooseProduct(page: Page, block: number, serialno: string) {
  const group = page.getByRole("group", { name: `Product ${block}` });
  await group.getByRole("combobox", { name: "Product", exact: true }).click();
  await page.getByRole("option", { name: new RegExp(serialno) }).click();
  return group;
}

/** On the request form: types the problem of the piece in block `block`. */
export const describeProblem = (page: Page, block: number, problem: string) =>
  page
    .getByRole("group", { name: `Product ${block}` })
    .getByLabel("Problem Description")
    .fill(problem);

/**
 * Opens Create Repair Request and fills in the location and the first product block: the
 * piece (by its serial number) and its problem. Answers the block.
 */
export async function fillFirstRequestLine(
  page: Page,
  location: string,
  serialno: string,
  problem: string,
) {
  await page.goto("/create-repair-request");
  await expect(page.getByRole("heading", { name: "Create Repair Request" })).toBeVisible();
  await page.getByLabel("Current Location Of Product").fill(location);
  const block = await chooseProduct(page, 1, serialno);
  await block.getByLabel("Problem Description").fill(problem);
  return block;
}

type Account = { email: string; idnumber: string };

/** The customer sets their own password in place of the first one (their ID number). */
export async function choosePassword(baseURL: string, customer: Account, password: string) {
  const api = await signedInApi(baseURL, customer.email, customer.idnumber);
  await ok(
    await api.put(`${API}/users/reset-password/${customer.idnumber}`, {
      data: { password, passwordflag: 1 },
    }),
  );
  await api.dispose();
}

/** The admin signed in: the login page has moved on to the admin's home, Manage Customers. */
export async function signInAsAdmin(page: Page) {
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/customers$/);
}

/** First sign-in: the ID number is the password; the first-time dialog sets a new one. */
export async function signInFirstTime(page: Page, customer: Account, password: string) {
  await signIn(page, customer.email, customer.idnumber);
  const dialog = page.getByRole("dialog", { name: "Set a new password" });
  await dialog.getByLabel(/^new password$/i).fill(password);
  await dialog.getByLabel(/confirm/i).fill(password);
  await dialog.getByRole("button", { name: "Save new password" }).click();
  await expect(dialog).toBeHidden();
}
