import { REPAIR_LINE_ACTION_MESSAGES as M, type RepairLineNextResponse } from "@lo/domain";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  outboxMails,
  repairLineNotes,
  repairLines,
  repairLineStateChanges,
  repairRequests,
} from "../src/db/schema";
import { signInAs } from "./factories";
import { mailsOfRequest, render } from "./repair-mails-support";
import { admin, api, customerRequestWithLines, setUpRepairSuite, t } from "./repairs-support";

setUpRepairSuite();

/** A customer's request of `n` lines; answers its id and its lines' ids (in order). */
async function request(n = 1) {
  const { customer, id, serials, lines } = await customerRequestWithLines(n);
  return { customer, id, serials, lineIds: lines.map((line) => line.id) };
}

async function next(lineId: number, body: object, cookie = admin.cookie) {
  return api.post(`/repairs/lines/${lineId}/next`, body, cookie);
}

async function nextOk(lineId: number, body: object = { version: 1 }, cookie = admin.cookie) {
  const response = await next(lineId, body, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as RepairLineNextResponse;
}

const undo = (lineId: number, moved: RepairLineNextResponse, cookie = admin.cookie) =>
  api.post(`/repairs/lines/${lineId}/undo`, moved.undo, cookie);

const notesOf = (lineId: number) =>
  t.db.select().from(repairLineNotes).where(eq(repairLineNotes.repairLineId, lineId));

const statusMails = async (id: number) =>
  (await mailsOfRequest(t.db, id)).filter((row) => row.kind === "request-status");

describe("line actions: access", () => {
  it("refuse visitors (401) and customers (403)", async () => {
    const { customer, lineIds } = await request();
    const lineId = lineIds[0] as number;
    const bulk = { lines: [{ repairlineid: lineId, version: 1 }], state: "in-progress" };
    const undoBody = { version: 2, stateChangeId: 1 };
    for (const [url, body] of [
      [`/repairs/lines/${lineId}/next`, { version: 1 }],
      [`/repairs/lines/${lineId}/undo`, undoBody],
      ["/repairs/lines/bulk", bulk],
    ] as const) {
      expect((await api.post(url, body)).statusCode).toBe(401);
      expect((await api.post(url, body, customer.cookie)).statusCode).toBe(403);
    }
    const [line] = await t.db.select().from(repairLines).where(eq(repairLines.id, lineId));
    expect(line?.state).toBe("pending");
  });
});

describe("POST /repairs/lines/:lineId/next", () => {
  it("moves the line one state on, with a note, recomputes the status, queues one mail and audits", async () => {
    const { id, lineIds, serials, customer } = await request(2);
    const lineId = lineIds[0] as number;
    const moved = await nextOk(lineId, { version: 1, note: "  Collected by courier " });
    expect(moved.message).toBe(M.moved(serials[0] as string, "enroute-to-outfitter"));
    expect(moved.line).toEqual({
      repairlineid: lineId,
      serialNumber: serials[0],
      state: "enroute-to-outfitter",
      version: 2,
    });
    expect(moved.repairRequest.status).toBe("Enroute to Lifetime Outfitter");
    const line = moved.repairRequest.products.find((p) => p.repairlineid === lineId);
    expect(line?.workshopLog.map((entry) => entry.message)).toEqual(["Collected by courier"]);
    expect(moved.undo.version).toBe(2);
    expect(moved.undo.noteId).toEqual(expect.any(Number));
    expect(Date.parse(moved.undo.undoUntil)).toBeGreaterThan(Date.now() + 20_000);

    const mails = await statusMails(id);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.payload).toEqual({
      requestId: id,
      stateChangeIds: [moved.undo.stateChangeId],
      noteIds: [moved.undo.noteId],
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.repairRequestId, id));
    expect(audit.map((row) => [row.entityKind, row.action, row.changes])).toEqual(
      expect.arrayContaining([
        ["repair-line", "state", { state: { before: "pending", after: "enroute-to-outfitter" } }],
        [
          "note",
          "create",
          {
            note: { before: null, after: "Collected by courier" },
            internal: { before: null, after: false },
          },
        ],
      ]),
    );
    expect(audit.every((row) => row.customerIdnumber === customer.user.idnumber)).toBe(true);
    expect(audit.map((row) => row.serialno)).toContain(serials[0]);
  });

  it("keeps an internal note out of the status mail", async () => {
    const { id, lineIds } = await request();
    const moved = await nextOk(lineIds[0] as number, {
      version: 1,
      note: "Our own",
      internal: true,
    });
    const [note] = await t.db
      .select()
      .from(repairLineNotes)
      .where(eq(repairLineNotes.id, moved.undo.noteId as number));
    expect(note?.internal).toBe(true);
    expect((await statusMails(id))[0]?.payload).toMatchObject({ noteIds: [] });
  });

  it("refuses a stale version (409) and a completed line (409), saving nothing", async () => {
    const { lineIds } = await request();
    const lineId = lineIds[0] as number;
    const stale = await next(lineId, { version: 7, note: "x" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: M.staleLine, message: M.staleLine });
    // Pending → En Route to Outfitter → In Progress → Ready for Collection → Completed.
    for (let version = 1; version <= 4; version += 1) await nextOk(lineId, { version });
    const done = await next(lineId, { version: 5 });
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe(M.completedHasNoNext);
    const notes = await notesOf(lineId);
    expect(notes).toHaveLength(0);
    expect((await next(999_999, { version: 1 })).statusCode).toBe(404);
    expect((await next(lineId, { version: "one" })).statusCode).toBe(400);
  });
});

