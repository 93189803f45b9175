import { describe, expect, it } from "vitest";
import {
  INITIAL_LINE_STATE,
  INITIAL_REQUEST_STATUS,
  REPAIR_STATES,
  REPAIR_STATE_LABELS,
  REPAIR_STATE_RANKS,
  SERVER_STATUSES,
  headlineState,
  isRepairState,
  nextRepairState,
  normalizeRepairState,
  overallStatus,
  repairStateBadgeColour,
  repairStateInputSchema,
  repairStateLabel,
  repairStateSchema,
  serverStatusInputSchema,
  serverStatusSchema,
  statisticsBucket,
  toServerStatus,
} from "./repair-state";

describe("repair line states (requirements §4)", () => {
  it("are the six keys in workshop order", () => {
    expect(REPAIR_STATES).toEqual([
      "pending",
      "enroute-to-outfitter",
      "in-progress",
      "ready-for-collection",
      "enroute-to-customer",
      "completed",
    ]);
    expect(repairStateSchema.options).toEqual([...REPAIR_STATES]);
  });

  it("have the labels of requirements §4", () => {
    expect(REPAIR_STATE_LABELS).toEqual({
      pending: "Pending",
      "enroute-to-outfitter": "En Route to Outfitter",
      "in-progress": "In Progress",
      "ready-for-collection": "Ready for Collection",
      "enroute-to-customer": "En Route to Customer",
      completed: "Completed",
    });
  });

  it("rank pending 1 up to completed 6", () => {
    expect(REPAIR_STATES.map((state) => REPAIR_STATE_RANKS[state])).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it.each([
    ["pending", "red"],
    ["enroute-to-outfitter", "orange"],
    ["in-progress", "blue"],
    ["ready-for-collection", "purple"],
    ["enroute-to-customer", "yellow"],
    ["completed", "green"],
    ["Done", "green"],
    ["something else", "grey"],
    ["", "grey"],
  ])("badge colour of %j is %s", (state, colour) => {
    expect(repairStateBadgeColour(state)).toBe(colour);
  });

  it("are sent to the server as Pending … Done", () => {
    expect(REPAIR_STATES.map(toServerStatus)).toEqual([
      "Pending",
      "Enroute to Lifetime Outfitter",
      "In Progress",
      "Ready for Collection",
      "Enroute to Customer",
      "Done",
    ]);
    expect(SERVER_STATUSES).toEqual(REPAIR_STATES.map(toServerStatus));
    expect(serverStatusSchema.options).toEqual([...SERVER_STATUSES]);
  });

  it("new requests start 'Pending' with every line 'pending'", () => {
    expect(INITIAL_REQUEST_STATUS).toBe("Pending");
    expect(INITIAL_LINE_STATE).toBe("pending");
  });
});

describe("normalizeRepairState", () => {
  it("accepts every key", () => {
    for (const state of REPAIR_STATES) expect(normalizeRepairState(state)).toBe(state);
  });

  it("accepts every server name, 'Done' being completed", () => {
    expect(SERVER_STATUSES.map(normalizeRepairState)).toEqual([...REPAIR_STATES]);
    expect(normalizeRepairState("Done")).toBe("completed");
  });

  it("ignores letter case and surrounding spaces", () => {
    expect(normalizeRepairState("DONE")).toBe("completed");
    expect(normalizeRepairState("enroute to lifetime outfitter")).toBe("enroute-to-outfitter");
    expect(normalizeRepairState(" In-Progress ")).toBe("in-progress");
  });

  it("accepts the labels people see", () => {
    expect(normalizeRepairState("En Route to Customer")).toBe("enroute-to-customer");
    expect(normalizeRepairState("Completed")).toBe("completed");
  });

  it("gives 'unknown' for anything else", () => {
    expect(normalizeRepairState("lost")).toBe("unknown");
    expect(normalizeRepairState("")).toBe("unknown");
  });

  it("isRepairState is true for keys only", () => {
    expect(isRepairState("pending")).toBe(true);
    expect(isRepairState("Pending")).toBe(false);
    expect(isRepairState(3)).toBe(false);
  });
});

describe("repairStateLabel", () => {
  it("labels keys and server names", () => {
    expect(repairStateLabel("enroute-to-outfitter")).toBe("En Route to Outfitter");
    expect(repairStateLabel("Done")).toBe("Completed");
  });

  it("reads 'Unknown' for an unknown value", () => {
    expect(repairStateLabel("lost")).toBe("Unknown");
  });
});

describe("headline state: the lowest-ranked line state", () => {
  it("picks the least advanced line", () => {
    expect(headlineState(["completed", "in-progress", "enroute-to-customer"])).toBe("in-progress");
    expect(headlineState(["Done", "Ready for Collection"])).toBe("ready-for-collection");
  });

  it("ignores unknown states", () => {
    expect(headlineState(["lost", "completed"])).toBe("completed");
  });

  it("is unknown without any known line", () => {
    expect(headlineState([])).toBe("unknown");
    expect(headlineState(["lost"])).toBe("unknown");
  });
});

describe("overall status sent to the server (the precedence of requirements §4)", () => {
  it("is 'Done' when every line is completed", () => {
    expect(overallStatus(["completed", "Done"])).toBe("Done");
  });

  it.each([
    [
      "else 'Enroute to Customer' when any line is en route to the customer",
      ["pending", "enroute-to-customer", "completed", "in-progress"],
      "Enroute to Customer",
    ],
    [
      "else 'Ready for Collection' when any line is ready for collection",
      ["pending", "ready-for-collection", "in-progress"],
      "Ready for Collection",
    ],
    [
      "else 'In Progress' when any line is in progress",
      ["pending", "enroute-to-outfitter", "in-progress", "completed"],
      "In Progress",
    ],
    [
      "else 'Enroute to Lifetime Outfitter' when any line is en route to the outfitter",
      ["pending", "enroute-to-outfitter", "completed"],
      "Enroute to Lifetime Outfitter",
    ],
    ["otherwise 'Pending'", ["pending", "completed"], "Pending"],
    ["otherwise 'Pending', also for pending lines alone", ["pending"], "Pending"],
  ])("%s", (_case, states, status) => {
    expect(overallStatus(states)).toBe(status);
  });

  it("is 'Pending' for no lines", () => {
    expect(overallStatus([])).toBe("Pending");
  });
});

describe("statistics buckets", () => {
  it.each([
    ["pending", "Pending"],
    ["enroute-to-outfitter", "Pending"],
    ["in-progress", "In Progress"],
    ["ready-for-collection", "In Progress"],
    ["enroute-to-customer", "In Progress"],
    ["completed", "Completed"],
    ["Done", "Completed"],
    ["Enroute to Lifetime Outfitter", "Pending"],
  ])("%s counts as %s", (state, bucket) => {
    expect(statisticsBucket(state)).toBe(bucket);
  });

  it("counts an unknown state as Pending", () => {
    expect(statisticsBucket("lost")).toBe("Pending");
  });
});

describe("state and status inputs", () => {
  it("parse keys, server names and labels to keys", () => {
    expect(repairStateInputSchema.parse("Done")).toBe("completed");
    expect(repairStateInputSchema.parse("In Progress")).toBe("in-progress");
    expect(repairStateInputSchema.parse("ready-for-collection")).toBe("ready-for-collection");
  });

  it("parse a status to its server name", () => {
    expect(serverStatusInputSchema.parse("completed")).toBe("Done");
    expect(serverStatusInputSchema.parse("pending")).toBe("Pending");
  });

  it("refuse an unknown state", () => {
    const result = repairStateInputSchema.safeParse("lost");
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Unknown repair state: lost",
    ]);
  });
});

describe("nextRepairState (one click 'Next')", () => {
  it.each([
    ["pending", "enroute-to-outfitter"],
    ["enroute-to-outfitter", "in-progress"],
    ["in-progress", "ready-for-collection"],
    ["ready-for-collection", "completed"],
    ["enroute-to-customer", "completed"],
    ["In Progress", "ready-for-collection"],
  ])("moves %s on to %s", (state, next) => {
    expect(nextRepairState(state)).toBe(next);
  });

  it("has no next for a completed line or an unknown state", () => {
    expect(nextRepairState("completed")).toBeNull();
    expect(nextRepairState("Done")).toBeNull();
    expect(nextRepairState("something else")).toBeNull();
  });

  it("follows the rank order, one step each time, except that a collected piece is completed", () => {
    for (const state of REPAIR_STATES.slice(0, -1)) {
      if (state === "ready-for-collection") continue;
      const next = nextRepairState(state);
      expect(next && REPAIR_STATE_RANKS[next]).toBe(REPAIR_STATE_RANKS[state] + 1);
    }
  });
});
