import { CUSTOM_PRODUCT_TYPE, type ProductRecord } from "@lo/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import type { Db, Tx } from "../src/db/client";
import { colours, productTypes, repairLines, repairRequests, sizes } from "../src/db/schema";
import { createCustomer, signInAs, uniqueSerial } from "./factories";
import { createTestApp, JSON_HEADERS, type TestApp } from "./helpers";

/** The reference rows the admin product tests use, by id. */
export interface ReferenceIds {
  belt: number;
  wallet: number;
  custom: number;
  darkBrown: number;
  tan: number;
  black: number;
  size28: number;
  size46: number;
  small: number;
  standard: number;
}

// Set in beforeAll by setUpProductsAdmin(): test files import these live bindings and read
// them inside their tests.
export let t: TestApp;
export let adminCookie: string;
export let ids: ReferenceIds;

async function idOf(
  t: TestApp,
  table: typeof productTypes | typeof colours | typeof sizes,
  name: string,
) {
  const [row] = await t.db.select({ id: table.id }).from(table).where(eq(table.name, name));
  if (!row) throw new Error(`no ${name}`);
  return row.id;
}

/** One app per test file with a signed-in admin and the reference ids; closed after the file. */
export function setUpProductsAdmin(): void {
  beforeAll(async () => {
    t = await createTestApp();
    adminCookie = (await signInAs(t.app, t.db, "admin")).cookie;
    ids = {
      belt: await idOf(t, productTypes, "Classic Belt"),
      wallet: await idOf(t, productTypes, "Bifold Wallet"),
      custom: await idOf(t, productTypes, CUSTOM_PRODUCT_TYPE),
      darkBrown: await idOf(t, colours, "Dark Brown"),
      tan: await idOf(t, colours, "Tan"),
      black: await idOf(t, colours, "Black"),
      size28: await idOf(t, sizes, "28"),
      size46: await idOf(t, sizes, "46"),
      small: await idOf(t, sizes, "Small"),
      standard: await idOf(t, sizes, "Standard"),
    };
  });
  afterAll(() => t.close());
}

export const API = "/lifetime-outfitter";

export function request(
  method: "GET" | "POST" | "PUT",
  url: string,
  options: { cookie?: string | undefined; payload?: unknown } = {},
) {
  const cookie = options.cookie === undefined ? adminCookie : options.cookie;
  return t.app.inject({
    method,
    url: `${API}${url}`,
    headers: { ...(cookie ? { cookie } : {}), ...(method === "GET" ? {} : JSON_HEADERS) },
    ...(options.payload === undefined ? {} : { payload: JSON.stringify(options.payload) }),
  });
}

export async function list(query: Record<string, string | number> = {}, cookie?: string) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await request("GET", `/products/?${search.toString()}`, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: ProductRecord[]; total: number };
}

export async function owner(overrides: { name?: string; surname?: string } = {}) {
  return (await createCustomer(t.db, overrides)).user;
}

export function beltPayload(customerid: string, serialno = uniqueSerial("BELT")) {
  return {
    serialno,
    producttypeid: ids.belt,
    colourid: ids.darkBrown,
    sizeid: ids.size28,
    customerid,
    customcolour: null,
  };
}

export function customPayload(customerid: string, serialno = uniqueSerial("CUSTOM")) {
  return {
    serialno,
    producttypeid: ids.custom,
    colourid: null,
    sizeid: null,
    customerid,
    customcolour: "Forest Green",
    customsize: "Made to measure",
    description: "A rifle sling with brass fittings",
  };
}

/** A repair request for these products, raised at `createdAt`, its lines in `state`. */
export async function repair(
  db: Db | Tx,
  customerIdnumber: string,
  serials: string[],
  createdAt: Date,
  state: "pending" | "completed" = "completed",
) {
  const [created] = await db
    .insert(repairRequests)
    .values({ customerIdnumber, currentLocation: "Workshop", createdAt, updatedAt: createdAt })
    .returning({ id: repairRequests.id });
  if (!created) throw new Error("no repair request");
  await db.insert(repairLines).values(
    serials.map((serialno) => ({
      repairRequestId: created.id,
      serialno,
      problemDescription: "Stitching",
      state,
      createdAt,
    })),
  );
}
