import type { RepairLineRecord, RepairRequestRecord } from "@lo/domain";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { repairLines, repairLineStateChanges } from "../src/db/schema";
import { signIn, signInAs, createCustomer, createProduct, type CreatedUser } from "./factories";
import { createTestApp, JSON_HEADERS, type TestApp } from "./helpers";

/** Small HTTP helpers shared by the repair and customer-product tests. */
export function repairApi(t: TestApp) {
  const inject = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    cookie?: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/lifetime-outfitter${url}`,
      headers: { ...(payload === undefined ? {} : JSON_HEADERS), ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string, cookie?: string) => inject("GET", url, cookie),
    post: (url: string, payload: unknown, cookie?: string) => inject("POST", url, cookie, payload),
    put: (url: string, payload: unknown, cookie?: string) => inject("PUT", url, cookie, payload),
    delete: (url: string, cookie?: string) => inject("DELETE", url, cookie),
    /** POST /repairs/create with `payload`, as whoever `cookie` signs in. */
    raise: (payload: unknown, cookie?: string) =>
      inject("POST", "/repairs/create", cookie, payload),

    /** Raises a request through the API and returns its id. */
    async createRepair(
      cookie: string,
      customeridnumber: string,
      serials: string[],
      location = "At home in Cape Town",
    ): Promise<number> {
      const response = await inject("POST", "/repairs/create", cookie, {
        customeridnumber,
        current_location: location,
        status: "Pending",
        repairlines: serials.map((serialno, index) => ({
          serialno,
          problemdescription: `Problem ${index + 1} with ${serialno}`,
          state: "pending",
        })),
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().repairid as number;
    },
  };
}

/** A customer whose password change is still pending, signed in. */
export async function pendingPasswordSession(
  t: TestApp,
): Promise<CreatedUser & { cookie: string }> {
  const created = await createCustomer(t.db, { passwordFlag: 0 });
  return { ...created, cookie: await signIn(t.app, created.user.email, created.password) };
}

export const NOT_FOUND = {
  error: "The requested resource was not found.",
  message: "The requested resource was not found.",
};

export type RepairApi = ReturnType<typeof repairApi>;
export type SignedInUser = CreatedUser & { cookie: string };

// The suite's app, API helpers and signed-in admin, set in beforeAll by setUpRepairSuite():
// test files import these live bindings and read them inside their tests.
export let t: TestApp;
export let api: RepairApi;
export let admin: SignedInUser;

/** One app per test file, its repair API helpers and a signed-in admin; closed after the file. */
export function setUpRepairSuite(): void {
  beforeAll(async () => {
    t = await createTestApp();
    api = repairApi(t);
    admin = await signInAs(t.app, t.db, "admin");
  });
  afterAll(() => t.close());
}

/** A signed-in customer with `n` pieces of their own, and their serial numbers. */
export async function customerWithPieces(n: number) {
  const customer = await signInAs(t.app, t.db, "customer");
  const serials: string[] = [];
  for (let i = 0; i < n; i += 1) {
    serials.push(
      (await createProduct(t.db, { customerIdnumber: customer.user.idnumber })).serialno,
    );
  }
  return { customer, serials };
}

/** A customer's request as the admin reads it in the customer's list. */
export async function readRepair(customerIdnumber: string, id: number) {
  const list = (
    await api.get(`/repairs/get-customer-repairs/${customerIdnumber}`, admin.cookie)
  ).json() as RepairRequestRecord[];
  const record = list.find((r) => r.id === id);
  if (!record) throw new Error(`repair ${id} not found`);
  return record;
}

/** A customer's request of `n` lines raised through the API: the customer, its id, serials. */
export async function customerRequest(n: number, location?: string) {
  const { customer, serials } = await customerWithPieces(n);
  const id = await api.createRepair(customer.cookie, customer.user.idnumber, serials, location);
  return { customer, id, serials };
}

/** A customer's request of `n` lines raised through the API, with its lines as stored. */
export async function customerRequestWithLines(n: number) {
  const made = await customerRequest(n);
  const lines = await t.db
    .select()
    .from(repairLines)
    .where(eq(repairLines.repairRequestId, made.id))
    .orderBy(repairLines.id);
  return { ...made, lines };
}

/** The stored state changes of these lines. */
export function stateChangesOf(lines: { id: number }[]) {
  return t.db
    .select()
    .from(repairLineStateChanges)
    .where(
      inArray(
        repairLineStateChanges.repairLineId,
        lines.map((line) => line.id),
      ),
    );
}

/** The admin's update of one line of a request as read: its state and/or a note. */
export function updateLine(
  record: RepairRequestRecord,
  line: RepairLineRecord,
  change: { state?: string; workshopLog?: string; workshopLogInternal?: boolean } & Partial<
    Pick<
      RepairLineRecord,
      "version" | "coverage" | "goodwillReason" | "causeComponent" | "causeReason"
    >
  > = {},
  cookie = admin.cookie,
) {
  return api.put(
    `/repairs/update-repair/${record.id}`,
    {
      currentLocation: record.currentLocation,
      repair_lines: [
        {
          repairlineid: line.repairlineid,
          state: line.state,
          problemDescription: line.problemDescription,
          ...change,
        },
      ],
    },
    cookie,
  );
}

/** Line `index` of a customer's request updated by the admin through the API (answering 200). */
export async function changeLine(
  customerIdnumber: string,
  id: number,
  index: number,
  change: { state?: string; workshopLog?: string },
) {
  const record = await readRepair(customerIdnumber, id);
  const line = record.products[index];
  if (!line) throw new Error(`no line ${index}`);
  const response = await updateLine(record, line, change);
  expect(response.statusCode, response.body).toBe(200);
}
