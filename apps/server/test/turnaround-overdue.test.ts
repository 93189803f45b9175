import {
  DEFAULT_TURNAROUND_TARGETS,
  formatWorkshopDate,
  type RepairRequestPage,
  type RepairRequestRecord,
  type TrackingView,
} from "@lo/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repairLines } from "../src/db/schema";
import { createProduct, signInAs, type CreatedUser } from "./factories";
import { createTestApp, type TestApp } from "./helpers";
import { repairApi, type RepairApi } from "./repairs-support";

// Overdue lines and estimated completion (decision 067), judged by the app's clock: a fake one
// here, moved to just before and just after a line's target.

const DAY = 86_400_000;
let clock = new Date();
let t: TestApp;
let api: RepairApi;
let admin: CreatedUser & { cookie: string };

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  api = repairApi(t);
  admin = await signInAs(t.app, t.db, "admin");
});
afterAll(() => t.close());

async function customerRequest(pieces = 1) {
  const customer = await signInAs(t.app, t.db, "customer");
  const serials: string[] = [];
  for (let i = 0; i < pieces; i += 1) {
    serials.push(
      (await createProduct(t.db, { customerIdnumber: customer.user.idnumber })).serialno,
    );
  }
  const id = await api.createRepair(customer.cookie, customer.user.idnumber, serials);
  return { customer, id };
}

/** When each of a request's lines entered its state, as the database keeps it. */
async function stateSince(id: number): Promise<Date[]> {
  const rows = await t.db
    .select({ since: repairLines.stateSince })
    .from(repairLines)
    .where(eq(repairLines.repairRequestId, id))
    .orderBy(repairLines.id);
  return rows.map((row) => row.since as Date);
}

