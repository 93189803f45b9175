import { CUSTOM_PRODUCT_TYPE } from "@lo/domain";
import { asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products, repairLines, repairRequests } from "../src/db/schema";
import { createCustomer, createProduct, holdProductLock, signInAs } from "./factories";
import {
  customerWithPieces,
  NOT_FOUND,
  pendingPasswordSession,
  setUpRepairSuite,
  stateChangesOf,
  admin,
  api,
  t,
} from "./repairs-support";

setUpRepairSuite();

/** A signed-in customer with `n` products. */
async function customerWithProducts(n: number) {
  const { customer, serials } = await customerWithPieces(n);
  return { ...customer, serials };
}

const payload = (customeridnumber: string, serials: string[], extra: object = {}) => ({
  customeridnumber,
  current_location: "Cape Town, at home",
  status: "Pending",
  repairlines: serials.map((serialno) => ({
    serialno,
    problemdescription: "The stitching has come loose",
    state: "pending",
  })),
  ...extra,
});

async function requestsOf(customerIdnumber: string) {
  return t.db
    .select()
    .from(repairRequests)
    .where(eq(repairRequests.customerIdnumber, customerIdnumber));
}

async function linesOf(serials: string[]) {
  return t.db.select().from(repairLines).where(inArray(repairLines.serialno, serials));
}

