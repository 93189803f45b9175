import { API_MESSAGES, type RepairRequestRecord, type RepairState } from "@lo/domain";
import { asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  products,
  repairLineNotes,
  repairLines,
  repairLineStateChanges,
  repairRequests,
} from "../src/db/schema";
import { createAdmin, signIn, signInAs } from "./factories";
import { setUpRepairSuite, admin, api, customerRequest, readRepair, t } from "./repairs-support";

setUpRepairSuite();

/** A customer's request with `n` lines, as the admin reads it. */
async function repairWithLines(n: number, location = "Customer's home") {
  const { customer, id } = await customerRequest(n, location);
  return { customer, id, record: await read(customer.user.idnumber, id) };
}

const read = readRepair;

/**
 * An admin's answer as the customer's list reads the same request: without the workshop's
 * own findings on coverage (decision 094), which only admins' answers carry.
 */
const asCustomerReads = (record: RepairRequestRecord): RepairRequestRecord => ({
  ...record,
  products: record.products.map(
    ({ goodwillReason: _g, causeComponent: _c, causeReason: _r, ...line }) => line,
  ),
});

type LineChange = {
  state?: string;
  problemDescription?: string;
  workshopLog?: string | null;
  version?: number;
};

/** The payload of the line update dialog: each line as read, with some changes. */
function payload(
  record: RepairRequestRecord,
  changes: (LineChange | undefined)[],
  extra: { currentLocation?: string; status?: string } = {},
) {
  return {
    currentLocation: extra.currentLocation ?? record.currentLocation,
    ...(extra.status ? { status: extra.status } : {}),
    repair_lines: record.products.flatMap((line, index) => {
      const change = changes[index];
      if (!change) return [];
      return [
        {
          repairlineid: line.repairlineid,
          state: line.state,
          problemDescription: line.problemDescription,
          ...change,
        },
      ];
    }),
  };
}

const update = (id: number, body: unknown, cookie = admin.cookie) =>
  api.put(`/repairs/update-repair/${id}`, body, cookie);

