import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repairLines, repairRequests } from "../src/db/schema";
import { createCustomer, createProduct, signInAs } from "./factories";
import { createTestApp, type TestApp } from "./helpers";

// The statistics count every customer in the shop, so this file has a database of its own
// and its one test builds the whole shop it counts.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const statistics = (cookie: string) =>
  t.app.inject({
    method: "GET",
    url: "/lifetime-outfitter/users/customer-statistics",
    headers: { cookie },
  });

async function repair(customerIdnumber: string, serialno: string, state: "pending" | "completed") {
  const [request] = await t.db
    .insert(repairRequests)
    .values({ customerIdnumber, currentLocation: "Workshop" })
    .returning();
  if (!request) throw new Error("no repair request");
  await t.db.insert(repairLines).values({
    repairRequestId: request.id,
    serialno,
    problemDescription: "Buckle loose",
    state,
  });
}

describe("GET /users/customer-statistics", () => {
  it("counts customers, citizenship, products per customer, the latest join and open repairs", async () => {
    const admin = await signInAs(t.app, t.db, "admin");

    const empty = await statistics(admin.cookie);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      totalCustomers: 0,
      southAfricanCustomers: 0,
      internationalCustomers: 0,
      averageOrders: 0,
      latestJoinDate: null,
      customersWithOpenRepairs: 0,
    });

    const open = await createCustomer(t.db, { createdAt: new Date("2024-01-01T00:00:00Z") });
    const done = await createCustomer(t.db, { createdAt: new Date("2025-06-30T12:34:56Z") });
    const abroad = await createCustomer(t.db, {
      isSouthAfrican: false,
      country: "Lesotho",
      createdAt: new Date("2025-02-01T00:00:00Z"),
    });
    const openProduct = await createProduct(t.db, { customerIdnumber: open.user.idnumber });
    await createProduct(t.db, { customerIdnumber: open.user.idnumber });
    await createProduct(t.db, { customerIdnumber: open.user.idnumber });
    const doneProduct = await createProduct(t.db, { customerIdnumber: done.user.idnumber });
    await createProduct(t.db, { customerIdnumber: done.user.idnumber });
    for (let index = 0; index < 2; index += 1) {
      await createProduct(t.db, { customerIdnumber: abroad.user.idnumber });
    }
    // 8 products over 3 customers: 2.67 rounds to 3.
    await repair(open.user.idnumber, openProduct.serialno, "pending");
    // A second request of the same customer still counts them once.
    const second = await createProduct(t.db, { customerIdnumber: open.user.idnumber });
    await repair(open.user.idnumber, second.serialno, "pending");
    await repair(done.user.idnumber, doneProduct.serialno, "completed");

    expect((await statistics(admin.cookie)).json()).toEqual({
      totalCustomers: 3,
      southAfricanCustomers: 2,
      internationalCustomers: 1,
      averageOrders: 3,
      latestJoinDate: "2025-06-30T12:34:56.000Z",
      customersWithOpenRepairs: 1,
    });
  });
});
