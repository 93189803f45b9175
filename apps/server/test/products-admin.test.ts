import { CUSTOM_PRODUCT_TYPE, PRODUCT_SORT_KEYS, type ProductRecord } from "@lo/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db, Tx } from "../src/db/client";
import {
  colours,
  products,
  productTypes,
  repairLines,
  repairRequests,
  sizes,
} from "../src/db/schema";
import {
  createAdmin,
  createCustomer,
  createProduct,
  signIn,
  signInAs,
  uniqueSerial,
} from "./factories";
import { createTestApp, JSON_HEADERS, type TestApp } from "./helpers";

let t: TestApp;
let adminCookie: string;
let ids: {
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
};

async function idOf(table: typeof productTypes | typeof colours | typeof sizes, name: string) {
  const [row] = await t.db.select({ id: table.id }).from(table).where(eq(table.name, name));
  if (!row) throw new Error(`no ${name}`);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = (await signInAs(t.app, t.db, "admin")).cookie;
  ids = {
    belt: await idOf(productTypes, "Classic Belt"),
    wallet: await idOf(productTypes, "Bifold Wallet"),
    custom: await idOf(productTypes, CUSTOM_PRODUCT_TYPE),
    darkBrown: await idOf(colours, "Dark Brown"),
    tan: await idOf(colours, "Tan"),
    black: await idOf(colours, "Black"),
    size28: await idOf(sizes, "28"),
    size46: await idOf(sizes, "46"),
    small: await idOf(sizes, "Small"),
    standard: await idOf(sizes, "Standard"),
  };
});
afterAll(() => t.close());

const API = "/lifetime-outfitter";

function request(
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

async function list(query: Record<string, string | number> = {}, cookie?: string) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await request("GET", `/products/?${search.toString()}`, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: ProductRecord[]; total: number };
}

async function owner(overrides: { name?: string; surname?: string } = {}) {
  return (await createCustomer(t.db, overrides)).user;
}

function beltPayload(customerid: string, serialno = uniqueSerial("BELT")) {
  return {
    serialno,
    producttypeid: ids.belt,
    colourid: ids.darkBrown,
    sizeid: ids.size28,
    customerid,
    customcolour: null,
  };
}

function customPayload(customerid: string, serialno = uniqueSerial("CUSTOM")) {
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
async function repair(
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

describe("who may call the admin product routes", () => {
  const calls = [
    ["GET", "/products/", undefined],
    ["GET", "/products/statistics", undefined],
    ["POST", "/products/create", {}],
    ["PUT", "/products/SN-1", {}],
  ] as const;

  it.each(calls)("%s %s: 401 for a visitor", async (method, url, payload) => {
    const response = await request(method, url, { cookie: "", payload });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "Please sign in.", message: "Please sign in." });
  });

  it.each(calls)("%s %s: 403 for a customer", async (method, url, payload) => {
    const { cookie } = await signInAs(t.app, t.db, "customer");
    const response = await request(method, url, { cookie, payload });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe("You do not have access to this.");
  });

  it.each(calls)(
    "%s %s: 403 for an admin who must set a password",
    async (method, url, payload) => {
      const { user, password } = await createAdmin(t.db, { passwordFlag: 0 });
      const cookie = await signIn(t.app, user.email, password);
      const response = await request(method, url, { cookie, payload });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe("Please set a new password first.");
    },
  );

  it("a customer cannot create a product, and none is created", async () => {
    const { cookie, user } = await signInAs(t.app, t.db, "customer");
    const payload = beltPayload(user.idnumber);
    const response = await request("POST", "/products/create", { cookie, payload });
    expect(response.statusCode).toBe(403);
    expect((await list({ customerid: user.idnumber })).total).toBe(0);
  });

  it("every colour and size stay public for the filters", async () => {
    const response = await request("GET", "/products/product-attributes", { cookie: "" });
    expect(response.statusCode).toBe(200);
    const { colors, sizes: sizeList } = response.json();
    expect(colors[0]).toEqual({ colourid: ids.darkBrown, name: "Dark Brown" });
    expect(sizeList.map((size: { name: string }) => size.name).slice(0, 2)).toEqual(["28", "30"]);
    expect(sizeList.map((size: { name: string }) => size.name)).toContain("Standard");
  });
});

