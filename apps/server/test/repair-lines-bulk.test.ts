import { REPAIR_LINE_ACTION_MESSAGES as M, type RepairLinesBulkResponse } from "@lo/domain";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, repairLineNotes, repairLines, repairRequests } from "../src/db/schema";
import { FAIL_AT_COMMIT, installCommitFailure, mailsOfRequest } from "./repair-mails-support";
import {
  admin,
  api,
  customerRequestWithLines,
  setUpRepairSuite,
  stateChangesOf,
  t,
} from "./repairs-support";

setUpRepairSuite();

/** A customer's request of `n` lines, as stored: its id and its lines. */
const request = customerRequestWithLines;

const bulk = (body: object) => api.post("/repairs/lines/bulk", body, admin.cookie);
const sent = (lines: { id: number; version: number }[]) =>
  lines.map((line) => ({ repairlineid: line.id, version: line.version }));

async function storedLines(ids: number[]) {
  return t.db
    .select()
    .from(repairLines)
    .where(inArray(repairLines.id, ids))
    .orderBy(repairLines.id);
}

describe("POST /repairs/lines/bulk", () => {
  it("sets one state and note on lines of two requests, one mail per request, audited", async () => {
    const one = await request(2);
    const two = await request(1);
    const lines = [...one.lines, ...two.lines];
    const response = await bulk({ lines: sent(lines), state: "in-progress", note: "On the bench" });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as RepairLinesBulkResponse;
    expect(answer.message).toBe(M.bulkDone(3, "in-progress"));
    expect(answer.updated).toBe(3);
    expect(answer.repairRequests.map((r) => [r.id, r.status])).toEqual([
      [one.id, "In Progress"],
      [two.id, "In Progress"],
    ]);
    expect((await storedLines(lines.map((l) => l.id))).map((l) => [l.state, l.version])).toEqual([
      ["in-progress", 2],
      ["in-progress", 2],
      ["in-progress", 2],
    ]);
    for (const { id, lines: own } of [one, two]) {
      const mails = (await mailsOfRequest(t.db, id)).filter((row) => row.kind === "request-status");
      expect(mails).toHaveLength(1);
      const payload = mails[0]?.payload as { stateChangeIds: number[]; noteIds: number[] };
      expect(payload.stateChangeIds).toHaveLength(own.length);
      expect(payload.noteIds).toHaveLength(own.length);
      const audit = await t.db.select().from(auditLog).where(eq(auditLog.repairRequestId, id));
      expect(audit.filter((row) => row.action === "state")).toHaveLength(own.length);
      expect(audit.filter((row) => row.entityKind === "note")).toHaveLength(own.length);
    }
  });

  it("saves none when one line is stale, and names it (serial and request)", async () => {
    const one = await request(2);
    const two = await request(1);
    const staleLine = two.lines[0] as (typeof two.lines)[number];
    const body = sent([...one.lines, staleLine]);
    (body[2] as { version: number }).version = 5;
    const response = await bulk({ lines: body, state: "completed", note: "All done" });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(M.bulkStale(staleLine.serialno, two.id));
    const stored = await storedLines([...one.lines, staleLine].map((l) => l.id));
    expect(stored.every((line) => line.state === "pending" && line.version === 1)).toBe(true);
    const notes = await t.db
      .select()
      .from(repairLineNotes)
      .where(
        inArray(
          repairLineNotes.repairLineId,
          stored.map((l) => l.id),
        ),
      );
    expect(notes).toHaveLength(0);
    expect((await mailsOfRequest(t.db, one.id)).map((row) => row.kind)).not.toContain(
      "request-status",
    );
  });

  it("leaves nothing when it fails part-way (at commit)", async () => {
    await installCommitFailure(t.db);
    const one = await request(1);
    const two = await request(1);
    const lines = [...one.lines, ...two.lines];
    const response = await bulk({ lines: sent(lines), state: "in-progress", note: FAIL_AT_COMMIT });
    expect(response.statusCode).toBe(500);
    const stored = await storedLines(lines.map((l) => l.id));
    expect(stored.map((l) => l.state)).toEqual(["pending", "pending"]);
    const changes = await stateChangesOf(lines);
    expect(changes).toHaveLength(2);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.repairRequestId, [one.id, two.id]));
    expect(audit).toHaveLength(0);
    const statuses = await t.db
      .select()
      .from(repairRequests)
      .where(inArray(repairRequests.id, [one.id, two.id]));
    expect(statuses.map((r) => r.status)).toEqual(["Pending", "Pending"]);
  });

  it("reopens a completed line only under the SPEC update's checks", async () => {
    const one = await request(1);
    const line = one.lines[0] as (typeof one.lines)[number];
    const done = await bulk({ lines: sent([line]), state: "completed" });
    expect(done.statusCode, done.body).toBe(200);
    // The same product goes into a new request, so this line cannot be reopened.
    await api.createRepair(one.customer.cookie, one.customer.user.idnumber, [line.serialno]);
    const reopen = await bulk({
      lines: [{ repairlineid: line.id, version: 2 }],
      state: "in-progress",
    });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toMatch(line.serialno);
    expect((await storedLines([line.id]))[0]?.state).toBe("completed");
  });

  it("refuses bad input with 400 and a line that does not exist with 409", async () => {
    const one = await request(1);
    const line = one.lines[0] as (typeof one.lines)[number];
    const twice = await bulk({ lines: sent([line, line]), state: "in-progress" });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(M.bulkDuplicate);
    expect((await bulk({ lines: [], state: "in-progress" })).json().message).toBe(M.bulkNone);
    const many = Array.from({ length: 101 }, (_, i) => ({ repairlineid: i + 1, version: 1 }));
    expect((await bulk({ lines: many, state: "in-progress" })).json().message).toBe(M.bulkTooMany);
    expect((await bulk({ lines: sent([line]), state: "nowhere" })).statusCode).toBe(400);
    const gone = await bulk({
      lines: [{ repairlineid: 999_999, version: 1 }],
      state: "in-progress",
    });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe(M.bulkMissing(999_999));
  });
});
