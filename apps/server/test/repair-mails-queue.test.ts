import type { RepairRequestRecord } from "@lo/domain";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { repairLineStateChanges, repairLines, repairRequests } from "../src/db/schema";
import {
  allMails,
  FAIL_AT_COMMIT,
  installCommitFailure,
  mailsOfRequest,
} from "./repair-mails-support";
import {
  admin,
  api,
  customerWithPieces,
  readRepair,
  setUpRepairSuite,
  t,
  type SignedInUser,
} from "./repairs-support";

setUpRepairSuite();
beforeAll(() => installCommitFailure(t.db));

const read = readRepair;

/** The update dialog's payload: every line as read, with the given changes by index. */
function changes(
  record: RepairRequestRecord,
  byIndex: Record<number, { state?: string; problemDescription?: string; workshopLog?: string }>,
  currentLocation = record.currentLocation,
) {
  return {
    currentLocation,
    repair_lines: record.products.map((line, index) => ({
      repairlineid: line.repairlineid,
      state: line.state,
      problemDescription: line.problemDescription,
      ...byIndex[index],
    })),
  };
}

/** A request a customer raised for `pieces` products of their own, and its record as read. */
async function ownRequest(pieces: number) {
  const { customer, serials } = await customerWithPieces(pieces);
  const id = await api.createRepair(customer.cookie, customer.user.idnumber, serials);
  return { customer, id, record: await read(customer.user.idnumber, id) };
}

/** The customer asks to have one piece repaired, at home, with this problem. */
const raiseOne = (customer: SignedInUser, serialno: string | undefined, problem: string) =>
  api.raise(
    {
      customeridnumber: customer.user.idnumber,
      current_location: "Home",
      repairlines: [{ serialno, problemdescription: problem }],
    },
    customer.cookie,
  );

const update = (id: number, body: unknown) =>
  api.put(`/repairs/update-repair/${id}`, body, admin.cookie);