describe("POST /products/create", () => {
  it("creates a belt for a customer and lists it with every field", async () => {
    const customer = await owner({ name: "Lindiwe", surname: "Mokoena" });
    const payload = beltPayload(customer.idnumber);
    const response = await request("POST", "/products/create", { payload });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: "Product created successfully",
      id: payload.serialno,
    });

    const { data, total } = await list({ customerid: customer.idnumber });
    expect(total).toBe(1);
    expect(data[0]).toEqual({
      serialno: payload.serialno,
      producttypeid: ids.belt,
      productTypeName: "Classic Belt",
      colourid: ids.darkBrown,
      colourName: "Dark Brown",
      sizeid: ids.size28,
      sizeName: "28",
      customerid: customer.idnumber,
      customerName: "Lindiwe Mokoena",
      createdon: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      repairs: 0,
      lastRepairDate: null,
      customcolour: null,
      customsize: null,
      description: null,
    });
  });

  it("trims the serial number", async () => {
    const customer = await owner();
    const serial = uniqueSerial("TRIM");
    const response = await request("POST", "/products/create", {
      payload: beltPayload(customer.idnumber, `  ${serial}  `),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().id).toBe(serial);
    expect((await list({ customerid: customer.idnumber })).data[0]?.serialno).toBe(serial);
  });

  it("answers 409 'Product already exists!' for a serial number in use, in any case", async () => {
    const first = await owner();
    const second = await owner();
    const serial = uniqueSerial("DUP");
    expect(
      (await request("POST", "/products/create", { payload: beltPayload(first.idnumber, serial) }))
        .statusCode,
    ).toBe(201);

    for (const again of [serial, serial.toLowerCase(), ` ${serial} `]) {
      const response = await request("POST", "/products/create", {
        payload: beltPayload(second.idnumber, again),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: "Product already exists!",
        message: "Product already exists!",
      });
    }
    expect((await list({ customerid: second.idnumber })).total).toBe(0);
    expect((await list({ customerid: first.idnumber })).total).toBe(1);
  });

  it("creates a Custom piece with its custom colour, size and description", async () => {
    const customer = await owner();
    const payload = { ...customPayload(customer.idnumber), colourid: ids.tan, sizeid: ids.small };
    const response = await request("POST", "/products/create", { payload });
    expect(response.statusCode).toBe(201);
    const [product] = (await list({ customerid: customer.idnumber })).data;
    expect(product).toMatchObject({
      productTypeName: CUSTOM_PRODUCT_TYPE,
      // The free text is what a Custom piece is: catalogue ids sent along are not kept.
      colourid: null,
      colourName: "Forest Green",
      sizeid: null,
      sizeName: "Made to measure",
      customcolour: "Forest Green",
      customsize: "Made to measure",
      description: "A rifle sling with brass fittings",
    });
  });

  it.each([
    ["description", "Description is required"],
    ["customcolour", "Custom colour is required"],
    ["customsize", "Custom size is required"],
  ])("refuses a Custom piece without %s", async (field, message) => {
    const customer = await owner();
    // With an id beside it, the payload schema is satisfied and the Custom rule decides.
    const payload = { ...customPayload(customer.idnumber), colourid: ids.tan, sizeid: ids.small };
    const response = await request("POST", "/products/create", {
      payload: { ...payload, [field]: "   " },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: field, message }]);
    expect(response.json().error).toBe(message);
    expect((await list({ customerid: customer.idnumber })).total).toBe(0);
  });

  it("refuses a regular piece without a colour or a size, even with custom text", async () => {
    const customer = await owner();
    const response = await request("POST", "/products/create", {
      payload: {
        ...beltPayload(customer.idnumber),
        colourid: null,
        sizeid: null,
        customcolour: "Purple",
        customsize: "Huge",
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: "colourid", message: "Please select a color" },
      { path: "sizeid", message: "Please select a size" },
    ]);

    const neither = await request("POST", "/products/create", {
      payload: { ...beltPayload(customer.idnumber), colourid: null, sizeid: null },
    });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().issues.map((issue: { message: string }) => issue.message)).toEqual([
      "Please select a color",
      "Please select a size",
    ]);
    expect((await list({ customerid: customer.idnumber })).total).toBe(0);
  });

  it("stores no custom text on a regular piece", async () => {
    const customer = await owner();
    const payload = { ...beltPayload(customer.idnumber), customcolour: "Purple" };
    expect((await request("POST", "/products/create", { payload })).statusCode).toBe(201);
    expect((await list({ customerid: customer.idnumber })).data[0]).toMatchObject({
      colourName: "Dark Brown",
      customcolour: null,
    });
  });

  it("refuses a size the type is not made in", async () => {
    const customer = await owner();
    const response = await request("POST", "/products/create", {
      payload: { ...beltPayload(customer.idnumber), sizeid: ids.small },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: "sizeid", message: "That size is not offered for this product type." },
    ]);
  });

  it("refuses an owner who is not an existing customer, and creates nothing", async () => {
    const admin = await createAdmin(t.db);
    for (const customerid of ["0000000000000", admin.user.idnumber]) {
      const payload = beltPayload(customerid);
      const response = await request("POST", "/products/create", { payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: "The selected client is not an existing customer.",
        message: "The selected client is not an existing customer.",
        issues: [
          { path: "customerid", message: "The selected client is not an existing customer." },
        ],
      });
      expect((await list({ q: payload.serialno })).total).toBe(0);
    }
  });

  it("refuses an unknown product type", async () => {
    const customer = await owner();
    const response = await request("POST", "/products/create", {
      payload: { ...beltPayload(customer.idnumber), producttypeid: 99999 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: "producttypeid", message: "Product type not found." },
    ]);
  });

  it.each([
    [{ serialno: "   " }, "serialno", "Serial Number is required"],
    [{ serialno: undefined }, "serialno", "Serial Number is required"],
    [{ producttypeid: null }, "producttypeid", "Product Type is required"],
    [{ customerid: "" }, "customerid", "Please select at least one client"],
    [{ serialno: "x".repeat(65) }, "serialno", "Must be at most 64 characters"],
  ])("answers 400 for %o", async (change, path, message) => {
    const customer = await owner();
    const response = await request("POST", "/products/create", {
      payload: { ...beltPayload(customer.idnumber), ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path, message });
    expect((await list({ customerid: customer.idnumber })).total).toBe(0);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: `${API}/products/create`,
      headers: { cookie: adminCookie, ...JSON_HEADERS },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("The request body is not valid JSON.");
  });

  it("answers 400, never a database error, for ids beyond a database integer", async () => {
    const customer = await owner();
    const tooBig = 99_999_999_999;
    for (const field of ["producttypeid", "colourid", "sizeid"] as const) {
      const payload = { ...beltPayload(customer.idnumber), [field]: tooBig };
      const response = await request("POST", "/products/create", { payload });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().issues.map((issue: { path: string }) => issue.path)).toEqual([field]);
      expect((await list({ q: payload.serialno })).total).toBe(0);
    }
  });
});

