import { CUSTOM_PRODUCT_TYPE } from "@lo/domain";
import { describe, expect, it } from "vitest";
import { createAdmin, uniqueSerial } from "./factories";
import { JSON_HEADERS } from "./helpers";
import {
  API,
  beltPayload,
  customPayload,
  list,
  owner,
  request,
  setUpProductsAdmin,
  t,
  adminCookie,
  ids,
} from "./products-admin-support";

setUpProductsAdmin();

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