describe("a new request queues its two mails in its own transaction", () => {
  it("raised by the customer: 'request received' for them and the workshop's notice, due now", async () => {
    const { customer, serials } = await customerWithPieces(2);
    const before = Date.now();
    const id = await api.createRepair(customer.cookie, customer.user.idnumber, serials);
    const rows = await mailsOfRequest(t.db, id);
    expect(rows.map((row) => row.kind)).toEqual(["request-received", "workshop-new-request"]);
    const [received, workshop] = rows;
    expect(received).toMatchObject({
      customerIdnumber: customer.user.idnumber,
      toAddress: null,
      groupKey: null,
      state: "pending",
      payload: { requestId: id },
    });
    // The workshop's address is resolved when the mail is sent, not frozen in the row.
    expect(workshop).toMatchObject({
      customerIdnumber: null,
      toAddress: null,
      groupKey: null,
      payload: { requestId: id },
    });
    for (const row of rows) {
      expect(row.dueAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      expect(row.dueAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(JSON.stringify(row.payload)).not.toContain(customer.user.idnumber);
    }
  });

  it("raised by an admin for the customer: the same two mails, the confirmation to the customer", async () => {
    const { customer, serials } = await customerWithPieces(1);
    const id = await api.createRepair(admin.cookie, customer.user.idnumber, serials);
    const rows = await mailsOfRequest(t.db, id);
    expect(rows.map((row) => [row.kind, row.customerIdnumber])).toEqual([
      ["request-received", customer.user.idnumber],
      ["workshop-new-request", null],
    ]);
  });

  it("a creation refused by the rules queues nothing", async () => {
    const { customer } = await customerWithPieces(0);
    const other = await customerWithPieces(1);
    const before = (await allMails(t.db)).length;
    const response = await raiseOne(customer, other.serials[0], "Not mine");
    expect(response.statusCode).toBe(400);
    expect(await allMails(t.db)).toHaveLength(before);
  });

  it("a creation whose commit fails after the mails were queued leaves no request and no mail", async () => {
    const { customer, serials } = await customerWithPieces(1);
    const before = (await allMails(t.db)).length;
    const response = await raiseOne(customer, serials[0], FAIL_AT_COMMIT);
    expect(response.statusCode).toBe(500);
    const requests = await t.db
      .select({ id: repairRequests.id })
      .from(repairRequests)
      .where(eq(repairRequests.customerIdnumber, customer.user.idnumber));
    expect(requests).toEqual([]);
    expect(await allMails(t.db)).toHaveLength(before);
  });
});

describe("an update queues ONE status row, held for the batching window", () => {
  it("three state changes and a note in one call: one row naming all four, grouped by request", async () => {
    const { customer, id, record } = await ownRequest(3);
    const response = await update(
      id,
      changes(record, {
        0: { state: "in-progress", workshopLog: "New stitching on the strap" },
        1: { state: "enroute-to-outfitter" },
        2: { state: "ready-for-collection" },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const status = (await mailsOfRequest(t.db, id)).filter((row) => row.kind === "request-status");
    expect(status).toHaveLength(1);
    const [row] = status;
    expect(row?.groupKey).toBe(`request-status:${id}`);
    expect(row?.customerIdnumber).toBe(customer.user.idnumber);
    const payload = row?.payload as { stateChangeIds: number[]; noteIds: number[] };
    expect(payload.stateChangeIds).toHaveLength(3);
    expect(payload.noteIds).toHaveLength(1);
    // The ids are this update's state changes (the creation's first states are not news).
    const written = await t.db
      .select({ id: repairLineStateChanges.id })
      .from(repairLineStateChanges)
      .innerJoin(repairLines, eq(repairLines.id, repairLineStateChanges.repairLineId))
      .where(
        sql`${repairLines.repairRequestId} = ${id} and ${repairLineStateChanges.fromState} is not null`,
      );
    expect([...payload.stateChangeIds].sort()).toEqual(written.map((w) => w.id).sort());
    // Held NOTIFY_BATCH_SECONDS (1 s in tests) after the change.
    const held = (row?.dueAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(held).toBeGreaterThanOrEqual(t.config.notifyBatchSeconds * 1000 - 250);
    expect(held).toBeLessThan(t.config.notifyBatchSeconds * 1000 + 5000);
  });

  it("three calls make three rows of the same group (the worker sends them as one)", async () => {
    const { customer, id } = await ownRequest(3);
    for (let index = 0; index < 3; index += 1) {
      const record = await read(customer.user.idnumber, id);
      expect(
        (await update(id, changes(record, { [index]: { state: "in-progress" } }))).statusCode,
      ).toBe(200);
    }
    const status = (await mailsOfRequest(t.db, id)).filter((row) => row.kind === "request-status");
    expect(status.map((row) => row.groupKey)).toEqual(Array(3).fill(`request-status:${id}`));
  });

  it("a new location, a new description or nothing at all is not news for the customer", async () => {
    const { customer, id, record } = await ownRequest(1);
    expect((await update(id, changes(record, {}, "At the workshop"))).statusCode).toBe(200);
    const again = await read(customer.user.idnumber, id);
    expect(
      (await update(id, changes(again, { 0: { problemDescription: "Torn seam" } }))).statusCode,
    ).toBe(200);
    expect((await update(id, changes(await read(customer.user.idnumber, id), {}))).statusCode).toBe(
      200,
    );
    const kinds = (await mailsOfRequest(t.db, id)).map((row) => row.kind);
    expect(kinds).not.toContain("request-status");
  });

  it("a refused update (stale edit) queues nothing", async () => {
    const { id, record } = await ownRequest(1);
    const body = changes(record, { 0: { state: "in-progress" } });
    const stale = { ...body, repair_lines: body.repair_lines.map((l) => ({ ...l, version: 99 })) };
    expect((await update(id, stale)).statusCode).toBe(409);
    expect((await mailsOfRequest(t.db, id)).map((row) => row.kind)).not.toContain("request-status");
  });

  it("an update whose commit fails after its row was queued leaves no change and no mail", async () => {
    const { customer, id, record } = await ownRequest(2);
    const response = await update(
      id,
      changes(record, { 0: { state: "completed" }, 1: { workshopLog: FAIL_AT_COMMIT } }),
    );
    expect(response.statusCode).toBe(500);
    expect((await read(customer.user.idnumber, id)).products.map((l) => l.state)).toEqual([
      "pending",
      "pending",
    ]);
    expect((await mailsOfRequest(t.db, id)).map((row) => row.kind)).not.toContain("request-status");
  });
});