describe("POST /repairs/create", () => {
  it("creates a Pending request with every line pending and records who and when", async () => {
    const customer = await customerWithProducts(2);
    const response = await api.raise(
      payload(customer.user.idnumber, customer.serials),
      customer.cookie,
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      repairid: expect.any(Number),
      message: "Repair request created successfully",
    });

    const [stored] = await requestsOf(customer.user.idnumber);
    expect(stored).toMatchObject({
      id: body.repairid,
      status: "Pending",
      currentLocation: "Cape Town, at home",
      createdByIdnumber: customer.user.idnumber,
    });
    const lines = await linesOf(customer.serials);
    expect(lines.map((line) => line.state)).toEqual(["pending", "pending"]);
    const changes = await stateChangesOf(lines);
    expect(changes).toHaveLength(2);
    expect(changes[0]).toMatchObject({
      fromState: null,
      toState: "pending",
      changedByIdnumber: customer.user.idnumber,
    });
  });

  it("trims the location and the problem descriptions, and accepts no status or state", async () => {
    const customer = await customerWithProducts(1);
    const response = await api.raise(
      {
        customeridnumber: customer.user.idnumber,
        current_location: "  Durban  ",
        repairlines: [{ serialno: customer.serials[0], problemdescription: "  Torn strap " }],
      },
      customer.cookie,
    );
    expect(response.statusCode).toBe(201);
    const [stored] = await requestsOf(customer.user.idnumber);
    expect(stored?.currentLocation).toBe("Durban");
    const [line] = await linesOf(customer.serials);
    expect(line?.problemDescription).toBe("Torn strap");
  });

  it("lets an admin raise a request for any customer, recording the admin as creator", async () => {
    const customer = await createCustomer(t.db);
    const product = await createProduct(t.db, {
      customerIdnumber: customer.user.idnumber,
      typeName: CUSTOM_PRODUCT_TYPE,
    });
    const response = await api.raise(
      payload(customer.user.idnumber, [product.serialno]),
      admin.cookie,
    );
    expect(response.statusCode).toBe(201);
    const [stored] = await requestsOf(customer.user.idnumber);
    expect(stored?.createdByIdnumber).toBe(admin.user.idnumber);
  });

  describe("who may call it", () => {
    it("answers a visitor 401 before looking at the payload", async () => {
      const customer = await customerWithProducts(1);
      const response = await api.raise({
        customeridnumber: customer.user.idnumber,
      });
      expect(response.statusCode).toBe(401);
    });

    it("answers a customer naming someone else 404, and stores nothing", async () => {
      const owner = await customerWithProducts(1);
      const other = await signInAs(t.app, t.db, "customer");
      const response = await api.raise(payload(owner.user.idnumber, owner.serials), other.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
      expect(await requestsOf(owner.user.idnumber)).toEqual([]);
    });

    it("refuses a session whose password change is pending", async () => {
      const pending = await pendingPasswordSession(t);
      const product = await createProduct(t.db, { customerIdnumber: pending.user.idnumber });
      const response = await api.raise(
        payload(pending.user.idnumber, [product.serialno]),
        pending.cookie,
      );
      expect(response.statusCode).toBe(403);
      expect(await requestsOf(pending.user.idnumber)).toEqual([]);
    });

    it("answers an admin 404 for an unknown customer or one that is not a customer", async () => {
      for (const id of ["0000000000000", admin.user.idnumber]) {
        const response = await api.raise(payload(id, ["SN-NOPE"]), admin.cookie);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe("Customer not found.");
      }
    });
  });

  describe("refuses with 400 and stores nothing", () => {
    const cases: [string, (serials: string[]) => object, string, string][] = [
      [
        "a blank location",
        (serials) => ({ current_location: "   ", repairlines: lines(serials) }),
        "current_location",
        "Please enter a location.",
      ],
      [
        "no lines",
        () => ({ repairlines: [] }),
        "repairlines",
        "Please select at least one product.",
      ],
      [
        "a blank problem description",
        (serials) => ({
          repairlines: [
            ...lines(serials.slice(0, 1)),
            { serialno: serials[1], problemdescription: "  " },
          ],
        }),
        "repairlines.1.problemdescription",
        "All problem descriptions are required.",
      ],
      [
        "the same product twice",
        (serials) => ({ repairlines: lines([serials[0] ?? "", serials[0] ?? ""]) }),
        "repairlines.1.serialno",
        "Each product can only be added once.",
      ],
      [
        "a status other than Pending",
        (serials) => ({ status: "Done", repairlines: lines(serials) }),
        "status",
        "A new repair request always starts as Pending.",
      ],
      [
        "a line state other than pending",
        (serials) => ({
          repairlines: [
            ...lines(serials.slice(0, 1)),
            { ...lines(serials.slice(1))[0], state: "in-progress" },
          ],
        }),
        "repairlines.1.state",
        "A new repair line always starts as pending.",
      ],
      [
        "an unknown state",
        (serials) => ({
          repairlines: [{ ...lines(serials.slice(0, 1))[0], state: "lost" }],
        }),
        "repairlines.0.state",
        "Unknown repair state: lost",
      ],
    ];
    function lines(serials: string[]) {
      return serials.map((serialno) => ({
        serialno,
        problemdescription: "Scuffed",
        state: "pending",
      }));
    }

    it.each(cases)("%s", async (_name, change, path, message) => {
      const customer = await customerWithProducts(2);
      const response = await api.raise(
        { ...payload(customer.user.idnumber, customer.serials), ...change(customer.serials) },
        customer.cookie,
      );
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.message).toBe(message);
      expect(body.error).toBe(message);
      expect(body.issues).toContainEqual({ path, message });
      expect(await requestsOf(customer.user.idnumber)).toEqual([]);
    });

    it("a product of another customer, or one that does not exist", async () => {
      const customer = await customerWithProducts(1);
      const stranger = await customerWithProducts(1);
      const foreign = stranger.serials[0] ?? "";
      const response = await api.raise(
        payload(customer.user.idnumber, [...customer.serials, foreign, "NO-SUCH-SERIAL"]),
        customer.cookie,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: `Product ${foreign} is not one of this customer's products.`,
        message: `Product ${foreign} is not one of this customer's products.`,
        issues: [
          {
            path: "repairlines.1.serialno",
            message: `Product ${foreign} is not one of this customer's products.`,
          },
          {
            path: "repairlines.2.serialno",
            message: "Product NO-SUCH-SERIAL is not one of this customer's products.",
          },
        ],
      });
      expect(await requestsOf(customer.user.idnumber)).toEqual([]);
      expect(await linesOf(customer.serials)).toEqual([]);
    });

    it("an admin asking for a product the chosen customer does not own", async () => {
      const customer = await customerWithProducts(1);
      const stranger = await customerWithProducts(1);
      const response = await api.raise(
        payload(customer.user.idnumber, stranger.serials),
        admin.cookie,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/is not one of this customer's products\.$/);
    });

    it("a product already in an open repair: the other lines are not stored either", async () => {
      const customer = await customerWithProducts(3);
      const [a, b, c] = customer.serials as [string, string, string];
      const first = await api.createRepair(customer.cookie, customer.user.idnumber, [b]);
      const response = await api.raise(payload(customer.user.idnumber, [a, b, c]), customer.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([
        {
          path: "repairlines.1.serialno",
          message: `Product ${b} is already in an open repair request.`,
        },
      ]);
      const stored = await requestsOf(customer.user.idnumber);
      expect(stored.map((r) => r.id)).toEqual([first]);
      expect((await linesOf([a, b, c])).map((line) => line.serialno)).toEqual([b]);
    });
  });

  it("two requests racing for the same product: exactly one wins, the other leaves nothing", async () => {
    const customer = await customerWithProducts(3);
    const [shared, x, y] = customer.serials as [string, string, string];
    const [one, two] = await Promise.all([
      api.raise(payload(customer.user.idnumber, [x, shared]), customer.cookie),
      api.raise(payload(customer.user.idnumber, [y, shared]), customer.cookie),
    ]);
    const statuses = [one.statusCode, two.statusCode].sort();
    expect(statuses).toEqual([201, 400]);
    const loser = one.statusCode === 400 ? one : two;
    expect(loser.json().message).toBe(`Product ${shared} is already in an open repair request.`);
    // All or nothing: one request, with its two lines, and no line of the refused one.
    const stored = await requestsOf(customer.user.idnumber);
    expect(stored).toHaveLength(1);
    const lines = await t.db
      .select({ serialno: repairLines.serialno })
      .from(repairLines)
      .where(eq(repairLines.repairRequestId, stored[0]?.id ?? 0))
      .orderBy(asc(repairLines.id));
    expect(lines).toHaveLength(2);
    expect(await linesOf([x, y])).toHaveLength(1);
  });

  it("waits for an owner change of a product being raised, then refuses it as not owned", async () => {
    const customer = await customerWithProducts(1);
    const [serialno] = customer.serials as [string];
    const newOwner = (await createCustomer(t.db)).user;
    // What PUT /products/:id does: lock the product for update, change its owner, commit.
    const changing = await holdProductLock(t.db, serialno, "update", (tx) =>
      tx
        .update(products)
        .set({ customerIdnumber: newOwner.idnumber })
        .where(eq(products.serialno, serialno)),
    );
    const creating = api.raise(payload(customer.user.idnumber, [serialno]), customer.cookie);
    // Give the request time to read the product before the owner change commits.
    await new Promise((resolve) => setTimeout(resolve, 300));
    changing.release();
    await changing.done;
    const response = await creating;
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(
      `Product ${serialno} is not one of this customer's products.`,
    );
    expect(await requestsOf(customer.user.idnumber)).toEqual([]);
    expect(await linesOf([serialno])).toEqual([]);
  });
});

