import { describe, expect, it } from "vitest";
import { issues, repairRequest as valid } from "../test-fixtures";
import { repairRequestSchema } from "../validation/repair-request";
import {
  repairCreatePayloadSchema,
  repairUpdatePayloadSchema,
  toRepairCreatePayload,
} from "./repair-payloads";
import { repairCreateResponseSchema } from "./repairs";

const createPayload = {
  customeridnumber: "9001015009087",
  current_location: "Cape Town",
  status: "Pending",
  repairlines: [
    { serialno: "LO-BELT-0001", problemdescription: "Buckle loose", state: "pending" },
    { serialno: "LO-WALLET-0002", problemdescription: "Stitching undone", state: "Pending" },
  ],
};

describe("repair create payload (requirements §3)", () => {
  it("accepts the shape of requirements §3, reading states as keys", () => {
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

  it.each([
    [
      "a blank location",
      { current_location: " " },
      [["current_location", "Please enter a location."]],
    ],
    [
      "a request without lines",
      { repairlines: [] },
      [["repairlines", "Please select at least one product."]],
    ],
    [
      "a request without lines, also when they are left out",
      { repairlines: undefined },
      [["repairlines", "Please select at least one product."]],
    ],
    [
      "a blank problem description",
      { repairlines: [{ serialno: "LO-1", problemdescription: "  " }] },
      [["repairlines.0.problemdescription", "All problem descriptions are required."]],
    ],
    [
      "the same serial number twice",
      {
        repairlines: [
          { serialno: "LO-1", problemdescription: "Torn" },
          { serialno: "LO-1", problemdescription: "Scuffed" },
        ],
      },
      [["repairlines.1.serialno", "Each product can only be added once."]],
    ],
    [
      "unknown states",
      { repairlines: [{ serialno: "LO-1", problemdescription: "Torn", state: "lost" }] },
      [["repairlines.0.state", "Unknown repair state: lost"]],
    ],
  ])("refuses %s", (_case, changes, expected) => {
    expect(issues(repairCreatePayloadSchema, { ...createPayload, ...changes })).toEqual(expected);
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

describe("repair update payload (requirements §3)", () => {
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

  it("keeps the request's own version, and may do without it (clients written to requirements §7)", () => {
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

describe("form to create payload", () => {
  it("starts the request Pending and every line pending (requirements §4)", () => {
    const payload = toRepairCreatePayload("9001015009087", repairRequestSchema.parse(valid));
    expect(payload).toEqual({
      customeridnumber: "9001015009087",
      current_location: "Cape Town",
      status: "Pending",
      repairlines: [
        { serialno: "LO-BELT-0001", problemdescription: "Buckle loose", state: "pending" },
        { serialno: "LO-WALLET-0002", problemdescription: "Stitching undone", state: "pending" },
      ],
    });
    expect(repairCreatePayloadSchema.safeParse(payload).success).toBe(true);
  });
});
