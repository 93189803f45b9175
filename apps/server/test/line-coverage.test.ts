import { COVERAGE_MESSAGES, type RepairLineRecord, type RepairRequestRecord } from "@lo/domain";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema";
import { signInAs } from "./factories";
import {
  admin,
  api,
  customerRequest,
  readRepair,
  setUpRepairSuite,
  t,
  updateLine,
} from "./repairs-support";

// Coverage and cause per piece (decision 094): warranty until an admin decides otherwise, set
// with the line's update, audited, and shown to the customer in words; a client of the
// original API that sends none of it changes none of it.

setUpRepairSuite();

type Coverage = Partial<
  Pick<RepairLineRecord, "coverage" | "goodwillReason" | "causeComponent" | "causeReason">
>;

/** The admin's update of the request's first line: as read, with `change` on top. */
const update = (
  record: RepairRequestRecord,
  change: Coverage & { state?: string },
  cookie = admin.cookie,
) =>
  updateLine(
    record,
    record.products[0]!,
    { version: record.products[0]!.version, ...change },
    cookie,
  );

/** The audit entries of a line. */
const auditOfLine = (lineId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityKind, "repair-line"), eq(auditLog.entityId, String(lineId))));

/** The request as the admins' list reads it (their audience: the workshop's findings too). */
async function adminRecord(id: number): Promise<RepairRequestRecord> {
  const response = await api.get(`/repairs/get-admin-repairs?q=${id}&limit=20`, admin.cookie);
  return (response.json().repairRequests as RepairRequestRecord[]).find((r) => r.id === id)!;
}

async function oneLineRequest() {
  const made = await customerRequest(1);
  return { ...made, record: await adminRecord(made.id) };
}

const ownView = async (customer: { cookie: string; user: { idnumber: string } }, id: number) => {
  const list = (
    await api.get(`/repairs/get-customer-repairs/${customer.user.idnumber}`, customer.cookie)
  ).json() as RepairRequestRecord[];
  return list.find((record) => record.id === id)!.products[0]!;
};

const tracked = async (record: RepairRequestRecord) => {
  const token = record.trackingUrl!.split("/track/")[1]!;
  const answer = await t.app.inject({ method: "GET", url: `/lifetime-outfitter/track/${token}` });
  return answer.json().items[0] as { coverageText?: string };
};

