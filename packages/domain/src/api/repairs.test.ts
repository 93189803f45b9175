import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  adminRepairsResponseSchema,
  customerRepairsResponseSchema,
  repairCreatePayloadSchema,
  repairCreateResponseSchema,
  repairIdParamsSchema,
  repairListQuerySchema,
  repairRequestRecordSchema,
  repairStatisticsSchema,
  repairUpdatePayloadSchema,
  type RepairRequestRecord,
} from "./repairs";

function issues(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];
}

const createPayload = {
  customeridnumber: "9001015009087",
  current_location: "Cape Town",
  status: "Pending",
  repairlines: [
    { serialno: "LO-BELT-0001", problemdescription: "Buckle loose", state: "pending" },
    { serialno: "LO-WALLET-0002", problemdescription: "Stitching undone", state: "Pending" },
  ],
};

describe("repair create payload (SPEC §3)", () => {
  it("accepts the SPEC shape, reading states as keys", () => {
    const parsed = repairCreatePayloadSchema.parse(createPayload);
    expect(parsed.status).toBe("Pending");
    expect(parsed.repairlines.map((line) => line.state)).toEqual(["pending", "pending"]);
  });

  it("lets status and states be left out", () => {
    expect(
      repairCreatePayloadSchema.safeParse({
        ...createPayload,
        status: undefined,
        repairlines: [{ serialno: "LO-1", problemdescription: "Torn" }],
      }).success,
    ).toBe(true);
  });

  it("refuses a blank location", () => {
    expect(issues(repairCreatePayloadSchema, { ...createPayload, current_location: " " })).toEqual([
      ["current_location", "Please enter a location."],
    ]);
  });

  it("refuses a request without lines", () => {
    expect(issues(repairCreatePayloadSchema, { ...createPayload, repairlines: [] })).toEqual([
      ["repairlines", "Please select at least one product."],
    ]);
    expect(issues(repairCreatePayloadSchema, { ...createPayload, repairlines: undefined })).toEqual(
      [["repairlines", "Please select at least one product."]],
    );
  });

  it("refuses a blank problem description", () => {
    expect(
      issues(repairCreatePayloadSchema, {
        ...createPayload,
        repairlines: [{ serialno: "LO-1", problemdescription: "  " }],
      }),
    ).toEqual([["repairlines.0.problemdescription", "All problem descriptions are required."]]);
  });

  it("refuses the same serial number twice", () => {
    expect(
      issues(repairCreatePayloadSchema, {
        ...createPayload,
        repairlines: [
          { serialno: "LO-1", problemdescription: "Torn" },
          { serialno: "LO-1", problemdescription: "Scuffed" },
        ],
      }),
    ).toEqual([["repairlines.1.serialno", "Each product can only be added once."]]);
  });

  it("refuses unknown states", () => {
    expect(
      issues(repairCreatePayloadSchema, {
        ...createPayload,
        repairlines: [{ serialno: "LO-1", problemdescription: "Torn", state: "lost" }],
      }),
    ).toEqual([["repairlines.0.state", "Unknown repair state: lost"]]);
  });

  it("is answered with repairid and message", () => {
    expect(
      repairCreateResponseSchema.safeParse({
        repairid: 17,
        message: "Repair request created successfully",
      }).success,
    ).toBe(true);
  });
});

describe("repair update payload (SPEC §3)", () => {
  const updatePayload = {
    currentLocation: "Workshop",
    status: "In Progress",
    repair_lines: [
      {
        repairlineid: 5,
        state: "In Progress",
        problemDescription: "Buckle loose",
        workshopLog: "  Buckle replaced ",
        version: 2,
      },
    ],
  };

  it("normalises states, keeps only the new note's text and the version", () => {
    expect(repairUpdatePayloadSchema.parse(updatePayload)).toEqual({
      currentLocation: "Workshop",
      status: "In Progress",
      repair_lines: [
        {
          repairlineid: 5,
          state: "in-progress",
          problemDescription: "Buckle loose",
          workshopLog: "Buckle replaced",
          version: 2,
        },
      ],
    });
  });

  it("reads 'Done' as completed and a blank note as no note", () => {
    const parsed = repairUpdatePayloadSchema.parse({
      ...updatePayload,
      status: "Done",
      repair_lines: [{ repairlineid: 5, state: "Done", problemDescription: "x", workshopLog: "" }],
    });
    expect(parsed.status).toBe("Done");
    expect(parsed.repair_lines[0]).toEqual({
      repairlineid: 5,
      state: "completed",
      problemDescription: "x",
      workshopLog: undefined,
    });
  });

  it("refuses a blank location or description", () => {
    expect(
      issues(repairUpdatePayloadSchema, {
        ...updatePayload,
        currentLocation: "",
        repair_lines: [{ repairlineid: 5, state: "pending", problemDescription: " " }],
      }),
    ).toEqual([
      ["currentLocation", "Please enter a location."],
      ["repair_lines.0.problemDescription", "Problem description is required."],
    ]);
  });

  it("keeps the request's own version, and may do without it (SPEC clients)", () => {
    expect(repairUpdatePayloadSchema.parse({ ...updatePayload, version: 3 }).version).toBe(3);
    expect(repairUpdatePayloadSchema.parse(updatePayload)).not.toHaveProperty("version");
  });

  it.each([0, -1, 1.5, "3", null, 2147483648])("refuses %j as the request's version", (version) => {
    expect(
      issues(repairUpdatePayloadSchema, { ...updatePayload, version }).map(([path]) => path),
    ).toEqual(["version"]);
  });

  it("refuses line ids and line versions beyond the largest database integer", () => {
    const line = updatePayload.repair_lines[0];
    expect(
      issues(repairUpdatePayloadSchema, {
        ...updatePayload,
        repair_lines: [{ ...line, repairlineid: 99999999999, version: 99999999999 }],
      }).map(([path]) => path),
    ).toEqual(["repair_lines.0.repairlineid", "repair_lines.0.version"]);
  });

  it("refuses the same line twice", () => {
    const line = { repairlineid: 5, state: "pending", problemDescription: "x" };
    expect(
      issues(repairUpdatePayloadSchema, { ...updatePayload, repair_lines: [line, line] }),
    ).toEqual([["repair_lines.1.repairlineid", "Each repair line can only be updated once."]]);
  });
});

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

describe("repair reads (SPEC §3)", () => {
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