describe("PUT /repairs/update-repair/{id}: who may call it", () => {
  it("answers a visitor 401 and a customer 403, even for their own request; nothing changes", async () => {
    const { customer, id, record } = await repairWithLines(1);
    const body = payload(record, [{ state: "completed" }]);
    expect((await update(id, body, "")).statusCode).toBe(401);
    const refused = await update(id, body, customer.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("You do not have access to this.");
    expect((await read(customer.user.idnumber, id)).products[0]?.state).toBe("pending");
  });

  it("refuses an admin whose password change is pending", async () => {
    const { id, record } = await repairWithLines(1);
    const pending = await createAdmin(t.db, { passwordFlag: 0 });
    const cookie = await signIn(t.app, pending.user.email, pending.password);
    const response = await update(id, payload(record, [{ state: "completed" }]), cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Please set a new password first.");
  });

  it("answers 404 for an unknown request and 400 for an id that is not a number", async () => {
    const { record } = await repairWithLines(1);
    const missing = await update(2_000_000_000, payload(record, [{}]));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Repair request not found.");
    expect((await update(Number.NaN, payload(record, [{}]))).statusCode).toBe(400);
  });

  it("answers 400, never a database error, for ids and versions beyond a database integer", async () => {
    const { id, record } = await repairWithLines(1);
    const tooBig = 99_999_999_999;
    const badPath = await update(tooBig, payload(record, [{}]));
    expect(badPath.statusCode).toBe(400);
    expect(badPath.json().issues.map((issue: { path: string }) => issue.path)).toEqual(["id"]);

    const body = payload(record, [{ state: "completed", version: tooBig }]);
    const badLine = await update(id, {
      ...body,
      version: tooBig,
      repair_lines: body.repair_lines.map((line) => ({ ...line, repairlineid: tooBig })),
    });
    expect(badLine.statusCode).toBe(400);
    expect(badLine.json().issues.map((issue: { path: string }) => issue.path)).toEqual([
      "version",
      "repair_lines.0.repairlineid",
      "repair_lines.0.version",
    ]);
    expect(await read(record.customeridnumber, id)).toEqual(record);
  });
});

describe("PUT /repairs/update-repair/{id}", () => {
  it("saves location, state and description, appends the note, and answers the updated request", async () => {
    const { customer, id, record } = await repairWithLines(2);
    const response = await update(
      id,
      payload(
        record,
        [
          {
            state: "in-progress",
            problemDescription: "  Buckle end re-stitch  ",
            workshopLog: "  Received; starting work.  ",
          },
        ],
        { currentLocation: "  Workshop, Cape Town " },
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message).toBe("Repair request updated successfully");
    const updated = body.repairRequest as RepairRequestRecord;
    expect(updated).toMatchObject({
      id,
      status: "In Progress",
      currentLocation: "Workshop, Cape Town",
      customeridnumber: customer.user.idnumber,
    });
    const [line] = updated.products;
    expect(line).toMatchObject({
      state: "in-progress",
      problemDescription: "Buckle end re-stitch",
      version: 2,
      workshopLog: [
        {
          message: "Received; starting work.",
          timestamp: expect.any(String),
          author: `${admin.user.name} ${admin.user.surname}`,
        },
      ],
    });
    expect(asCustomerReads(updated).products[1]).toEqual(record.products[1]);
    expect(Date.parse(updated.lastUpdateDate)).toBeGreaterThan(Date.parse(record.lastUpdateDate));
    expect(Math.abs(Date.parse(line?.workshopLog[0]?.timestamp ?? "") - Date.now())).toBeLessThan(
      60_000,
    );
    // The customer sees the same, less the admin answer's `internal` flag on each note and the
    // workshop's findings on coverage.
    expect(await read(customer.user.idnumber, id)).toEqual({
      ...updated,
      products: asCustomerReads(updated).products.map((product) => ({
        ...product,
        workshopLog: product.workshopLog.map(({ internal: _internal, ...note }) => note),
      })),
    });
  });

  it("records every state change with its time and author", async () => {
    const { id, record } = await repairWithLines(1);
    const lineId = record.products[0]?.repairlineid ?? 0;
    await update(id, payload(record, [{ state: "enroute-to-outfitter" }]));
    await update(id, payload(await read(record.customeridnumber, id), [{ state: "Done" }]));
    const changes = await t.db
      .select()
      .from(repairLineStateChanges)
      .where(eq(repairLineStateChanges.repairLineId, lineId))
      .orderBy(asc(repairLineStateChanges.id));
    expect(changes.map((c) => [c.fromState, c.toState])).toEqual([
      [null, "pending"],
      ["pending", "enroute-to-outfitter"],
      ["enroute-to-outfitter", "completed"],
    ]);
    expect(changes[1]?.changedByIdnumber).toBe(admin.user.idnumber);
    expect(changes[1]?.changedAt).toBeInstanceOf(Date);
  });

  it("does not touch anything when nothing changed (blank note, same values)", async () => {
    const { id, record } = await repairWithLines(1);
    const response = await update(id, payload(record, [{ workshopLog: "   " }]));
    expect(response.statusCode).toBe(200);
    expect(asCustomerReads(response.json().repairRequest)).toEqual(record);
  });

  describe("the stored status is always derived from ALL lines (SPEC §4)", () => {
    const cases: [RepairState[], string][] = [
      [["pending", "pending"], "Pending"],
      [["completed", "pending"], "Pending"],
      [["enroute-to-outfitter", "pending"], "Enroute to Lifetime Outfitter"],
      [["enroute-to-outfitter", "completed"], "Enroute to Lifetime Outfitter"],
      [["in-progress", "enroute-to-outfitter"], "In Progress"],
      [["in-progress", "completed"], "In Progress"],
      [["ready-for-collection", "in-progress"], "Ready for Collection"],
      [["ready-for-collection", "pending"], "Ready for Collection"],
      [["enroute-to-customer", "ready-for-collection"], "Enroute to Customer"],
      [["completed", "enroute-to-customer"], "Enroute to Customer"],
      [["completed", "completed"], "Done"],
    ];
    it.each(cases)("%j gives %s", async (states, expected) => {
      const { customer, id, record } = await repairWithLines(2);
      const response = await update(
        id,
        payload(
          record,
          states.map((state) => ({ state })),
        ),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().repairRequest.status).toBe(expected);
      const [stored] = await t.db
        .select({ status: repairRequests.status })
        .from(repairRequests)
        .where(eq(repairRequests.id, id));
      expect(stored?.status).toBe(expected);
      expect((await read(customer.user.idnumber, id)).status).toBe(expected);
    });

    it("counts the lines left out of the payload", async () => {
      const { id, record } = await repairWithLines(2);
      await update(id, payload(record, [{ state: "completed" }, { state: "completed" }]));
      const reopened = await update(
        id,
        payload(await read(record.customeridnumber, id), [{ state: "in-progress" }]),
      );
      expect(reopened.json().repairRequest.status).toBe("In Progress");
      const done = await update(
        id,
        payload(reopened.json().repairRequest, [{ state: "completed" }]),
      );
      expect(done.json().repairRequest.status).toBe("Done");
    });

    it("ignores a status that contradicts the lines; it is never stored", async () => {
      const { id, record } = await repairWithLines(2);
      const response = await update(
        id,
        payload(record, [{ state: "in-progress" }], { status: "Done" }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().repairRequest.status).toBe("In Progress");
      const [stored] = await t.db
        .select({ status: repairRequests.status })
        .from(repairRequests)
        .where(eq(repairRequests.id, id));
      expect(stored?.status).toBe("In Progress");
    });
  });

  describe("workshop notes are append-only", () => {
    it("keeps every note, oldest first, each with its time and author", async () => {
      const { id, record } = await repairWithLines(1);
      const second = await createAdmin(t.db, { name: "Bongani", surname: "Zulu" });
      const secondCookie = await signIn(t.app, second.user.email, second.password);
      await update(id, payload(record, [{ workshopLog: "First look: strap cracked." }]));
      // A client sending the whole log back does not rewrite it: the text is one new note.
      await update(id, payload(record, [{ workshopLog: "Strap replaced." }]), secondCookie);
      const log = (await read(record.customeridnumber, id)).products[0]?.workshopLog;
      expect(log?.map((entry) => [entry.message, entry.author])).toEqual([
        ["First look: strap cracked.", `${admin.user.name} ${admin.user.surname}`],
        ["Strap replaced.", "Bongani Zulu"],
      ]);
      const rows = await t.db
        .select()
        .from(repairLineNotes)
        .where(eq(repairLineNotes.repairLineId, record.products[0]?.repairlineid ?? 0));
      expect(rows).toHaveLength(2);
      expect(rows.every((row) => row.createdAt instanceof Date)).toBe(true);
    });

    it("a note alone does not change the line's version", async () => {
      const { id, record } = await repairWithLines(1);
      const response = await update(
        id,
        payload(record, [{ workshopLog: "Just a note", version: record.products[0]?.version }]),
      );
      expect(response.json().repairRequest.products[0].version).toBe(record.products[0]?.version);
    });

    it("two admins adding notes at the same time: both are kept", async () => {
      const { id, record } = await repairWithLines(1);
      const other = await signInAs(t.app, t.db, "admin");
      const version = record.products[0]?.version;
      const [one, two] = await Promise.all([
        update(id, payload(record, [{ workshopLog: "Note from the bench", version }])),
        update(
          id,
          payload(record, [{ workshopLog: "Note from the front desk", version }]),
          other.cookie,
        ),
      ]);
      expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
      const log = (await read(record.customeridnumber, id)).products[0]?.workshopLog ?? [];
      expect(log.map((entry) => entry.message).sort()).toEqual([
        "Note from the bench",
        "Note from the front desk",
      ]);
    });
  });

  describe("stale edits", () => {
    it("answers 409 for a line changed since it was read, and saves nothing of that update", async () => {
      const { id, record } = await repairWithLines(2);
      const version = record.products[0]?.version;
      const first = await update(id, payload(record, [{ state: "in-progress", version }]));
      expect(first.statusCode).toBe(200);
      const stale = await update(
        id,
        payload(
          record,
          [{ state: "completed", workshopLog: "Done and dusted", version }, { state: "completed" }],
          { currentLocation: "Elsewhere" },
        ),
      );
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        error: API_MESSAGES.staleEdit,
        message: API_MESSAGES.staleEdit,
      });
      const now = await read(record.customeridnumber, id);
      expect(now.currentLocation).toBe(record.currentLocation);
      expect(now.products.map((line) => line.state)).toEqual(["in-progress", "pending"]);
      expect(now.products[0]?.workshopLog).toEqual([]);
      expect(now.status).toBe("In Progress");
    });

    it("a description change bumps the version too", async () => {
      const { id, record } = await repairWithLines(1);
      const version = record.products[0]?.version;
      const first = await update(
        id,
        payload(record, [{ problemDescription: "Corrected description", version }]),
      );
      expect(first.json().repairRequest.products[0].version).toBe((version ?? 0) + 1);
      expect(
        (await update(id, payload(record, [{ problemDescription: "Mine", version }]))).statusCode,
      ).toBe(409);
    });

    it("two admins changing the same line at once: one saves, the other gets 409", async () => {
      const { id, record } = await repairWithLines(1);
      const other = await signInAs(t.app, t.db, "admin");
      const version = record.products[0]?.version;
      const responses = await Promise.all([
        update(id, payload(record, [{ state: "in-progress", version }])),
        update(id, payload(record, [{ state: "ready-for-collection", version }]), other.cookie),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = responses.find((r) => r.statusCode === 200)?.json().repairRequest;
      expect(await read(record.customeridnumber, id)).toEqual(asCustomerReads(winner));
    });
  });

  describe("stale edits of the request itself (its location)", () => {
    it("every request record carries the request's version: customer list, admin list, update", async () => {
      const { id, record } = await repairWithLines(1);
      expect(record.version).toBe(1);
      const admins = await api.get(`/repairs/get-admin-repairs?q=${id}`, admin.cookie);
      expect(admins.statusCode).toBe(200);
      const listed = (admins.json().repairRequests as RepairRequestRecord[]).find(
        (request) => request.id === id,
      );
      expect(listed?.version).toBe(1);
      const response = await update(id, payload(record, [{}], { currentLocation: "Bench 3" }));
      expect(response.json().repairRequest.version).toBe(2);
    });

    it("answers 409 for a location changed since it was read, and saves nothing of that update", async () => {
      const { id, record } = await repairWithLines(2);
      const other = await signInAs(t.app, t.db, "admin");
      // Another admin moves the request while this one has the line's dialog open.
      const moved = await update(
        id,
        { ...payload(record, [], { currentLocation: "Courier" }), version: record.version },
        other.cookie,
      );
      expect(moved.statusCode, moved.body).toBe(200);
      const current = moved.json().repairRequest as RepairRequestRecord;
      expect(current.version).toBe(record.version + 1);

      // The dialog sends the location it was opened with; the line itself is unchanged.
      const stale = await update(id, {
        ...payload(record, [
          {
            state: "in-progress",
            problemDescription: "Mine",
            workshopLog: "Started",
            version: record.products[0]?.version,
          },
        ]),
        version: record.version,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        error: API_MESSAGES.staleEdit,
        message: API_MESSAGES.staleEdit,
      });
      const now = await read(record.customeridnumber, id);
      expect(now).toEqual(asCustomerReads(current));
      expect(now.currentLocation).toBe("Courier");
      expect(now.products).toEqual(record.products);
      const notes = await t.db
        .select()
        .from(repairLineNotes)
        .where(eq(repairLineNotes.repairLineId, record.products[0]?.repairlineid ?? 0));
      expect(notes).toEqual([]);
    });

    it("saves with the current version, bumps it, and refuses the old one afterwards", async () => {
      const { id, record } = await repairWithLines(1);
      const saved = await update(id, {
        ...payload(record, [{ state: "in-progress" }], { currentLocation: "Workshop" }),
        version: record.version,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const updated = saved.json().repairRequest as RepairRequestRecord;
      expect(updated).toMatchObject({ currentLocation: "Workshop", version: record.version + 1 });
      expect(updated.products[0]?.state).toBe("in-progress");
      const [stored] = await t.db
        .select({ version: repairRequests.version })
        .from(repairRequests)
        .where(eq(repairRequests.id, id));
      expect(stored?.version).toBe(record.version + 1);
      expect(await read(record.customeridnumber, id)).toEqual(asCustomerReads(updated));

      const again = await update(id, {
        ...payload(updated, [{ workshopLog: "Late note" }]),
        version: record.version,
      });
      expect(again.statusCode).toBe(409);
      expect(await read(record.customeridnumber, id)).toEqual(asCustomerReads(updated));
    });

    it("lines and notes alone leave the request's version, so edits of other lines do not clash", async () => {
      const { id, record } = await repairWithLines(2);
      const other = await signInAs(t.app, t.db, "admin");
      const [one, two] = await Promise.all([
        update(id, {
          ...payload(record, [{ state: "in-progress", version: record.products[0]?.version }]),
          version: record.version,
        }),
        update(
          id,
          {
            ...payload(record, [
              undefined,
              { workshopLog: "Buckle ordered", version: record.products[1]?.version },
            ]),
            version: record.version,
          },
          other.cookie,
        ),
      ]);
      expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
      const now = await read(record.customeridnumber, id);
      expect(now.version).toBe(record.version);
      expect(now.products[0]?.state).toBe("in-progress");
      expect(now.products[1]?.workshopLog.map((entry) => entry.message)).toEqual([
        "Buckle ordered",
      ]);
    });

    it("two admins moving the request at once: one saves, the other gets 409", async () => {
      const { id, record } = await repairWithLines(1);
      const other = await signInAs(t.app, t.db, "admin");
      const responses = await Promise.all([
        update(id, {
          ...payload(record, [], { currentLocation: "Front desk" }),
          version: record.version,
        }),
        update(
          id,
          { ...payload(record, [], { currentLocation: "Courier" }), version: record.version },
          other.cookie,
        ),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = responses.find((r) => r.statusCode === 200)?.json().repairRequest;
      expect(winner.version).toBe(record.version + 1);
      expect(await read(record.customeridnumber, id)).toEqual(asCustomerReads(winner));
    });

    it("without a version (SPEC clients) the location is saved as before, and the version still moves", async () => {
      const { id, record } = await repairWithLines(1);
      const moved = await update(id, payload(record, [], { currentLocation: "Courier" }));
      expect(moved.statusCode).toBe(200);
      // An old copy without a version is not checked: the last write wins, as in requirements §7.
      const response = await update(id, payload(record, [{ state: "in-progress" }]));
      expect(response.statusCode, response.body).toBe(200);
      const updated = response.json().repairRequest as RepairRequestRecord;
      expect(updated).toMatchObject({
        currentLocation: record.currentLocation,
        version: record.version + 2,
      });
      expect(updated.products[0]?.state).toBe("in-progress");
    });

    it.each([0, -1, 1.5, "1"])("refuses %j as the request's version with 400", async (version) => {
      const { id, record } = await repairWithLines(1);
      const response = await update(id, {
        ...payload(record, [{ state: "in-progress" }], { currentLocation: "Elsewhere" }),
        version,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues.map((issue: { path: string }) => issue.path)).toEqual([
        "version",
      ]);
      expect(await read(record.customeridnumber, id)).toEqual(record);
    });
  });

  describe("refuses bad input with 400 and saves nothing", () => {
    it("a line of another request", async () => {
      const { id, record } = await repairWithLines(1);
      const other = await repairWithLines(1);
      const body = payload(record, [{ state: "completed" }]);
      body.repair_lines.push({
        repairlineid: other.record.products[0]?.repairlineid ?? 0,
        state: "completed",
        problemDescription: "Hijack",
      });
      const response = await update(id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([
        {
          path: "repair_lines.1.repairlineid",
          message: `Repair line ${other.record.products[0]?.repairlineid} is not part of this repair request.`,
        },
      ]);
      expect((await read(record.customeridnumber, id)).products[0]?.state).toBe("pending");
      expect((await read(other.record.customeridnumber, other.id)).products[0]?.state).toBe(
        "pending",
      );
    });

    it.each([
      [
        "a blank location",
        { currentLocation: "  " },
        "currentLocation",
        "Please enter a location.",
      ],
      [
        "a blank description",
        { line: { problemDescription: " " } },
        "repair_lines.0.problemDescription",
        "Problem description is required.",
      ],
      [
        "an unknown state",
        { line: { state: "lost-in-post" } },
        "repair_lines.0.state",
        "Unknown repair state: lost-in-post",
      ],
    ])("%s", async (_name, change, path, message) => {
      const { id, record } = await repairWithLines(1);
      const body = payload(
        record,
        [{ state: "in-progress", workshopLog: "x", ...("line" in change ? change.line : {}) }],
        "currentLocation" in change ? { currentLocation: change.currentLocation } : {},
      );
      const response = await update(id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(response.json().issues).toContainEqual({ path, message });
      expect(await read(record.customeridnumber, id)).toEqual(record);
    });

    it("a missing body", async () => {
      const { id, record } = await repairWithLines(1);
      const response = await t.app.inject({
        method: "PUT",
        url: `/lifetime-outfitter/repairs/update-repair/${id}`,
        headers: { cookie: admin.cookie, "content-type": "application/json" },
      });
      expect(response.statusCode).toBe(400);
      expect(await read(record.customeridnumber, id)).toEqual(record);
    });
  });

  it("will not reopen a completed line whose product is in another open request (409)", async () => {
    const { customer, id, record } = await repairWithLines(1);
    await update(id, payload(record, [{ state: "completed" }]));
    const serial = record.products[0]?.serialNumber ?? "";
    const again = await api.createRepair(customer.cookie, customer.user.idnumber, [serial]);
    const response = await update(
      id,
      payload(await read(customer.user.idnumber, id), [{ state: "in-progress" }]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `Product ${serial} is already in another open repair request, so this line cannot be reopened.`,
    );
    const lines = await t.db
      .select({ state: repairLines.state })
      .from(repairLines)
      .where(inArray(repairLines.repairRequestId, [id, again]))
      .orderBy(asc(repairLines.id));
    expect(lines.map((line) => line.state)).toEqual(["completed", "pending"]);
  });

  it("will not reopen a completed line whose product now belongs to someone else (409)", async () => {
    const { customer, id, record } = await repairWithLines(1);
    await update(id, payload(record, [{ state: "completed" }]));
    const serial = record.products[0]?.serialNumber ?? "";
    const newOwner = await signInAs(t.app, t.db, "customer");
    await t.db
      .update(products)
      .set({ customerIdnumber: newOwner.user.idnumber })
      .where(eq(products.serialno, serial));

    const before = await read(customer.user.idnumber, id);
    const response = await update(id, payload(before, [{ state: "in-progress" }]));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `Product ${serial} now belongs to another customer, so this line cannot be reopened.`,
    );
    expect(await read(customer.user.idnumber, id)).toEqual(before);
  });
});
