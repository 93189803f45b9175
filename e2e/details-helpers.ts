import type { APIRequestContext, Page } from "@playwright/test";
import { createCustomer, expect, productTypes, unique } from "./fixtures";
import {
  adminRepairRequest,
  createPieces,
  raiseRepair,
  signInFirstTime,
  updateLine,
} from "./setup";

const NEW_PASSWORD = "Saddle&Stitch2025";

export type PortalCustomer = {
  idnumber: string;
  email: string;
  serials: string[];
  /** The product type of every piece. */
  typeName: string;
};

/** A customer owning `count` pieces of one regular type (a Card Holder when there is one). */
export async function customerWithPieces(
  adminApi: APIRequestContext,
  count: number,
): Promise<PortalCustomer> {
  const { idnumber, email } = await createCustomer(adminApi, {
    email: `${unique("details-")}@example.com`,
  });
  const types = (await productTypes(adminApi)).filter((type) => type.name !== "Custom");
  const type = types.find((t) => /card holder/i.test(t.name)) ?? types[0]!;
  const serials = Array.from(
    { length: count },
    (_, index) => `LO-2026-${unique().toUpperCase().slice(-6)}${index}`,
  );
  await createPieces(adminApi, idnumber, serials, type);
  return { idnumber, email, serials, typeName: type.name };
}

/** First sign-in: the ID number is the password; the first-time dialog sets a new one. */
export async function signInAsCustomer(page: Page, customer: PortalCustomer) {
  await signInFirstTime(page, customer, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/my-products$/);
}

/** A request for the customer's pieces raised through the API; its id. */
export async function raiseRequest(
  adminApi: APIRequestContext,
  customer: PortalCustomer,
): Promise<number> {
  return raiseRepair(adminApi, {
    customeridnumber: customer.idnumber,
    current_location: "At the workshop",
    status: "Pending",
    repairlines: customer.serials.map((serialno) => ({
      serialno,
      problemdescription: "Stitching loose",
      state: "pending",
    })),
  });
}

/** Sets one line of a request to a state through the API, as another admin would. */
export async function setLineState(
  adminApi: APIRequestContext,
  repairId: number,
  serialno: string,
  state: string,
) {
  const request = (await adminRepairRequest(adminApi, repairId))!;
  const line = request.products.find((candidate) => candidate.serialNumber === serialno)!;
  await updateLine(adminApi, repairId, request.currentLocation, line, {
    state,
    problemDescription: "Stitching loose",
  });
}

/** The request's public tracking link, as a path on the shop under test. */
export async function trackingPath(adminApi: APIRequestContext, repairId: number) {
  const url = (await adminRepairRequest(adminApi, repairId))?.trackingUrl;
  expect(url, "the request has a tracking link").toBeTruthy();
  return new URL(url!).pathname;
}

/** How many lines of text an element takes (by its line boxes). */
export async function lineCount(page: Page, locator: ReturnType<Page["locator"]>) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
    return Math.round(element.getBoundingClientRect().height / lineHeight);
  });
}
