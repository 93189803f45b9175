import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  customerListQuerySchema,
  customerRecordSchema,
  customerStatisticsSchema,
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
  };

  it("a customer record has every SPEC §3 field", () => {
    expect(customerRecordSchema.parse(record)).toEqual(record);
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

  it("statistics carry the card numbers", () => {
    expect(
      customerStatisticsSchema.safeParse({
        totalCustomers: 2,
        southAfricanCustomers: 1,
        internationalCustomers: 1,
        averageOrders: 2,
        latestJoinDate: null,
      }).success,
    ).toBe(true);
  });

  it("list sort keys are fixed", () => {
    expect(customerListQuerySchema.safeParse({ sort: "joinDate" }).success).toBe(true);
    expect(customerListQuerySchema.safeParse({ sort: "password" }).success).toBe(false);
  });

  it("the {id} of customer paths is the ID number", () => {
    expect(idNumberParamsSchema.parse({ id: "9001015009087" })).toEqual({ id: "9001015009087" });
    expect(idNumberParamsSchema.safeParse({ id: " " }).success).toBe(false);
  });

  it("records have no transforms, so the server can serialise them", () => {
    expect(z.encode(customerRecordSchema, record)).toEqual(record);
  });
});
