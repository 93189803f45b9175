import { CATALOGUE, CUSTOM_PRODUCT_TYPE } from "@lo/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers";
import { BELT_WAIST_SIZES } from "./catalogue-expectations";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url: `/lifetime-outfitter${url}` });

async function typeId(name: string): Promise<number> {
  const types = (await get("/products/product-types")).json().data as {
    producttypeid: number;
    name: string;
  }[];
  const found = types.find((type) => type.name === name);
  if (!found) throw new Error(`no type ${name}`);
  return found.producttypeid;
}

describe("GET /products/product-types", () => {
  it("lists every type by name, Custom last, to visitors", async () => {
    const response = await get("/products/product-types");
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    const names = data.map((type: { name: string }) => type.name);
    const catalogueNames = CATALOGUE.map((item) => item.name).sort((a, b) => a.localeCompare(b));
    expect(names).toEqual([...catalogueNames, CUSTOM_PRODUCT_TYPE]);
    expect(data[0]).toEqual({ producttypeid: expect.any(Number), name: catalogueNames[0] });
  });
});

describe("GET /products/product-attributes/{id}", () => {
  it("answers the colours (Dark Brown first) and sizes of a belt in order", async () => {
    const belt = CATALOGUE.find((item) => item.sizes.includes("28"));
    const response = await get(`/products/product-attributes/${await typeId(belt?.name ?? "")}`);
    expect(response.statusCode).toBe(200);
    const { colors, sizes } = response.json();
    expect(colors[0]).toEqual({ colourid: expect.any(Number), name: "Dark Brown" });
    expect(sizes.map((size: { name: string }) => size.name)).toEqual(BELT_WAIST_SIZES);
    expect(sizes[0]).toEqual({ sizeid: expect.any(Number), name: "28" });
  });

  it("offers Custom in every colour and size", async () => {
    const response = await get(`/products/product-attributes/${await typeId(CUSTOM_PRODUCT_TYPE)}`);
    const { colors, sizes } = response.json();
    expect(colors.length).toBeGreaterThanOrEqual(1);
    expect(sizes.map((size: { name: string }) => size.name)).toEqual(
      expect.arrayContaining(["28", "46", "Small", "XXL", "Standard"]),
    );
  });

  it.each(["99999", "2147483647"])("answers 404 for an unknown type (%s)", async (id) => {
    const response = await get(`/products/product-attributes/${id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: "Product type not found.",
      message: "Product type not found.",
    });
  });

  // Beyond a PostgreSQL integer: refused as input, never a database error (500).
  it.each(["abc", "1.5", "-1", "2147483648", "99999999999"])(
    "answers 400 for the id %s",
    async (id) => {
      const response = await get(`/products/product-attributes/${id}`);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.issues[0].path).toBe("id");
      expect(body.message).toBe(body.issues[0].message);
    },
  );
});
