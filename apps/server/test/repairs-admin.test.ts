import { CUSTOM_PRODUCT_TYPE, REPAIR_STATES, type RepairRequestRecord } from "@lo/domain";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productTypes, repairRequests } from "../src/db/schema";
import { createProduct, signInAs, uniqueSerial } from "./factories";
import { ownTestApp } from "./helpers";
import {
  pendingPasswordSession,
  readRepair,
  repairApi,
  setUpRepairSuite,
  admin,
  api,
  t,
} from "./repairs-support";

setUpRepairSuite();

type ListBody = { repairRequests: RepairRequestRecord[]; total: number };

async function list(query = "", cookie = admin.cookie): Promise<ListBody> {
  const response = await api.get(`/repairs/get-admin-repairs${query ? `?${query}` : ""}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ListBody;
}

/** Moves every line of a request to one state through the API. */
async function setStates(id: number, customerIdnumber: string, states: string[]) {
  const record = await readRepair(customerIdnumber, id);
  const response = await api.put(
    `/repairs/update-repair/${id}`,
    {
      currentLocation: record.currentLocation,
      repair_lines: record.products.map((line, index) => ({
        repairlineid: line.repairlineid,
        problemDescription: line.problemDescription,
        state: states[index] ?? line.state,
      })),
    },
    admin.cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
}

/**
 * A little shop of its own: a unique token in every customer's surname, so `q=token`
 * selects exactly this test's requests whatever else the database holds.
 */
async function shop() {
  const token = uniqueSerial("Tok").toLowerCase();
  const make = async (name: string, productCount: number, typeName?: string) => {
    const customer = await signInAs(t.app, t.db, "customer", { name, surname: `Mx ${token}` });
    const serials: string[] = [];
    for (let i = 0; i < productCount; i += 1) {
      const product = await createProduct(t.db, {
        customerIdnumber: customer.user.idnumber,
        ...(typeName ? { typeName } : {}),
      });
      serials.push(product.serialno);
    }
    return { ...customer, serials };
  };
  const anna = await make("Anna", 2);
  const ben = await make("Ben", 1, CUSTOM_PRODUCT_TYPE);
  const cleo = await make("Cleo", 1);
  const a1 = await api.createRepair(anna.cookie, anna.user.idnumber, anna.serials, "Home");
  const b1 = await api.createRepair(ben.cookie, ben.user.idnumber, ben.serials, "Shop");
  const c1 = await api.createRepair(cleo.cookie, cleo.user.idnumber, cleo.serials, "Office");
  // Distinct, known creation times: a1 oldest, c1 newest.
  const day = (n: number) => new Date(Date.UTC(2025, 0, n, 12));
  for (const [id, n] of [
    [a1, 1],
    [b1, 2],
    [c1, 3],
  ] as const) {
    await t.db
      .update(repairRequests)
      .set({ createdAt: day(n) })
      .where(eq(repairRequests.id, id));
  }
  await setStates(a1, anna.user.idnumber, ["completed", "in-progress"]); // In Progress
  await setStates(b1, ben.user.idnumber, ["completed"]); // Done
  return { token, anna, ben, cleo, a1, b1, c1 };
}

const ids = (body: ListBody) => body.repairRequests.map((r) => r.id);

describe("GET /repairs/get-admin-repairs and /repairs/statistics: who may call them", () => {
  it.each(["/repairs/get-admin-repairs", "/repairs/statistics"])(
    "%s: visitor 401, customer 403, flag-0 403",
    async (url) => {
      expect((await api.get(url)).statusCode).toBe(401);
      const customer = await signInAs(t.app, t.db, "customer");
      const refused = await api.get(url, customer.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("You do not have access to this.");
      const pending = await pendingPasswordSession(t);
      expect((await api.get(url, pending.cookie)).statusCode).toBe(403);
    },
  );
});

describe("GET /repairs/get-admin-repairs", () => {
  it("answers every request with client, lines and logs when no parameter is given", async () => {
    const { anna, a1, b1, c1 } = await shop();
    const body = await list();
    expect(body.total).toBe(body.repairRequests.length);
    expect(ids(body)).toEqual(expect.arrayContaining([a1, b1, c1]));
    const record = body.repairRequests.find((r) => r.id === a1);
    expect(record).toMatchObject({
      clientName: `Anna ${anna.user.surname}`,
      clientEmail: anna.user.email,
      customeridnumber: anna.user.idnumber,
      currentLocation: "Home",
      status: "In Progress",
      creationDate: "2025-01-01T12:00:00.000Z",
    });
    expect(record?.products.map((line) => line.state)).toEqual(["completed", "in-progress"]);
  });

  it("searches client name, e-mail, serial number, product type and description, any case", async () => {
    const { token, anna, ben, cleo, a1, b1, c1 } = await shop();
    expect(ids(await list(`q=${token}`)).sort()).toEqual([a1, b1, c1].sort());
    expect(ids(await list(`q=${encodeURIComponent(`ANNA MX ${token}`)}`))).toEqual([a1]);
    expect(ids(await list(`q=${encodeURIComponent(ben.user.email.toUpperCase())}`))).toEqual([b1]);
    expect(ids(await list(`q=${cleo.serials[0]?.toLowerCase()}`))).toEqual([c1]);
    expect(ids(await list(`q=${anna.serials[1]}`))).toEqual([a1]);
    // Type: Anna's and Cleo's are of the default catalogue type, Ben's is Custom.
    const [defaultType] = await t.db
      .select({ name: productTypes.name })
      .from(productTypes)
      .where(eq(productTypes.isCustom, false))
      .orderBy(asc(productTypes.name))
      .limit(1);
    const byType = ids(
      await list(`q=${encodeURIComponent(defaultType?.name.toUpperCase() ?? "")}&limit=500`),
    );
    expect(byType).toEqual(expect.arrayContaining([a1, c1]));
    expect(byType).not.toContain(b1);
    // Description: "Problem 1 with <serial>" as the support helper writes it.
    expect(ids(await list(`q=${encodeURIComponent(`problem 1 with ${cleo.serials[0]}`)}`))).toEqual(
      [c1],
    );
    // The repair id itself (what a customer quotes, and how a highlight finds its request).
    expect(ids(await list(`q=${b1}&limit=500`))).toContain(b1);
    expect((await list(`q=${token}-nobody`)).total).toBe(0);
    // LIKE wildcards are plain characters.
    expect((await list(`q=${encodeURIComponent(`${token.slice(0, -1)}_`)}`)).total).toBe(0);
  });

  it("filters by the derived overall status, given as server name, key or label", async () => {
    const { token, a1, b1, c1 } = await shop();
    expect(ids(await list(`q=${token}&status=Done`))).toEqual([b1]);
    expect(ids(await list(`q=${token}&status=in-progress`))).toEqual([a1]);
    expect(ids(await list(`q=${token}&status=${encodeURIComponent("In Progress")}`))).toEqual([a1]);
    expect(ids(await list(`q=${token}&status=pending`))).toEqual([c1]);
    expect(ids(await list(`q=${token}&status=completed`))).toEqual([b1]);
    expect((await list(`q=${token}&status=all`)).total).toBe(3);
    expect((await list(`q=${token}&status=`)).total).toBe(3);
    expect((await list(`q=${token}&status=ready-for-collection`)).total).toBe(0);
  });

  it("sorts by every key both ways and pages with the total of all matches", async () => {
    const { token, a1, b1, c1 } = await shop();
    // Default: newest first.
    expect(ids(await list(`q=${token}`))).toEqual([c1, b1, a1]);
    expect(ids(await list(`q=${token}&sort=creationDate`))).toEqual([a1, b1, c1]);
    expect(ids(await list(`q=${token}&sort=creationDate&dir=desc`))).toEqual([c1, b1, a1]);
    expect(ids(await list(`q=${token}&sort=id`))).toEqual([a1, b1, c1]);
    expect(ids(await list(`q=${token}&sort=id&dir=desc`))).toEqual([c1, b1, a1]);
    expect(ids(await list(`q=${token}&sort=clientName`))).toEqual([a1, b1, c1]);
    expect(ids(await list(`q=${token}&sort=clientName&dir=desc`))).toEqual([c1, b1, a1]);
    // Workshop order: Pending (c1) < In Progress (a1) < Done (b1).
    expect(ids(await list(`q=${token}&sort=status`))).toEqual([c1, a1, b1]);
    expect(ids(await list(`q=${token}&sort=status&dir=desc`))).toEqual([b1, a1, c1]);
    // a1 and b1 were updated after c1 was created; b1 last.
    expect(ids(await list(`q=${token}&sort=lastUpdateDate&dir=desc`))[0]).toBe(b1);

    const page = await list(`q=${token}&sort=id&limit=2&offset=1`);
    expect(page.total).toBe(3);
    expect(ids(page)).toEqual([b1, c1]);
    expect(ids(await list(`q=${token}&sort=id&limit=2&offset=3`))).toEqual([]);
  });

  it.each(["sort=price", "dir=sideways", "limit=0", "limit=501", "offset=-2", "status=lost"])(
    "answers 400 for %s",
    async (query) => {
      const response = await api.get(`/repairs/get-admin-repairs?${query}`, admin.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    },
  );
});

describe("GET /repairs/statistics", () => {
  // A database of its own, so that every number is known.
  const ownApp = ownTestApp();

  it("counts requests by the bucket of their status, open ones and their average age", async () => {
    const own = ownApp();
    const ownApi = repairApi(own);
    const ownAdmin = await signInAs(own.app, own.db, "admin");
    const empty = await ownApi.get("/repairs/statistics", ownAdmin.cookie);
    expect(empty.json()).toEqual({
      totalRequests: 0,
      pending: 0,
      inProgress: 0,
      completed: 0,
      openRequests: 0,
      averageDaysOpen: 0,
      overdue: 0,
    });

    const customer = await signInAs(own.app, own.db, "customer");
    const serials: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      serials.push(
        (await createProduct(own.db, { customerIdnumber: customer.user.idnumber })).serialno,
      );
    }
    const created: number[] = [];
    for (const serial of serials) {
      created.push(await ownApi.createRepair(ownAdmin.cookie, customer.user.idnumber, [serial]));
    }
    // One request per line state: each state's server name becomes the request status.
    const daysAgo = [2, 4, 6, 8, 10, 100];
    const records = (
      await ownApi.get(`/repairs/get-customer-repairs/${customer.user.idnumber}`, ownAdmin.cookie)
    ).json() as RepairRequestRecord[];
    for (const [index, id] of created.entries()) {
      const record = records.find((r) => r.id === id);
      const line = record?.products[0];
      const response = await ownApi.put(
        `/repairs/update-repair/${id}`,
        {
          currentLocation: record?.currentLocation,
          repair_lines: [
            {
              repairlineid: line?.repairlineid,
              problemDescription: line?.problemDescription,
              state: REPAIR_STATES[index],
            },
          ],
        },
        ownAdmin.cookie,
      );
      expect(response.statusCode).toBe(200);
      await own.db
        .update(repairRequests)
        .set({ createdAt: new Date(Date.now() - (daysAgo[index] ?? 0) * 86_400_000) })
        .where(eq(repairRequests.id, id));
    }

    const stats = (await ownApi.get("/repairs/statistics", ownAdmin.cookie)).json();
    expect(stats).toEqual({
      totalRequests: 6,
      pending: 2,
      inProgress: 3,
      completed: 1,
      openRequests: 5,
      // (2 + 4 + 6 + 8 + 10) / 5; the completed one does not count.
      averageDaysOpen: 6,
      // Only the requests' dates were moved: every line entered its state just now.
      overdue: 0,
    });
  });
});