describe("PUT /products/{serialno}", () => {
  it("changes the colour and says 'Product updated successfully'", async () => {
    const customer = await owner();
    const product = await createProduct(t.db, {
      customerIdnumber: customer.idnumber,
      typeName: "Classic Belt",
    });
    const response = await request("PUT", `/products/${product.serialno}`, {
      payload: {
        producttypeid: ids.belt,
        colourid: ids.black,
        sizeid: ids.size46,
        customerid: customer.idnumber,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Product updated successfully" });
    expect((await list({ customerid: customer.idnumber })).data[0]).toMatchObject({
      serialno: product.serialno,
      colourName: "Black",
      sizeName: "46",
    });
  });

  it("never changes the serial number, and moves a piece to another customer", async () => {
    const first = await owner();
    const second = await owner({ name: "Sipho", surname: "Dlamini" });
    const product = await createProduct(t.db, { customerIdnumber: first.idnumber });
    const renamed = uniqueSerial("RENAMED");
    const response = await request("PUT", `/products/${product.serialno}`, {
      payload: {
        serialno: renamed,
        producttypeid: product.productTypeId,
        colourid: product.colourId,
        sizeid: product.sizeId,
        customerid: second.idnumber,
      },
    });
    expect(response.statusCode).toBe(200);
    expect((await list({ customerid: first.idnumber })).total).toBe(0);
    expect((await list({ customerid: second.idnumber })).data[0]).toMatchObject({
      serialno: product.serialno,
      customerName: "Sipho Dlamini",
    });
    expect((await list({ q: renamed })).total).toBe(0);
  });

  it("keeps a Custom piece's text when the client sends only the ids (SPEC payload)", async () => {
    const customer = await owner();
    const product = await createProduct(t.db, {
      customerIdnumber: customer.idnumber,
      typeName: CUSTOM_PRODUCT_TYPE,
    });
    const response = await request("PUT", `/products/${product.serialno}`, {
      payload: {
        producttypeid: ids.custom,
        colourid: null,
        sizeid: null,
        customerid: customer.idnumber,
      },
    });
    expect(response.statusCode).toBe(200);
    expect((await list({ customerid: customer.idnumber })).data[0]).toMatchObject({
      colourName: "Forest Green",
      sizeName: "One of a kind",
      description: "A made-to-order piece",
    });
  });

  it("edits a Custom piece's colour; its description may be left empty", async () => {
    const customer = await owner();
    const product = await createProduct(t.db, {
      customerIdnumber: customer.idnumber,
      typeName: CUSTOM_PRODUCT_TYPE,
    });
    const response = await request("PUT", `/products/${product.serialno}`, {
      payload: {
        producttypeid: ids.custom,
        colourid: null,
        sizeid: null,
        customerid: customer.idnumber,
        customcolour: "Midnight Blue",
        customsize: "One of a kind",
        description: "",
      },
    });
    expect(response.statusCode).toBe(200);
    expect((await list({ customerid: customer.idnumber })).data[0]).toMatchObject({
      colourName: "Midnight Blue",
      description: null,
    });
  });

  it("turns a regular piece into a Custom one only with custom colour and size", async () => {
    const customer = await owner();
    const product = await createProduct(t.db, { customerIdnumber: customer.idnumber });
    const ids4 = {
      producttypeid: ids.custom,
      colourid: null,
      sizeid: null,
      customerid: customer.idnumber,
    };
    const refused = await request("PUT", `/products/${product.serialno}`, { payload: ids4 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      { path: "customcolour", message: "Custom colour is required" },
      { path: "customsize", message: "Custom size is required" },
    ]);

    const accepted = await request("PUT", `/products/${product.serialno}`, {
      payload: { ...ids4, customcolour: "Olive", customsize: "Tall" },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await list({ customerid: customer.idnumber })).data[0]).toMatchObject({
      productTypeName: CUSTOM_PRODUCT_TYPE,
      colourid: null,
      colourName: "Olive",
      sizeName: "Tall",
    });
  });

  it("turns a Custom piece into a belt and forgets the custom text", async () => {
    const customer = await owner();
    const product = await createProduct(t.db, {
      customerIdnumber: customer.idnumber,
      typeName: CUSTOM_PRODUCT_TYPE,
    });
    const response = await request("PUT", `/products/${product.serialno}`, {
      payload: {
        producttypeid: ids.belt,
        colourid: ids.tan,
        sizeid: ids.size28,
        customerid: customer.idnumber,
      },
    });
    expect(response.statusCode).toBe(200);
    expect((await list({ customerid: customer.idnumber })).data[0]).toMatchObject({
      productTypeName: "Classic Belt",
      colourName: "Tan",
      sizeName: "28",
      customcolour: null,
      customsize: null,
      description: null,
    });
  });

  it("refuses an unknown owner or a missing colour and changes nothing", async () => {
    const customer = await owner();
    const product = await createProduct(t.db, { customerIdnumber: customer.idnumber });
    const valid = {
      producttypeid: product.productTypeId,
      colourid: product.colourId,
      sizeid: product.sizeId,
      customerid: customer.idnumber,
    };
    const unknownOwner = await request("PUT", `/products/${product.serialno}`, {
      payload: { ...valid, customerid: "1234567890123", colourid: ids.black },
    });
    expect(unknownOwner.statusCode).toBe(400);
    expect(unknownOwner.json().message).toBe("The selected client is not an existing customer.");

    const noColour = await request("PUT", `/products/${product.serialno}`, {
      payload: { ...valid, colourid: null },
    });
    expect(noColour.statusCode).toBe(400);
    expect(noColour.json().issues).toEqual([
      { path: "colourid", message: "Please select a color" },
    ]);

    const [stored] = await t.db
      .select()
      .from(products)
      .where(eq(products.serialno, product.serialno));
    expect(stored).toMatchObject({
      customerIdnumber: customer.idnumber,
      colourId: product.colourId,
    });
  });

  describe("a product in an open repair request", () => {
    const OWNER_LOCKED =
      "This product is in an open repair request and cannot change owner until the repair is completed.";

    function idsOf(product: Awaited<ReturnType<typeof createProduct>>, customerid: string) {
      return {
        producttypeid: product.productTypeId,
        colourid: product.colourId,
        sizeid: product.sizeId,
        customerid,
      };
    }

    async function ownerOf(serialno: string) {
      const [row] = await t.db
        .select({ owner: products.customerIdnumber, colourId: products.colourId })
        .from(products)
        .where(eq(products.serialno, serialno));
      return row;
    }

    it("cannot change owner (409), so the open request never holds another customer's piece", async () => {
      const first = await owner();
      const second = await owner();
      const product = await createProduct(t.db, { customerIdnumber: first.idnumber });
      await repair(t.db, first.idnumber, [product.serialno], new Date(), "pending");
      const response = await request("PUT", `/products/${product.serialno}`, {
        payload: idsOf(product, second.idnumber),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: OWNER_LOCKED, message: OWNER_LOCKED });
      expect((await ownerOf(product.serialno))?.owner).toBe(first.idnumber);
    });

    it("may still have its other details edited while the repair is open", async () => {
      const customer = await owner();
      const product = await createProduct(t.db, {
        customerIdnumber: customer.idnumber,
        typeName: "Classic Belt",
      });
      await repair(t.db, customer.idnumber, [product.serialno], new Date(), "pending");
      const response = await request("PUT", `/products/${product.serialno}`, {
        payload: { ...idsOf(product, customer.idnumber), colourid: ids.black },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await ownerOf(product.serialno)).toEqual({
        owner: customer.idnumber,
        colourId: ids.black,
      });
    });

    it("may change owner once every repair of it is completed", async () => {
      const first = await owner();
      const second = await owner();
      const product = await createProduct(t.db, { customerIdnumber: first.idnumber });
      await repair(t.db, first.idnumber, [product.serialno], new Date(), "completed");
      const response = await request("PUT", `/products/${product.serialno}`, {
        payload: idsOf(product, second.idnumber),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((await ownerOf(product.serialno))?.owner).toBe(second.idnumber);
    });

    it("an owner change waits for a repair request being created for the piece, then is refused", async () => {
      const first = await owner();
      const second = await owner();
      const product = await createProduct(t.db, { customerIdnumber: first.idnumber });
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      // What POST /repairs/create does: share-lock the product, check, insert, commit.
      const creating = t.db.transaction(async (tx) => {
        await tx
          .select({ serialno: products.serialno })
          .from(products)
          .where(eq(products.serialno, product.serialno))
          .for("share");
        await repair(tx, first.idnumber, [product.serialno], new Date(), "pending");
        locked();
        await released;
      });
      await isLocked;
      const change = request("PUT", `/products/${product.serialno}`, {
        payload: idsOf(product, second.idnumber),
      });
      // Give the owner change time to run up against the lock before the request commits.
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await creating;
      const response = await change;
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().message).toBe(OWNER_LOCKED);
      expect((await ownerOf(product.serialno))?.owner).toBe(first.idnumber);
    });
  });

  it("answers 404 for an unknown serial number", async () => {
    const customer = await owner();
    const response = await request("PUT", `/products/${uniqueSerial("NOPE")}`, {
      payload: beltPayload(customer.idnumber),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe("Product not found.");
  });
});

describe("GET /products/", () => {
  it("without parameters answers every product, by serial number", async () => {
    const customer = await owner();
    const made = [
      await createProduct(t.db, { customerIdnumber: customer.idnumber }),
      await createProduct(t.db, { customerIdnumber: customer.idnumber }),
    ];
    const { data, total } = await list();
    expect(total).toBe(data.length);
    const serials = data.map((product) => product.serialno);
    for (const product of made) expect(serials).toContain(product.serialno);
    expect(serials).toEqual([...serials].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("counts repairs and gives the latest repair date", async () => {
    const customer = await owner();
    const twice = await createProduct(t.db, { customerIdnumber: customer.idnumber });
    const never = await createProduct(t.db, { customerIdnumber: customer.idnumber });
    await repair(t.db, customer.idnumber, [twice.serialno], new Date("2024-03-01T10:00:00Z"));
    await repair(
      t.db,
      customer.idnumber,
      [twice.serialno],
      new Date("2025-01-15T08:30:00Z"),
      "pending",
    );
    const { data } = await list({ customerid: customer.idnumber, sort: "serialno" });
    const bySerial = new Map(data.map((product) => [product.serialno, product]));
    expect(bySerial.get(twice.serialno)).toMatchObject({
      repairs: 2,
      lastRepairDate: "2025-01-15T08:30:00.000Z",
    });
    expect(bySerial.get(never.serialno)).toMatchObject({ repairs: 0, lastRepairDate: null });
  });

  it.each(["producttypeid", "colourid", "sizeid"])(
    "answers 400, never a database error, for a %s beyond a database integer",
    async (field) => {
      const response = await request("GET", `/products/?${field}=99999999999`);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues.map((issue: { path: string }) => issue.path)).toEqual([field]);
      expect((await request("GET", `/products/?${field}=2147483647`)).statusCode).toBe(200);
    },
  );

  it("pages with limit and offset and reports the total", async () => {
    const customer = await owner();
    const tag = uniqueSerial("PAGE");
    for (let i = 1; i <= 5; i += 1) {
      await createProduct(t.db, { customerIdnumber: customer.idnumber, serialno: `${tag}-${i}` });
    }
    const first = await list({ customerid: customer.idnumber, limit: 2 });
    expect(first.total).toBe(5);
    expect(first.data.map((p) => p.serialno)).toEqual([`${tag}-1`, `${tag}-2`]);
    const last = await list({ customerid: customer.idnumber, limit: 2, offset: 4 });
    expect(last).toMatchObject({ total: 5 });
    expect(last.data.map((p) => p.serialno)).toEqual([`${tag}-5`]);
    const rest = await list({ customerid: customer.idnumber, offset: 3 });
    expect(rest).toMatchObject({ total: 5 });
    expect(rest.data.map((p) => p.serialno)).toEqual([`${tag}-4`, `${tag}-5`]);
    const sortedRest = await list({ customerid: customer.idnumber, offset: 3, dir: "desc" });
    expect(sortedRest.data.map((p) => p.serialno)).toEqual([`${tag}-2`, `${tag}-1`]);
  });

  describe("search (q)", () => {
    let tag: string;
    let serials: Record<string, string>;
    beforeAll(async () => {
      tag = uniqueSerial("Q").toLowerCase();
      const nomvula = await owner({ name: "Nomvula", surname: `Zungu${tag}` });
      const pieter = await owner({ name: "Pieter", surname: `Botha${tag}` });
      const belt = await createProduct(t.db, {
        customerIdnumber: nomvula.idnumber,
        serialno: `${tag}-BELT`,
        productTypeId: ids.belt,
        colourId: ids.black,
        sizeId: ids.size46,
      });
      const wallet = await createProduct(t.db, {
        customerIdnumber: pieter.idnumber,
        serialno: `${tag}-WAL`,
        productTypeId: ids.wallet,
        colourId: ids.tan,
        sizeId: null,
      });
      const custom = await createProduct(t.db, {
        customerIdnumber: pieter.idnumber,
        serialno: `${tag}-CUS`,
        typeName: CUSTOM_PRODUCT_TYPE,
        customColour: "Saffron Yellow",
        customSize: "Pocket 100%",
      });
      serials = { belt: belt.serialno, wallet: wallet.serialno, custom: custom.serialno };
    });

    async function found(q: string, extra: Record<string, string | number> = {}) {
      const { data } = await list({ q, ...extra });
      return data
        .map((p) => p.serialno)
        .filter((s) => s.startsWith(tag))
        .sort();
    }

    it("matches the serial number in any case", async () => {
      expect(await found(`${tag.toUpperCase()}-bel`)).toEqual([serials.belt]);
    });

    it("matches the customer's name, first name and surname together", async () => {
      expect(await found(`nomvula zungu${tag}`)).toEqual([serials.belt]);
      expect(await found(`botha${tag}`)).toEqual([serials.custom, serials.wallet].sort());
    });

    it("matches the type, the colour, the size and a custom colour or size", async () => {
      expect(await found("classic belt")).toContain(serials.belt);
      expect(await found("bifold")).toEqual([serials.wallet]);
      expect(await found("BLACK")).toContain(serials.belt);
      expect(await found("46")).toContain(serials.belt);
      expect(await found("saffron")).toEqual([serials.custom]);
      expect(await found("pocket 1")).toEqual([serials.custom]);
    });

    it("takes % and _ literally", async () => {
      expect(await found("100%")).toEqual([serials.custom]);
      expect(await found("%")).toEqual([serials.custom]);
      expect(await found(`${tag}_belt`)).toEqual([]);
    });

    it("combines with the filters", async () => {
      expect(await found(tag, { producttypeid: ids.wallet })).toEqual([serials.wallet]);
      expect(await found(tag, { colourid: ids.black })).toEqual([serials.belt]);
      expect(await found(tag, { sizeid: ids.size46 })).toEqual([serials.belt]);
      expect(await found(tag, { colourid: ids.black, sizeid: ids.small })).toEqual([]);
    });
  });

  describe("sorting", () => {
    let tag: string;
    beforeAll(async () => {
      tag = uniqueSerial("SORT");
      // Three pieces whose every column orders differently from their serial numbers.
      const ann = await owner({ name: "Ann", surname: "Zulu" });
      const zed = await owner({ name: "Zed", surname: "Adams" });
      const mia = await owner({ name: "Mia", surname: "Mokoena" });
      const a = await createProduct(t.db, {
        customerIdnumber: zed.idnumber,
        serialno: `${tag}-A`,
        productTypeId: ids.wallet,
        colourId: ids.tan,
        sizeId: ids.standard,
        createdAt: new Date("2025-02-01T00:00:00Z"),
      });
      await createProduct(t.db, {
        customerIdnumber: ann.idnumber,
        serialno: `${tag}-B`,
        typeName: CUSTOM_PRODUCT_TYPE,
        customColour: "Amber",
        customSize: "Huge",
        createdAt: new Date("2025-03-01T00:00:00Z"),
      });
      const c = await createProduct(t.db, {
        customerIdnumber: mia.idnumber,
        serialno: `${tag}-C`,
        productTypeId: ids.belt,
        colourId: ids.black,
        sizeId: ids.size28,
        createdAt: new Date("2025-01-01T00:00:00Z"),
      });
      await repair(t.db, zed.idnumber, [a.serialno], new Date("2025-04-01T00:00:00Z"));
      await repair(t.db, zed.idnumber, [a.serialno], new Date("2025-05-01T00:00:00Z"));
      await repair(t.db, mia.idnumber, [c.serialno], new Date("2025-06-01T00:00:00Z"));
    });

    async function sorted(sort: string, dir?: "asc" | "desc") {
      const { data } = await list({ q: tag, sort, ...(dir ? { dir } : {}) });
      return data.map((p) => p.serialno.slice(-1).toLowerCase()).join("");
    }

    it.each([
      ["serialno", "abc", "cba"],
      // Bifold Wallet, Classic Belt, Custom
      ["producttypeid", "acb", "bca"],
      // Amber (custom), Black, Tan
      ["colourid", "bca", "acb"],
      // 28, Standard, then custom sizes
      ["sizeid", "cab", "acb"],
      // Ann Zulu, Mia Mokoena, Zed Adams
      ["customerid", "bca", "acb"],
      ["createdon", "cab", "bac"],
      ["repairs", "bca", "acb"],
      // never repaired last in either direction
      ["lastRepairDate", "acb", "cab"],
    ])("sorts by %s ascending and descending", async (key, asc, desc) => {
      expect(await sorted(key)).toBe(asc);
      expect(await sorted(key, "asc")).toBe(asc);
      expect(await sorted(key, "desc")).toBe(desc);
    });

    it("knows every sortable column of SPEC §9", () => {
      expect(PRODUCT_SORT_KEYS).toHaveLength(8);
    });
  });

  it.each([
    ["sort=colour", "sort"],
    ["dir=up", "dir"],
    ["limit=0", "limit"],
    ["limit=501", "limit"],
    ["offset=-1", "offset"],
    ["producttypeid=abc", "producttypeid"],
  ])("answers 400 for %s", async (query, path) => {
    const response = await request("GET", `/products/?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe(path);
  });
});

describe("GET /products/statistics", () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(() => fresh.close());

  async function statistics() {
    const { cookie } = await signInAs(fresh.app, fresh.db, "admin");
    const response = await fresh.app.inject({
      method: "GET",
      url: `${API}/products/statistics`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it("answers zeros and no favourites for an empty shop, then counts the products", async () => {
    expect(await statistics()).toEqual({
      totalProducts: 0,
      customProducts: 0,
      productsWithRepairs: 0,
      productsWithOpenRepairs: 0,
      addedThisMonth: 0,
      mostPopularType: null,
      mostPopularColour: null,
      mostPopularSize: null,
    });

    const customer = (await createCustomer(fresh.db)).user.idnumber;
    const belt = (colourId: number, sizeId: number, createdAt = new Date()) =>
      createProduct(fresh.db, {
        customerIdnumber: customer,
        productTypeId: ids.belt,
        colourId,
        sizeId,
        createdAt,
      });
    const old = new Date("2020-01-01T00:00:00Z");
    const p1 = await belt(ids.black, ids.size28);
    const p2 = await belt(ids.black, ids.size46, old);
    await belt(ids.tan, ids.size46, old);
    await createProduct(fresh.db, {
      customerIdnumber: customer,
      typeName: CUSTOM_PRODUCT_TYPE,
      customColour: "Olive",
      customSize: "Huge",
    });
    await repair(fresh.db, customer, [p1.serialno], old);
    await repair(fresh.db, customer, [p1.serialno, p2.serialno], new Date(), "pending");

    expect(await statistics()).toEqual({
      totalProducts: 4,
      customProducts: 1,
      productsWithRepairs: 2,
      productsWithOpenRepairs: 2,
      addedThisMonth: 2,
      mostPopularType: "Classic Belt",
      mostPopularColour: "Black",
      mostPopularSize: "46",
    });
  });
});
