import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  adminRepairsResponseSchema,
  customerRepairsResponseSchema,
  repairIdParamsSchema,
  repairListQuerySchema,
  repairRequestRecordSchema,
  repairStatisticsSchema,
  type RepairRequestRecord,
} from "./repairs";

const requestRecord: RepairRequestRecord = {
  id: 17,
  clientName: "Thandi Nkosi",
  clientEmail: "thandi@example.com",
  customeridnumber: "9001015009087",
  currentLocation: "Workshop",
  creationDate: "2025-05-01T08:00:00.000Z",
  lastUpdateDate: "2025-05-02T09:15:00.000Z",
  status: "In Progress",
  version: 4,
  products: [
    {
      repairlineid: 5,
      serialNumber: "LO-BELT-0001",
      productType: "Classic Belt",
      size: "34",
      color: "Dark Brown",
      problemDescription: "Buckle loose",
      state: "in-progress",
      workshopLog: [
        { message: "Received", timestamp: "2025-05-01T10:00:00.000Z", author: "Workshop" },
        { message: "Buckle ordered", timestamp: "2025-05-02T09:15:00+02:00" },
      ],
      version: 2,
    },
  ],
};

describe("repair reads (requirements §3)", () => {
  it("a request record carries its lines and their workshop log", () => {
    expect(repairRequestRecordSchema.parse(requestRecord)).toEqual(requestRecord);
    expect(z.encode(repairRequestRecordSchema, requestRecord)).toEqual(requestRecord);
  });

  it("a request record carries its own version, a positive whole number", () => {
    const { version: _version, ...withoutVersion } = requestRecord;
    expect(repairRequestRecordSchema.safeParse(withoutVersion).success).toBe(false);
    expect(repairRequestRecordSchema.safeParse({ ...requestRecord, version: 0 }).success).toBe(
      false,
    );
  });

  it("line states are keys, never server names", () => {
    const [line] = requestRecord.products;
    expect(
      repairRequestRecordSchema.safeParse({
        ...requestRecord,
        products: [{ ...line, state: "In Progress" }],
      }).success,
    ).toBe(false);
  });

  it("dates are ISO strings", () => {
    expect(
      repairRequestRecordSchema.safeParse({ ...requestRecord, creationDate: "yesterday" }).success,
    ).toBe(false);
  });

  it("the customer list is a bare array, the admin list has repairRequests and total", () => {
    expect(customerRepairsResponseSchema.safeParse([requestRecord]).success).toBe(true);
    expect(
      adminRepairsResponseSchema.safeParse({ repairRequests: [requestRecord], total: 1 }).success,
    ).toBe(true);
  });

  it("statistics count requests per bucket", () => {
    expect(
      repairStatisticsSchema.safeParse({
        totalRequests: 3,
        pending: 1,
        inProgress: 1,
        completed: 1,
        openRequests: 2,
        averageDaysOpen: 4.5,
        overdue: 0,
      }).success,
    ).toBe(true);
  });
});

describe("admin repair list query", () => {
  it("filters by a status given as server name, key or label; 'all' is every status", () => {
    expect(repairListQuerySchema.parse({ status: "Done" })).toEqual({ status: "Done" });
    expect(repairListQuerySchema.parse({ status: "in-progress" })).toEqual({
      status: "In Progress",
    });
    expect(repairListQuerySchema.parse({ status: "all" })).toEqual({});
    expect(repairListQuerySchema.parse({ status: "" })).toEqual({});
    expect(repairListQuerySchema.safeParse({ status: "lost" }).success).toBe(false);
  });

  it("the {id} of update-repair is a positive whole number", () => {
    expect(repairIdParamsSchema.parse({ id: "17" })).toEqual({ id: 17 });
    expect(repairIdParamsSchema.safeParse({ id: "R-17" }).success).toBe(false);
    expect(repairIdParamsSchema.safeParse({ id: "99999999999" }).success).toBe(false);
  });
});
