import { DEFAULT_TURNAROUND_TARGETS } from "@lo/domain";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, settings } from "../src/db/schema";
import { signInAs } from "./factories";
import { admin, api, setUpRepairSuite, t } from "./repairs-support";

// /settings/turnaround (decision 067): who may read and change the targets, their checks,
// their defaults and the audit entry written with each change.

setUpRepairSuite();

const URL = "/settings/turnaround";

describe("the turnaround settings: who may use them", () => {
  it("answers a visitor 401 and a customer 403, reading or writing, and stores nothing", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    expect((await api.get(URL)).statusCode).toBe(401);
    expect((await api.put(URL, DEFAULT_TURNAROUND_TARGETS)).statusCode).toBe(401);
    const read = await api.get(URL, customer.cookie);
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe(read.json().error);
    const write = await api.put(
      URL,
      { ...DEFAULT_TURNAROUND_TARGETS, pending: 3 },
      customer.cookie,
    );
    expect(write.statusCode).toBe(403);
    expect((await api.get(URL, admin.cookie)).json().targets.pending).not.toBe(3);
  });
});

describe("the turnaround settings: reading and saving", () => {
  it("starts from the defaults: pending 7, en route 10, in progress 21, ready 30, home 7", async () => {
    const response = await api.get(URL, admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      targets: {
        pending: 7,
        "enroute-to-outfitter": 10,
        "in-progress": 21,
        "ready-for-collection": 30,
        "enroute-to-customer": 7,
      },
    });
  });

  it("saves the targets and audits what changed, before and after, as a setting", async () => {
    const targets = { ...DEFAULT_TURNAROUND_TARGETS, pending: 5, "in-progress": 28 };
    const response = await api.put(URL, targets, admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: "Turnaround targets saved", targets });
    expect((await api.get(URL, admin.cookie)).json()).toEqual({ targets });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityKind, "setting"), eq(auditLog.entityId, "turnaround-targets")));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actorIdnumber).toBe(admin.user.idnumber);
    expect(entries[0]?.action).toBe("update");
    expect(entries[0]?.changes).toEqual({
      pending: { before: 7, after: 5 },
      "in-progress": { before: 21, after: 28 },
    });
    // Saving the same values again changes nothing and records nothing more.
    await api.put(URL, targets, admin.cookie);
    const again = await t.db.select().from(auditLog).where(eq(auditLog.entityKind, "setting"));
    expect(again).toHaveLength(1);
    await api.put(URL, DEFAULT_TURNAROUND_TARGETS, admin.cookie);
  });

  it("refuses a fraction, zero, 366 days, text or a missing state with a message per field, storing nothing", async () => {
    const [before] = await t.db.select().from(settings);
    const cases: [Record<string, unknown>, string][] = [
      [{ pending: 1.5 }, "Pending: enter a whole number of days from 1 to 365"],
      [{ "in-progress": 0 }, "In Progress: enter a whole number of days from 1 to 365"],
      [
        { "enroute-to-customer": 366 },
        "En Route to Customer: enter a whole number of days from 1 to 365",
      ],
      [
        { "enroute-to-outfitter": "ten" },
        "En Route to Outfitter: enter a whole number of days from 1 to 365",
      ],
      [
        { "ready-for-collection": undefined },
        "Ready for Collection: enter a whole number of days from 1 to 365",
      ],
    ];
    for (const [change, message] of cases) {
      const response = await api.put(
        URL,
        { ...DEFAULT_TURNAROUND_TARGETS, ...change },
        admin.cookie,
      );
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.body).toContain(message);
    }
    const [after] = await t.db.select().from(settings);
    expect(after).toEqual(before);
  });
});