describe("POST /repairs/lines/:lineId/undo", () => {
  it("restores the state and removes the change and note, so the mail says nothing of it", async () => {
    const { id, lineIds } = await request();
    const lineId = lineIds[0] as number;
    const moved = await nextOk(lineId, { version: 1, note: "On its way" });
    const response = await undo(lineId, moved);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().line).toMatchObject({ state: "pending", version: 3 });
    expect(response.json().repairRequest.status).toBe("Pending");
    const changes = await t.db
      .select()
      .from(repairLineStateChanges)
      .where(eq(repairLineStateChanges.repairLineId, lineId));
    expect(changes.map((change) => change.toState)).toEqual(["pending"]);
    const notes = await notesOf(lineId);
    expect(notes).toHaveLength(0);
    const [stored] = await t.db.select().from(repairRequests).where(eq(repairRequests.id, id));
    expect(stored?.status).toBe("Pending");
    expect(await render(t, await statusMails(id))).toEqual({
      skip: "Nothing left to tell: the changes are gone",
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.repairRequestId, id), eq(auditLog.action, "undo")));
    expect(audit[0]?.changes).toEqual({
      state: { before: "enroute-to-outfitter", after: "pending" },
    });
    // Twice is refused: there is nothing left to undo.
    expect((await undo(lineId, moved)).json().message).toBe(M.undoNothing);
  });

  it("takes back only the note 'Next' wrote with that change, never an older one", async () => {
    const { lineIds } = await request();
    const lineId = lineIds[0] as number;
    const first = await nextOk(lineId, { version: 1, note: "Received at the workshop" });
    const moved = await nextOk(lineId, { version: first.undo.version });
    const forged = await api.post(
      `/repairs/lines/${lineId}/undo`,
      { ...moved.undo, noteId: first.undo.noteId },
      admin.cookie,
    );
    expect(forged.statusCode).toBe(409);
    expect(forged.json().message).toBe(M.undoNothing);
    const notes = await notesOf(lineId);
    expect(notes.map((note) => note.message)).toEqual(["Received at the workshop"]);
    const [line] = await t.db.select().from(repairLines).where(eq(repairLines.id, lineId));
    expect(line?.state).toBe("in-progress");
  });

  it("refuses another admin, a late undo, a line changed since and a mail already sent", async () => {
    const other = await signInAs(t.app, t.db, "admin");
    const { lineIds } = await request(4);
    const [a, b, c, d] = lineIds as [number, number, number, number];

    const first = await nextOk(a);
    const byOther = await undo(a, first, other.cookie);
    expect(byOther.statusCode).toBe(409);
    expect(byOther.json().message).toBe(M.undoOtherAdmin);

    const late = await nextOk(b);
    await t.db
      .update(repairLineStateChanges)
      .set({ changedAt: sql`now() - interval '31 seconds'` })
      .where(eq(repairLineStateChanges.id, late.undo.stateChangeId));
    expect((await undo(b, late)).json().message).toBe(M.undoExpired);

    const moved = await nextOk(c);
    await nextOk(c, { version: 2 });
    const since = await undo(c, moved);
    expect(since.statusCode).toBe(409);
    expect(since.json().message).toBe(M.undoChangedSince);

    const mailed = await nextOk(d);
    await t.db
      .update(outboxMails)
      .set({ state: "sent", sentAt: sql`now()` })
      .where(
        sql`${outboxMails.payload} -> 'stateChangeIds' @> ${JSON.stringify([mailed.undo.stateChangeId])}::jsonb`,
      );
    expect((await undo(d, mailed)).json().message).toBe(M.undoAlreadyMailed);

    const states = await t.db
      .select({ state: repairLines.state })
      .from(repairLines)
      .where(eq(repairLines.id, a));
    expect(states[0]?.state).toBe("enroute-to-outfitter");
  });
});