describe("GET /repairs/get-customer-repairs/{id}", () => {
  it("answers a visitor 401, another customer 404, a flag-0 session 403", async () => {
    const owner = await customerWithProducts(1);
    await api.createRepair(owner.cookie, owner.user.idnumber, owner.serials);
    const url = `/repairs/get-customer-repairs/${owner.user.idnumber}`;
    expect((await api.get(url)).statusCode).toBe(401);
    const other = await signInAs(t.app, t.db, "customer");
    const foreign = await api.get(url, other.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(NOT_FOUND);
    const pending = await pendingPasswordSession(t);
    expect((await api.get(url, pending.cookie)).statusCode).toBe(403);
  });

  it("lists the customer's requests newest first, each line with its full dated log", async () => {
    const owner = await signInAs(t.app, t.db, "customer", { name: "Sipho", surname: "Mokoena" });
    const belt = await createProduct(t.db, { customerIdnumber: owner.user.idnumber });
    const custom = await createProduct(t.db, {
      customerIdnumber: owner.user.idnumber,
      typeName: CUSTOM_PRODUCT_TYPE,
      customColour: "Sage",
      customSize: "Tiny",
    });
    const older = await api.createRepair(
      owner.cookie,
      owner.user.idnumber,
      [belt.serialno],
      "Joburg",
    );
    await t.db
      .update(repairRequests)
      .set({
        createdAt: new Date("2025-03-01T09:00:00Z"),
        updatedAt: new Date("2025-03-02T09:00:00Z"),
      })
      .where(eq(repairRequests.id, older));
    const newer = await api.createRepair(owner.cookie, owner.user.idnumber, [custom.serialno]);
    // Someone else's request is not listed.
    const other = await customerWithProducts(1);
    await api.createRepair(other.cookie, other.user.idnumber, other.serials);

    // Two notes on the belt line, by the admin.
    const [olderRecord] = (
      await api.get(`/repairs/get-customer-repairs/${owner.user.idnumber}`, owner.cookie)
    )
      .json()
      .filter((r: { id: number }) => r.id === older);
    const lineId = olderRecord.products[0].repairlineid;
    for (const note of ["Received at the workshop", "  Re-stitched the buckle end  "]) {
      const response = await api.put(
        `/repairs/update-repair/${older}`,
        {
          currentLocation: "Joburg",
          repair_lines: [
            {
              repairlineid: lineId,
              state: "in-progress",
              problemDescription: olderRecord.products[0].problemDescription,
              workshopLog: note,
            },
          ],
        },
        admin.cookie,
      );
      expect(response.statusCode).toBe(200);
    }

    const response = await api.get(
      `/repairs/get-customer-repairs/${owner.user.idnumber}`,
      owner.cookie,
    );
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((r: { id: number }) => r.id)).toEqual([newer, older]);
    const [first, second] = list;
    expect(first).toEqual({
      id: newer,
      clientName: "Sipho Mokoena",
      clientEmail: owner.user.email,
      customeridnumber: owner.user.idnumber,
      currentLocation: "At home in Cape Town",
      creationDate: expect.stringMatching(/Z$/),
      lastUpdateDate: first.creationDate,
      status: "Pending",
      version: 1,
      products: [
        {
          repairlineid: expect.any(Number),
          serialNumber: custom.serialno,
          productType: CUSTOM_PRODUCT_TYPE,
          size: "Tiny",
          color: "Sage",
          problemDescription: `Problem 1 with ${custom.serialno}`,
          state: "pending",
          workshopLog: [],
          version: 1,
          stateHistory: [{ state: "pending", changedAt: first.creationDate }],
          coverage: "warranty",
          coverageText: "Covered by your lifetime warranty",
        },
      ],
      trackingUrl: expect.stringMatching(/^https:\/\/shop\.lifetime-outfitter\.test\/track\//),
    });
    expect(second.status).toBe("In Progress");
    // The state history: the first state, then the one change (the second note kept it).
    expect(
      second.products[0].stateHistory.map((change: { state: string }) => change.state),
    ).toEqual(["pending", "in-progress"]);
    expect(second.creationDate).toBe("2025-03-01T09:00:00.000Z");
    expect(Date.parse(second.lastUpdateDate)).toBeGreaterThan(Date.parse("2025-03-02T09:00:00Z"));
    const log = second.products[0].workshopLog;
    expect(log).toEqual([
      {
        message: "Received at the workshop",
        timestamp: expect.stringMatching(/Z$/),
        author: `${admin.user.name} ${admin.user.surname}`,
      },
      {
        message: "Re-stitched the buckle end",
        timestamp: expect.stringMatching(/Z$/),
        author: `${admin.user.name} ${admin.user.surname}`,
      },
    ]);
    expect(Date.parse(log[1].timestamp)).toBeGreaterThanOrEqual(Date.parse(log[0].timestamp));
  });

  it("answers an empty list for a customer without requests and pages on request", async () => {
    const owner = await customerWithProducts(3);
    const url = `/repairs/get-customer-repairs/${owner.user.idnumber}`;
    expect((await api.get(url, owner.cookie)).json()).toEqual([]);
    const ids = [];
    for (const serial of owner.serials) {
      ids.push(await api.createRepair(owner.cookie, owner.user.idnumber, [serial]));
    }
    const page = (await api.get(`${url}?limit=1&offset=1`, owner.cookie)).json();
    expect(page.map((r: { id: number }) => r.id)).toEqual([ids[1]]);
    expect((await api.get(url, admin.cookie)).json()).toHaveLength(3);
  });
});
