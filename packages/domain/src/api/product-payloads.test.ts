import { describe, expect, it } from "vitest";
import { belt, custom, issues } from "../test-fixtures";
import { productCreateSchema, productEditSchema } from "../validation/product";
import {
  productCreatePayloadSchema,
  productUpdatePayloadSchema,
  toProductCreatePayload,
  toProductUpdatePayload,
} from "./product-payloads";
import { productTypeParamsSchema } from "./products";

const createPayload = {
  serialno: "LO-BELT-0001",
  producttypeid: 2,
  colourid: 1,
  sizeid: 4,
  customerid: "9001015009087",
  customcolour: null,
};

describe("product create payload (requirements §3)", () => {
  it("accepts the shape of requirements §3", () => {
    expect(productCreatePayloadSchema.parse(createPayload)).toEqual({
      ...createPayload,
      customsize: null,
      description: null,
    });
  });

  it("accepts ids sent as digit strings", () => {
    expect(
      productCreatePayloadSchema.parse({ ...createPayload, producttypeid: "2", colourid: "1" }),
    ).toMatchObject({ producttypeid: 2, colourid: 1 });
  });

  it("refuses ids beyond the largest database integer", () => {
    expect(
      issues(productCreatePayloadSchema, {
        ...createPayload,
        producttypeid: 99999999999,
        colourid: "99999999999",
        sizeid: 2147483648,
      }),
    ).toEqual([
      ["producttypeid", "Product Type is required"],
      ["colourid", "Please select a color"],
      ["sizeid", "Please select a size"],
    ]);
    expect(
      productUpdatePayloadSchema.safeParse({ ...createPayload, producttypeid: 99999999999 })
        .success,
    ).toBe(false);
    expect(productTypeParamsSchema.safeParse({ id: "99999999999" }).success).toBe(false);
    expect(productTypeParamsSchema.parse({ id: "2147483647" })).toEqual({ id: 2147483647 });
  });

  it("requires serial number, product type and client", () => {
    expect(
      issues(productCreatePayloadSchema, {
        ...createPayload,
        serialno: "",
        producttypeid: null,
        customerid: "",
      }),
    ).toEqual([
      ["serialno", "Serial Number is required"],
      ["producttypeid", "Product Type is required"],
      ["customerid", "Please select at least one client"],
    ]);
  });

  it("needs a colour and a size, chosen or custom", () => {
    expect(
      issues(productCreatePayloadSchema, { ...createPayload, colourid: null, sizeid: null }),
    ).toEqual([
      ["colourid", "Please select a color"],
      ["sizeid", "Please select a size"],
    ]);
    expect(
      productCreatePayloadSchema.safeParse({
        ...createPayload,
        colourid: null,
        sizeid: null,
        customcolour: "Oxblood",
        customsize: "120 cm",
      }).success,
    ).toBe(true);
  });
});

describe("product update payload (requirements §3)", () => {
  const updatePayload = { producttypeid: 2, colourid: 1, sizeid: 4, customerid: "9001015009087" };

  it("accepts the shape of requirements §3 and leaves custom fields that were not sent alone", () => {
    expect(productUpdatePayloadSchema.parse(updatePayload)).toEqual({
      ...updatePayload,
      customcolour: undefined,
      customsize: undefined,
      description: undefined,
    });
  });

  it("reads blank custom fields as cleared", () => {
    expect(
      productUpdatePayloadSchema.parse({ ...updatePayload, customcolour: "", customsize: null }),
    ).toMatchObject({ customcolour: null, customsize: null });
  });

  it("requires product type and client", () => {
    expect(
      issues(productUpdatePayloadSchema, { ...updatePayload, producttypeid: "", customerid: "" }),
    ).toEqual([
      ["producttypeid", "Product Type is required"],
      ["customerid", "Please select at least one client"],
    ]);
  });
});

describe("form to payloads", () => {
  // The belt form as both payloads send it; only a new product adds its serial number.
  const beltUpdatePayload = {
    producttypeid: 2,
    colourid: 1,
    sizeid: 4,
    customerid: "9001015009087",
    customcolour: null,
    customsize: null,
    description: null,
  };

  it("sends ids for a catalogue product and no custom text", () => {
    const payload = toProductCreatePayload(productCreateSchema.parse(belt));
    expect(payload).toEqual({ serialno: "LO-BELT-0001", ...beltUpdatePayload });
    expect(productCreatePayloadSchema.safeParse(payload).success).toBe(true);
  });

  it("sends custom text and no ids for a custom product", () => {
    const payload = toProductCreatePayload(productCreateSchema.parse(custom));
    expect(payload).toMatchObject({
      producttypeid: 13,
      colourid: null,
      sizeid: null,
      customcolour: "Oxblood",
      customsize: "120 cm",
      description: "Rifle sling",
    });
    expect(productCreatePayloadSchema.safeParse(payload).success).toBe(true);
  });

  it("builds the update payload without the serial number", () => {
    const payload = toProductUpdatePayload(productEditSchema.parse(belt));
    expect(payload).toEqual(beltUpdatePayload);
    expect(productUpdatePayloadSchema.safeParse(payload).success).toBe(true);
  });
});