describe("a piece's coverage", () => {
  it("is the warranty until an admin decides, in words for the customer and the tracking page", async () => {
    const { customer, id, record } = await oneLineRequest();
    expect(record.products[0]).toMatchObject({
      coverage: "warranty",
      coverageText: "Covered by your lifetime warranty",
      goodwillReason: null,
      causeComponent: null,
      causeReason: null,
    });
    const own = await ownView(customer, id);
    expect(own).toMatchObject({
      coverage: "warranty",
      coverageText: "Covered by your lifetime warranty",
    });
    expect(own).not.toHaveProperty("causeComponent");
    expect((await tracked(record)).coverageText).toBe("Covered by your lifetime warranty");
  });

  it("is set with the line's update, audited, and told to the customer without the workshop's findings", async () => {
    const { customer, id, record } = await oneLineRequest();
    const answer = await update(record, {
      coverage: "paid",
      causeComponent: "leather-surface",
      causeReason: "accident-or-misuse",
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const line = (answer.json().repairRequest as RepairRequestRecord).products[0]!;
    expect(line).toMatchObject({
      coverage: "paid",
      causeComponent: "leather-surface",
      causeReason: "accident-or-misuse",
      coverageText: "Not covered: accident damage, see the quote",
      version: record.products[0]!.version + 1,
    });
    const own = await ownView(customer, id);
    expect(own.coverageText).toBe("Not covered: accident damage, see the quote");
    expect(own).not.toHaveProperty("causeReason");
    expect((await tracked(record)).coverageText).toBe(
      "Not covered: accident damage, see the quote",
    );

    const [entry] = await auditOfLine(line.repairlineid);
    expect(entry?.serialno).toBe(line.serialNumber);
    expect(entry?.changes).toEqual({
      coverage: { before: "warranty", after: "paid" },
      causeComponent: { before: null, after: "leather-surface" },
      causeReason: { before: null, after: "accident-or-misuse" },
    });
  });

  it("is on the request page: in words for its customer, with the findings for admins", async () => {
    const { customer, id, record } = await oneLineRequest();
    await update(record, { coverage: "paid", causeComponent: "zip", causeReason: "wear" });
    const page = async (cookie: string) =>
      (await api.get(`/repairs/requests/${id}`, cookie)).json().lines[0] as RepairLineRecord;
    expect(await page(admin.cookie)).toMatchObject({
      coverage: "paid",
      causeComponent: "zip",
      causeReason: "wear",
      coverageText: "Not covered: wear beyond what the warranty covers, see the quote",
    });
    const own = await page(customer.cookie);
    expect(own).toMatchObject({
      coverage: "paid",
      coverageText: "Not covered: wear beyond what the warranty covers, see the quote",
    });
    expect(own).not.toHaveProperty("causeComponent");
  });

  it("is left as it is by a client that sends none of it", async () => {
    const { id, record } = await oneLineRequest();
    expect((await update(record, { coverage: "paid", causeReason: "wear" })).statusCode).toBe(200);
    const paid = await adminRecord(id);
    // The original API's update: the state and description only.
    const answer = await update(paid, { state: "enroute-to-outfitter" });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((answer.json().repairRequest as RepairRequestRecord).products[0]).toMatchObject({
      state: "enroute-to-outfitter",
      coverage: "paid",
      causeReason: "wear",
    });
  });

  it("asks a goodwill repair for its reason, and forgets it when the coverage changes", async () => {
    const { customer, id, record } = await oneLineRequest();
    const refused = await update(record, { coverage: "goodwill" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      { path: "repair_lines.0.goodwillReason", message: COVERAGE_MESSAGES.goodwillReason },
    ]);
    expect((await readRepair(customer.user.idnumber, id)).products[0]?.coverage).toBe("warranty");

    const reason = "A loyal customer of thirty years; the dog was a puppy";
    const granted = await update(record, { coverage: "goodwill", goodwillReason: ` ${reason} ` });
    expect(granted.statusCode, granted.body).toBe(200);
    const goodwill = await adminRecord(id);
    expect(goodwill.products[0]).toMatchObject({
      coverage: "goodwill",
      goodwillReason: reason,
      coverageText: "Repaired free of charge by the workshop",
    });
    // Its reason kept while it stays goodwill (a later update need not send it again) ...
    expect((await update(goodwill, { causeComponent: "stitching" })).statusCode).toBe(200);
    const again = await adminRecord(id);
    expect(again.products[0]?.goodwillReason).toBe(reason);
    // ... and gone when it is not.
    expect((await update(again, { coverage: "warranty" })).statusCode).toBe(200);
    expect((await adminRecord(id)).products[0]).toMatchObject({
      coverage: "warranty",
      goodwillReason: null,
      causeComponent: "stitching",
    });
  });

  it("refuses a coverage or cause it does not know, changing nothing", async () => {
    const { customer, id, record } = await oneLineRequest();
    const answer = await update(record, { coverage: "free" as never, causeReason: "dog" as never });
    expect(answer.statusCode).toBe(400);
    const messages = (answer.json().issues as { message: string }[]).map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([COVERAGE_MESSAGES.coverage, COVERAGE_MESSAGES.reason]),
    );
    expect((await readRepair(customer.user.idnumber, id)).products[0]?.coverage).toBe("warranty");
  });

  it("is the workshop's to set: a visitor and a customer are refused", async () => {
    const { customer, record } = await oneLineRequest();
    expect(
      (await update(record, { coverage: "goodwill", goodwillReason: "mine" }, "")).statusCode,
    ).toBe(401);
    const other = await signInAs(t.app, t.db, "customer");
    for (const cookie of [customer.cookie, other.cookie]) {
      expect(
        (await update(record, { coverage: "goodwill", goodwillReason: "x" }, cookie)).statusCode,
      ).toBe(403);
    }
  });
});

describe("coverage with Next and in bulk", () => {
  const post = (url: string, body: unknown, cookie = admin.cookie) => api.post(url, body, cookie);

  it("'Next' takes the coverage decided at triage with the move, and Undo leaves it", async () => {
    const { record } = await oneLineRequest();
    const line = record.products[0]!;
    const refused = await post(`/repairs/lines/${line.repairlineid}/next`, {
      version: line.version,
      coverage: "goodwill",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(COVERAGE_MESSAGES.goodwillReason);
    expect((await adminRecord(record.id)).products[0]).toMatchObject({
      state: "pending",
      coverage: "warranty",
    });

    const moved = await post(`/repairs/lines/${line.repairlineid}/next`, {
      version: line.version,
      coverage: "paid",
      causeComponent: "hardware",
      causeReason: "accident-or-misuse",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = moved.json().repairRequest.products[0] as RepairLineRecord;
    expect(after).toMatchObject({
      state: "enroute-to-outfitter",
      coverage: "paid",
      causeComponent: "hardware",
      version: moved.json().line.version,
    });
    const entries = await auditOfLine(line.repairlineid);
    expect(entries.map((entry) => entry.changes)).toEqual(
      expect.arrayContaining([
        { state: { before: "pending", after: "enroute-to-outfitter" } },
        {
          coverage: { before: "warranty", after: "paid" },
          causeComponent: { before: null, after: "hardware" },
          causeReason: { before: null, after: "accident-or-misuse" },
        },
      ]),
    );

    const undone = await post(`/repairs/lines/${line.repairlineid}/undo`, moved.json().undo);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().repairRequest.products[0]).toMatchObject({
      state: "pending",
      coverage: "paid",
    });
  });

  it("sets the coverage of several lines at once without moving them, all or nothing", async () => {
    const first = await oneLineRequest();
    const second = await oneLineRequest();
    const lines = [first, second].map(({ record }) => ({
      repairlineid: record.products[0]!.repairlineid,
      version: record.products[0]!.version,
    }));
    const nothing = await post("/repairs/lines/bulk", { lines });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe("Choose a state, or the coverage or cause to set.");
    const reasonless = await post("/repairs/lines/bulk", { lines, coverage: "goodwill" });
    expect(reasonless.statusCode).toBe(400);

    const answer = await post("/repairs/lines/bulk", {
      lines,
      coverage: "paid",
      causeReason: "wear",
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ message: "Coverage saved for 2 lines", updated: 2 });
    for (const { record } of [first, second]) {
      expect((await adminRecord(record.id)).products[0]).toMatchObject({
        state: "pending",
        coverage: "paid",
        causeReason: "wear",
        version: record.products[0]!.version + 1,
      });
    }
  });

  it("is refused to a visitor and to customers, in Next and in bulk", async () => {
    const { customer, record } = await oneLineRequest();
    const line = record.products[0]!;
    const next = { version: line.version, coverage: "paid" };
    const bulk = {
      lines: [{ repairlineid: line.repairlineid, version: line.version }],
      coverage: "paid",
    };
    const other = await signInAs(t.app, t.db, "customer");
    for (const cookie of ["", customer.cookie, other.cookie]) {
      const expected = cookie === "" ? 401 : 403;
      expect(
        (await post(`/repairs/lines/${line.repairlineid}/next`, next, cookie)).statusCode,
      ).toBe(expected);
      expect((await post("/repairs/lines/bulk", bulk, cookie)).statusCode).toBe(expected);
    }
    expect((await adminRecord(record.id)).products[0]?.coverage).toBe("warranty");
  });
});
