import { describe, expect, it } from "vitest";
import { z } from "zod";
import { issues } from "../test-fixtures";
import {
  PRODUCT_SORT_KEYS,
  adminProductStatisticsSchema,
  customerProductsResponseSchema,
  noRepairProductsResponseSchema,
  productAttributesSchema,
  productListQuerySchema,
  productRecordSchema,
  productTypeParamsSchema,
  productTypesResponseSchema,
  productsListResponseSchema,
} from "./products";

describe("product reads", () => {
  const record = {
    serialno: "LO-BELT-0001",
    producttypeid: 2,
    productTypeName: "Classic Belt",
    colourid: 1,
    colourName: "Dark Brown",
    sizeid: 4,
    sizeName: "34",
    customerid: "9001015009087",
    customerName: "Thandi Nkosi",
    createdon: "2025-03-01T08:00:00.000Z",
    repairs: 0,
    lastRepairDate: null,
    customcolour: null,
    customsize: null,
    description: null,
  };

  it("a product record has every field of requirements §3", () => {
    expect(productRecordSchema.parse(record)).toEqual(record);
    expect(productsListResponseSchema.safeParse({ data: [record], total: 1 }).success).toBe(true);
    expect(z.encode(productRecordSchema, record)).toEqual(record);
  });

  it("types answer data; attributes answer colors and sizes", () => {
    expect(
      productTypesResponseSchema.safeParse({ data: [{ producttypeid: 1, name: "Custom" }] })
        .success,
    ).toBe(true);
    expect(
      productAttributesSchema.safeParse({
        colors: [{ colourid: 1, name: "Dark Brown" }],
        sizes: [{ sizeid: 1, name: "28" }],
      }).success,
    ).toBe(true);
    expect(productTypeParamsSchema.parse({ id: "3" })).toEqual({ id: 3 });
  });

  it("customer products and no-repair products", () => {
    expect(
      customerProductsResponseSchema.safeParse({
        data: [
          {
            serialno: "LO-BELT-0001",
            productTypeName: "Classic Belt",
            colourName: "Dark Brown",
            sizeName: "34",
            customerName: "Thandi Nkosi",
            repairs: 2,
            lastRepairDate: "2025-05-01T10:30:00.000Z",
          },
        ],
      }).success,
    ).toBe(true);
    expect(
      noRepairProductsResponseSchema.safeParse({
        data: [{ serialno: "X", productTypeName: "Custom", colourName: "Oxblood", sizeName: null }],
      }).success,
    ).toBe(true);
  });
});

describe("product list query", () => {
  it("sorts by the eight columns of requirements §9", () => {
    expect(PRODUCT_SORT_KEYS).toEqual([
      "serialno",
      "producttypeid",
      "colourid",
      "sizeid",
      "customerid",
      "createdon",
      "repairs",
      "lastRepairDate",
    ]);
    for (const sort of PRODUCT_SORT_KEYS) {
      expect(productListQuerySchema.safeParse({ sort }).success).toBe(true);
    }
    expect(productListQuerySchema.safeParse({ sort: "price" }).success).toBe(false);
  });

  it("filters by type, colour, size and customer", () => {
    expect(
      productListQuerySchema.parse({
        producttypeid: "2",
        colourid: "",
        sizeid: "4",
        customerid: "9001015009087",
      }),
    ).toEqual({ producttypeid: 2, sizeid: 4, customerid: "9001015009087" });
  });

  it("refuses filter ids beyond the largest database integer", () => {
    for (const field of ["producttypeid", "colourid", "sizeid"]) {
      expect(
        issues(productListQuerySchema, { [field]: "99999999999" }).map(([path]) => path),
      ).toEqual([field]);
    }
  });
});

describe("admin product statistics", () => {
  const statistics = {
    totalProducts: 3,
    customProducts: 1,
    productsWithRepairs: 2,
    productsWithOpenRepairs: 1,
    addedThisMonth: 3,
    mostPopularType: "Classic Belt",
    mostPopularColour: "Dark Brown",
    mostPopularSize: null,
  };

  it("accepts the cards' numbers", () => {
    expect(adminProductStatisticsSchema.parse(statistics)).toEqual(statistics);
  });

  it("refuses negative or missing counts", () => {
    expect(
      adminProductStatisticsSchema.safeParse({ ...statistics, addedThisMonth: -1 }).success,
    ).toBe(false);
    const { productsWithOpenRepairs: _omitted, ...withoutOpen } = statistics;
    expect(adminProductStatisticsSchema.safeParse(withoutOpen).success).toBe(false);
  });
});
