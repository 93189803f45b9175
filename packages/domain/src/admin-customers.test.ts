import { describe, expect, it } from "vitest";
import {
  adminCustomerListQuerySchema,
  adminCustomerStatisticsSchema,
  CUSTOMER_PAGE_SIZE,
} from "./admin-customers";

describe("admin customer list query", () => {
  it("keeps the list parameters and adds an exact idnumber filter", () => {
    expect(
      adminCustomerListQuerySchema.parse({
        q: " smith ",
        sort: "joinDate",
        dir: "desc",
        limit: "24",
        offset: "48",
        idnumber: " 9001015009087 ",
      }),
    ).toEqual({
      q: "smith",
      sort: "joinDate",
      dir: "desc",
      limit: 24,
      offset: 48,
      idnumber: "9001015009087",
    });
  });

  it("reads no parameters as the full list", () => {
    expect(adminCustomerListQuerySchema.parse({})).toEqual({});
    expect(adminCustomerListQuerySchema.parse({ idnumber: "" })).toEqual({});
  });

  it("refuses a bad limit", () => {
    expect(adminCustomerListQuerySchema.safeParse({ limit: "0" }).success).toBe(false);
  });
});

describe("admin customer statistics", () => {
  it("carries the open-repairs count besides the card numbers", () => {
    const statistics = {
      totalCustomers: 3,
      southAfricanCustomers: 2,
      internationalCustomers: 1,
      averageOrders: 2,
      latestJoinDate: "2025-03-01T10:00:00.000Z",
      customersWithOpenRepairs: 1,
    };
    expect(adminCustomerStatisticsSchema.parse(statistics)).toEqual(statistics);
    expect(
      adminCustomerStatisticsSchema.safeParse({ ...statistics, customersWithOpenRepairs: -1 })
        .success,
    ).toBe(false);
  });

  it("pages two dozen cards at a time", () => {
    expect(CUSTOMER_PAGE_SIZE).toBe(24);
  });
});
