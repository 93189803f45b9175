import { CUSTOM_PRODUCT_TYPE } from "@lo/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { repairRequests } from "../src/db/schema";
import { createCustomer, createProduct, signInAs, uniqueSerial } from "./factories";
import {
  NOT_FOUND,
  pendingPasswordSession,
  setUpRepairSuite,
  admin,
  api,
  t,
} from "./repairs-support";

setUpRepairSuite();

/** A piece of this customer's (a catalogue one unless `fields` say otherwise). */
const pieceOf = (
  owner: { user: { idnumber: string } },
  fields: Omit<Parameters<typeof createProduct>[1], "customerIdnumber"> = {},
) => createProduct(t.db, { customerIdnumber: owner.user.idnumber, ...fields });

const ROUTES = ["products-for-customer", "no-repair-products-for-customer"] as const;

/** Completes every line of a request through the admin API. */
async function completeRepair(id: number, customerIdnumber: string) {
  const requests = (
    await api.get(`/repairs/get-customer-repairs/${customerIdnumber}`, admin.cookie)
  ).json() as {
    id: number;
    currentLocation: string;
    products: { repairlineid: number; problemDescription: string }[];
  }[];
  const record = requests.find((request) => request.id === id);
  if (!record) throw new Error(`no repair ${id}`);
  const response = await api.put(
    `/repairs/update-repair/${id}`,
    {
      currentLocation: record.currentLocation,
      repair_lines: record.products.map((line) => ({
        repairlineid: line.repairlineid,
        problemDescription: line.problemDescription,
        state: "completed",
      })),
    },
    admin.cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
}

describe.each(ROUTES)("GET /products/%s/{id}: who may call it", (route) => {
  it("answers a visitor 401", async () => {
    const { user } = await createCustomer(t.db);
    const response = await api.get(`/products/${route}/${user.idnumber}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("Please sign in.");
  });

  it("answers another customer 404 with no hint, even for an id that exists", async () => {
    const owner = await createCustomer(t.db);
    await createProduct(t.db, { customerIdnumber: owner.user.idnumber });
    const other = await signInAs(t.app, t.db, "customer");
    const response = await api.get(`/products/${route}/${owner.user.idnumber}`, other.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
    const unknown = await api.get(`/products/${route}/0000000000000`, other.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(NOT_FOUND);
  });

  it("refuses a session whose password change is pending", async () => {
    const pending = await pendingPasswordSession(t);
    const response = await api.get(`/products/${route}/${pending.user.idnumber}`, pending.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Please set a new password first.");
  });

  it("lets the owner and an admin read it", async () => {
    const owner = await signInAs(t.app, t.db, "customer");
    const product = await createProduct(t.db, { customerIdnumber: owner.user.idnumber });
    for (const cookie of [owner.cookie, admin.cookie]) {
      const response = await api.get(`/products/${route}/${owner.user.idnumber}`, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.map((p: { serialno: string }) => p.serialno)).toEqual([
        product.serialno,
      ]);
    }
  });
});

describe("GET /products/products-for-customer/{id}", () => {
  it("lists only the customer's products with type, colour, size, name, repairs and last repair date", async () => {
    const owner = await signInAs(t.app, t.db, "customer", { name: "Lindiwe", surname: "Dube" });
    const other = await createCustomer(t.db);
    const belt = await pieceOf(owner, {
      serialno: uniqueSerial("A"),
    });
    const custom = await pieceOf(owner, {
      typeName: CUSTOM_PRODUCT_TYPE,
      serialno: uniqueSerial("B"),
      customColour: "Ox-blood",
      customSize: "Saddle-bag size",
    });
    await createProduct(t.db, { customerIdnumber: other.user.idnumber });

    // Two repairs of the belt: the first completed, the second open.
    const first = await api.createRepair(owner.cookie, owner.user.idnumber, [belt.serialno]);
    await t.db
      .update(repairRequests)
      .set({ createdAt: new Date("2025-01-10T08:30:00Z") })
      .where(eq(repairRequests.id, first));
    await completeRepair(first, owner.user.idnumber);
    const second = await api.createRepair(owner.cookie, owner.user.idnumber, [belt.serialno]);
    const [secondRow] = await t.db
      .select({ createdAt: repairRequests.createdAt })
      .from(repairRequests)
      .where(eq(repairRequests.id, second));

    const response = await api.get(
      `/products/products-for-customer/${owner.user.idnumber}`,
      owner.cookie,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(2);
    expect(body.data).toEqual([
      {
        serialno: belt.serialno,
        productTypeName: expect.any(String),
        colourName: expect.any(String),
        sizeName: expect.any(String),
        customerName: "Lindiwe Dube",
        repairs: 2,
        lastRepairDate: secondRow?.createdAt.toISOString(),
      },
      {
        serialno: custom.serialno,
        productTypeName: CUSTOM_PRODUCT_TYPE,
        colourName: "Ox-blood",
        sizeName: "Saddle-bag size",
        customerName: "Lindiwe Dube",
        repairs: 0,
        lastRepairDate: null,
      },
    ]);
    expect(body.data[0].productTypeName).not.toBe(CUSTOM_PRODUCT_TYPE);
  });

  it("answers an empty list for a customer without products, and for an unknown id (admin)", async () => {
    const owner = await signInAs(t.app, t.db, "customer");
    expect(
      (
        await api.get(`/products/products-for-customer/${owner.user.idnumber}`, owner.cookie)
      ).json(),
    ).toEqual({ data: [], total: 0 });
    expect(
      (await api.get("/products/products-for-customer/no-such-person", admin.cookie)).json(),
    ).toEqual({ data: [], total: 0 });
  });

  it("searches case-insensitively over serial, type, colour, size and customer name", async () => {
    const owner = await signInAs(t.app, t.db, "customer", { name: "Zanele", surname: "Khumalo" });
    const a = await pieceOf(owner, {
      serialno: uniqueSerial("QX50%"),
    });
    const b = await pieceOf(owner, {
      typeName: CUSTOM_PRODUCT_TYPE,
      customColour: "Midnight Teal",
      customSize: "Pocket",
    });
    const search = async (q: string) =>
      (
        await api.get(
          `/products/products-for-customer/${owner.user.idnumber}?q=${encodeURIComponent(q)}`,
          owner.cookie,
        )
      )
        .json()
        .data.map((p: { serialno: string }) => p.serialno);

    expect(await search("qx50%")).toEqual([a.serialno]);
    // '%' and '_' are plain characters, not wildcards.
    expect(await search("qx5_")).toEqual([]);
    expect(await search("midnight TEAL")).toEqual([b.serialno]);
    expect(await search("pock")).toEqual([b.serialno]);
    expect(await search(CUSTOM_PRODUCT_TYPE.toUpperCase())).toEqual([b.serialno]);
    expect(await search("khumalo")).toEqual([a.serialno, b.serialno].sort());
    expect(await search("  ")).toHaveLength(2);
    expect(await search("nothing-like-this")).toEqual([]);
  });

  it("sorts by every column, empty values last, and pages with a total", async () => {
    const owner = await signInAs(t.app, t.db, "customer");
    const serials = ["S-3", "S-1", "S-2"].map((s) => `${s}-${uniqueSerial("P")}`);
    for (const serialno of serials) {
      await createProduct(t.db, { customerIdnumber: owner.user.idnumber, serialno });
    }
    await api.createRepair(owner.cookie, owner.user.idnumber, [serials[0] ?? ""]);
    const list = async (query: string) => {
      const response = await api.get(
        `/products/products-for-customer/${owner.user.idnumber}?${query}`,
        owner.cookie,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { data: { serialno: string }[]; total: number };
    };
    const sorted = [...serials].sort();
    expect((await list("")).data.map((p) => p.serialno)).toEqual(sorted);
    expect((await list("sort=serialno&dir=desc")).data.map((p) => p.serialno)).toEqual(
      [...sorted].reverse(),
    );
    expect((await list("sort=repairs&dir=desc")).data[0]?.serialno).toBe(serials[0]);
    expect((await list("sort=lastRepairDate&dir=asc")).data[0]?.serialno).toBe(serials[0]);
    expect((await list("sort=lastRepairDate&dir=desc")).data[0]?.serialno).toBe(serials[0]);
    for (const key of ["productTypeName", "colourName", "sizeName", "customerName"]) {
      expect((await list(`sort=${key}`)).data).toHaveLength(3);
    }
    const page = await list("limit=2&offset=2");
    expect(page.total).toBe(3);
    expect(page.data.map((p) => p.serialno)).toEqual([sorted[2]]);
  });

  it("answers 400 for a bad sort key or page size", async () => {
    const owner = await signInAs(t.app, t.db, "customer");
    for (const query of ["sort=price", "dir=up", "limit=0", "limit=501", "offset=-1"]) {
      const response = await api.get(
        `/products/products-for-customer/${owner.user.idnumber}?${query}`,
        owner.cookie,
      );
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });
});

describe("GET /products/no-repair-products-for-customer/{id}", () => {
  it("leaves out products with an open line; a completed repair makes one eligible again", async () => {
    const owner = await signInAs(t.app, t.db, "customer");
    const inRepair = await pieceOf(owner, {
      serialno: uniqueSerial("A"),
    });
    const free = await pieceOf(owner, {
      typeName: CUSTOM_PRODUCT_TYPE,
      serialno: uniqueSerial("B"),
    });
    const eligible = async () =>
      (
        await api.get(
          `/products/no-repair-products-for-customer/${owner.user.idnumber}`,
          owner.cookie,
        )
      ).json().data;

    const id = await api.createRepair(owner.cookie, owner.user.idnumber, [inRepair.serialno]);
    expect(await eligible()).toEqual([
      {
        serialno: free.serialno,
        productTypeName: CUSTOM_PRODUCT_TYPE,
        colourName: "Forest Green",
        sizeName: "One of a kind",
      },
    ]);

    await completeRepair(id, owner.user.idnumber);
    expect((await eligible()).map((p: { serialno: string }) => p.serialno)).toEqual([
      inRepair.serialno,
      free.serialno,
    ]);
    // ...and it can be requested again.
    await api.createRepair(owner.cookie, owner.user.idnumber, [inRepair.serialno]);
    expect((await eligible()).map((p: { serialno: string }) => p.serialno)).toEqual([
      free.serialno,
    ]);
  });
});