async function moveLine(id: number, index: number, state: string) {
  const page = (await api.get(`/repairs/requests/${id}`, admin.cookie)).json() as RepairRequestPage;
  const line = page.lines[index]!;
  const response = await api.put(
    `/repairs/update-repair/${id}`,
    {
      currentLocation: page.request.currentLocation,
      repair_lines: [
        { repairlineid: line.repairlineid, state, problemDescription: line.problemDescription },
      ],
    },
    admin.cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
}

async function listed(query: string) {
  const response = await api.get(`/repairs/get-admin-repairs?limit=500&${query}`, admin.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { repairRequests: RepairRequestRecord[]; total: number };
}

const overdueCount = async () =>
  ((await api.get("/repairs/statistics", admin.cookie)).json() as { overdue: number }).overdue;

describe("overdue lines, with a fake clock", () => {
  it("a pending line is overdue just after its 7 days, not just before: badge, filter and count", async () => {
    const { id } = await customerRequest();
    const [since] = await stateSince(id);
    expect(since).toBeInstanceOf(Date);

    clock = new Date(since!.getTime() + 7 * DAY - 60_000);
    const countBefore = await overdueCount();
    let all = await listed(`q=${id}`);
    expect(all.repairRequests[0]?.overdue).toBe(false);
    expect(all.repairRequests[0]?.products[0]?.overdue).toBe(false);
    expect((await listed("overdue=1")).repairRequests.map((r) => r.id)).not.toContain(id);

    clock = new Date(since!.getTime() + 7 * DAY + 60_000);
    all = await listed(`q=${id}`);
    expect(all.repairRequests[0]?.overdue).toBe(true);
    expect(all.repairRequests[0]?.products[0]?.overdue).toBe(true);
    const filtered = await listed("overdue=1");
    expect(filtered.repairRequests.map((r) => r.id)).toContain(id);
    expect(filtered.repairRequests.every((r) => r.overdue)).toBe(true);
    expect(filtered.total).toBe(filtered.repairRequests.length);
    expect(await overdueCount()).toBe(countBefore + 1);
    expect(await overdueCount()).toBe(filtered.total);
    const page = (
      await api.get(`/repairs/requests/${id}`, admin.cookie)
    ).json() as RepairRequestPage;
    expect(page.lines[0]?.overdue).toBe(true);
  });

  it("a changed target changes the answer", async () => {
    const { id } = await customerRequest();
    const [since] = await stateSince(id);
    clock = new Date(since!.getTime() + 4 * DAY);
    expect((await listed("overdue=1")).repairRequests.map((r) => r.id)).not.toContain(id);
    const saved = await api.put(
      "/settings/turnaround",
      { ...DEFAULT_TURNAROUND_TARGETS, pending: 3 },
      admin.cookie,
    );
    expect(saved.statusCode).toBe(200);
    expect((await listed("overdue=1")).repairRequests.map((r) => r.id)).toContain(id);
    await api.put("/settings/turnaround", DEFAULT_TURNAROUND_TARGETS, admin.cookie);
    expect((await listed("overdue=1")).repairRequests.map((r) => r.id)).not.toContain(id);
  });

  it("a completed line is never overdue; a moved line counts from its new state", async () => {
    const { id } = await customerRequest(2);
    await moveLine(id, 0, "completed");
    await moveLine(id, 1, "in-progress");
    const [done, working] = await stateSince(id);
    clock = new Date(working!.getTime() + 20 * DAY);
    expect((await listed(`q=${id}`)).repairRequests[0]?.overdue).toBe(false);
    clock = new Date(done!.getTime() + 4000 * DAY);
    const [record] = (await listed(`q=${id}`)).repairRequests;
    expect(record?.products.map((line) => line.overdue)).toEqual([false, true]);
    await moveLine(id, 1, "completed");
    expect((await listed(`q=${id}`)).repairRequests[0]?.overdue).toBe(false);
    expect((await listed("overdue=1")).repairRequests.map((r) => r.id)).not.toContain(id);
  });

  it("'Next' then Undo puts the line back to when it entered its earlier state", async () => {
    const { id } = await customerRequest();
    const [before] = await stateSince(id);
    const page = (
      await api.get(`/repairs/requests/${id}`, admin.cookie)
    ).json() as RepairRequestPage;
    const line = page.lines[0]!;
    const next = await api.post(
      `/repairs/lines/${line.repairlineid}/next`,
      { version: line.version },
      admin.cookie,
    );
    expect(next.statusCode, next.body).toBe(200);
    const [moved] = await stateSince(id);
    expect(moved!.getTime()).toBeGreaterThan(before!.getTime());
    const { undoUntil: _until, ...undo } = next.json().undo as Record<string, unknown>;
    const undone = await api.post(`/repairs/lines/${line.repairlineid}/undo`, undo, admin.cookie);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await stateSince(id)).toEqual([before]);
  });

  it("the filter works with the status filter and a search, and refuses a bad value", async () => {
    const { id } = await customerRequest();
    const [since] = await stateSince(id);
    clock = new Date(since!.getTime() + 8 * DAY);
    expect((await listed(`overdue=1&status=Pending&q=${id}`)).repairRequests[0]?.id).toBe(id);
    expect((await listed(`overdue=1&status=Done&q=${id}`)).total).toBe(0);
    const bad = await api.get("/repairs/get-admin-repairs?overdue=maybe", admin.cookie);
    expect(bad.statusCode).toBe(400);
  });

  it("the CSV export keeps the Overdue filter, judged by the same clock", async () => {
    const { id } = await customerRequest();
    const [since] = await stateSince(id);
    const exported = async () => {
      const response = await api.get("/repairs/export.csv?overdue=1", admin.cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.body.split("\r\n").map((row) => row.split(",")[0]);
    };
    clock = new Date(since!.getTime() + 6 * DAY);
    expect(await exported()).not.toContain(String(id));
    clock = new Date(since!.getTime() + 8 * DAY);
    const requests = await exported();
    expect(requests).toContain(String(id));
    const listedIds = (await listed("overdue=1")).repairRequests.map((r) => String(r.id));
    expect(requests.filter((cell) => /^\d+$/.test(cell ?? "")).sort()).toEqual(listedIds.sort());
  });
});

describe("estimated completion for the customer", () => {
  it("shows on their request page and the tracking page, as a date never in the past", async () => {
    const { customer, id } = await customerRequest();
    const [since] = await stateSince(id);
    clock = new Date(since!.getTime() + DAY);
    const own = await api.get(`/repairs/requests/${id}`, customer.cookie);
    expect(own.statusCode).toBe(200);
    const page = own.json() as RepairRequestPage;
    // Pending 7 + en route 10 + in progress 21 days from the line's start.
    const expected = new Date(since!.getTime() + 38 * DAY).toISOString();
    expect(page.request.estimatedCompletion).toBe(expected);
    expect(page.lines[0]).not.toHaveProperty("overdue");

    const record = (
      await api.get(`/repairs/get-customer-repairs/${customer.user.idnumber}`, customer.cookie)
    ).json()[0] as RepairRequestRecord;
    expect(record.products[0]).not.toHaveProperty("overdue");
    const token = record.trackingUrl!.split("/track/")[1]!;
    const tracked = await t.app.inject({
      method: "GET",
      url: `/lifetime-outfitter/track/${token}`,
    });
    const view = tracked.json() as TrackingView;
    expect(view.estimatedCompletion).toBe(expected);
    const body = tracked.body;
    for (const secret of [customer.user.idnumber, customer.user.email, customer.user.name]) {
      expect(body).not.toContain(secret);
    }
    expect(body).not.toContain("overdue");

    clock = new Date(since!.getTime() + 60 * DAY);
    const late = (
      await api.get(`/repairs/requests/${id}`, customer.cookie)
    ).json() as RepairRequestPage;
    expect(late.request.estimatedCompletion).toBe(clock.toISOString());
    expect(formatWorkshopDate(late.request.estimatedCompletion!)).toBe(formatWorkshopDate(clock));
  });

  it("has none once every line is completed", async () => {
    const { customer, id } = await customerRequest();
    await moveLine(id, 0, "completed");
    const page = (
      await api.get(`/repairs/requests/${id}`, customer.cookie)
    ).json() as RepairRequestPage;
    expect(page.request.estimatedCompletion).toBeNull();
  });
});
