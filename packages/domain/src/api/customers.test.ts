import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  CUSTOMER_PAGE_SIZE,
  adminCustomerListQuerySchema,
  adminCustomerStatisticsSchema,
  customerRecordSchema,
  customersForProductsQuerySchema,
  customersForProductsResponseSchema,
  customersListResponseSchema,
  idNumberParamsSchema,
} from "./customers";

describe("customer reads", () => {
  const record = {
    id: "9001015009087",
    name: "Thandi",
    surname: "Nkosi",
    email: "thandi@example.com",
    contactNumber: "0825551234",
    customerId: "9001015009087",
    customeridnumber: "9001015009087",
    isSouthAfrican: true,
    street: "12 Long Street",
    city: "Cape Town",
    province: "Western Cape",
    postalCode: 8001,
    country: "South Africa",
    address: "12 Long Street, Cape Town, Western Cape, 8001, South Africa",
    totalPurchases: 3,
    totalRepairs: 1,
    joinDate: "2025-03-01T08:00:00.000Z",
    lastPurchaseDate: "2025-04-01T08:00:00.000Z",
    lastRepairDate: null,
    invitationStatus: "pending" as const,
  };

  it("a customer record has every field of requirements §3", () => {
    expect(customerRecordSchema.parse(record)).toEqual(record);
  });

  it("adds the invitation's status: pending, accepted, expired or null", () => {
    for (const invitationStatus of ["pending", "accepted", "expired", null]) {
      expect(customerRecordSchema.safeParse({ ...record, invitationStatus }).success).toBe(true);
    }
    expect(customerRecordSchema.safeParse({ ...record, invitationStatus: "sent" }).success).toBe(
      false,
    );
  });

  it("the list answers data and total", () => {
    expect(customersListResponseSchema.safeParse({ data: [record], total: 1 }).success).toBe(true);
  });

  it("the picker answers idnumber, name and surname", () => {
    expect(
      customersForProductsResponseSchema.safeParse({
        data: [{ idnumber: "9001015009087", name: "Thandi", surname: "Nkosi" }],
      }).success,
    ).toBe(true);
    expect(customersForProductsQuerySchema.parse({ q: "nk", limit: "20" })).toEqual({
      q: "nk",
      limit: 20,
    });
  });

  it("list sort keys are fixed", () => {
    expect(adminCustomerListQuerySchema.safeParse({ sort: "joinDate" }).success).toBe(true);
    expect(adminCustomerListQuerySchema.safeParse({ sort: "password" }).success).toBe(false);
  });

  it("the {id} of customer paths is the ID number", () => {
    expect(idNumberParamsSchema.parse({ id: "9001015009087" })).toEqual({ id: "9001015009087" });
    expect(idNumberParamsSchema.safeParse({ id: " " }).success).toBe(false);
  });

  it("records have no transforms, so the server can serialise them", () => {
    expect(z.encode(customerRecordSchema, record)).toEqual(record);
  });
});

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
