import type { RepairRequestPage } from "@lo/domain";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { auditLog, repairLines, repairLineStateChanges } from "../src/db/schema";
import { admin, api, customerRequestWithLines, t } from "./repairs-support";

// Helpers of the paid side's rules (decisions 095, 098): a piece marked Paid and quoted, the
// customer's answer, the line as stored, and the admin's three ways of moving it.

export const ITEMS = [
  { description: "Restitch a strap", quantity: 1, unitCents: 35_000 },
  { description: "Replace a buckle", quantity: 2, unitCents: 28_000 },
];

/** The billing settings every quote test writes first (VAT registered at 15 %). */
export async function registerForVat(): Promise<void> {
  const billing = await api.put(
    "/settings/billing",
    { vatRegistered: true, vatBasisPoints: 1500, vatNumber: "4123456789" },
    admin.cookie,
  );
  expect(billing.statusCode, billing.body).toBe(200);
}

export async function requestPage(id: number, cookie = admin.cookie): Promise<RepairRequestPage> {
  const answer = await api.get(`/repairs/requests/${id}`, cookie);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as RepairRequestPage;
}

export const lineRow = async (lineId: number) =>
  (await t.db.select().from(repairLines).where(eq(repairLines.id, lineId)))[0]!;

/**
 * The admin's update of line `lineId` of request `id` as read now, with `change` to the line
 * and `top` beside `repair_lines` (`confirmBalanceDue`).
 */
export async function updateLineOf(
  id: number,
  lineId: number,
  change: object,
  cookie?: string,
  top: object = {},
) {
  const read = (await requestPage(id)).lines.find((line) => line.repairlineid === lineId)!;
  return api.put(
    `/repairs/update-repair/${id}`,
    {
      currentLocation: "Workshop",
      ...top,
      repair_lines: [
        {
          repairlineid: lineId,
          state: read.state,
          problemDescription: read.problemDescription,
          version: read.version,
          ...change,
        },
      ],
    },
    cookie ?? admin.cookie,
  );
}

/** The same, expected to be saved. */
export async function setLine(id: number, lineId: number, change: object): Promise<void> {
  const answer = await updateLineOf(id, lineId, change);
  expect(answer.statusCode, answer.body).toBe(200);
}

/** 'Next' on a line at its stored version, with `extra` in the body. */
export const next = async (lineId: number, extra: object = {}, cookie = admin.cookie) =>
  api.post(
    `/repairs/lines/${lineId}/next`,
    { version: (await lineRow(lineId)).version, ...extra },
    cookie,
  );

/** The bulk action on these lines at their stored versions, with `body`. */
export async function bulk(lineIds: number[], body: object, cookie = admin.cookie) {
  const lines = [];
  for (const id of lineIds) lines.push({ repairlineid: id, version: (await lineRow(id)).version });
  return api.post("/repairs/lines/bulk", { lines, ...body }, cookie);
}

export const saveQuote = (lineId: number, items = ITEMS) =>
  api.put(`/repairs/lines/${lineId}/quote`, { items }, admin.cookie);

export const sendQuotes = (id: number) => api.post(`/repairs/${id}/quotes/send`, {}, admin.cookie);

/**
 * A customer's request of `n` pieces at En Route to Outfitter, each marked `coverage` and,
 * unless `answer` is null, quoted R 910.00, sent and answered by the customer.
 */
export async function quotedRequest(
  n = 1,
  coverage: "paid" | "not-repairable" = "paid",
  answer: "approve" | "decline" | "awaiting" | null = "approve",
) {
  const made = await customerRequestWithLines(n);
  const lineIds = made.lines.map((line) => line.id);
  for (const lineId of lineIds) {
    await setLine(made.id, lineId, { state: "enroute-to-outfitter", coverage });
    if (answer !== null) expect((await saveQuote(lineId)).statusCode).toBe(200);
  }
  if (answer !== null) expect((await sendQuotes(made.id)).statusCode).toBe(200);
  if (answer === "approve" || answer === "decline") {
    for (const serialNumber of made.serials) {
      const answered = await api.post(
        `/repairs/${made.id}/quote-answers`,
        { serialNumber, version: 1, answer },
        made.customer.cookie,
      );
      expect(answered.statusCode, answered.body).toBe(200);
    }
  }
  const token = (await requestPage(made.id)).request.trackingUrl!.split("/track/")[1]!;
  return { ...made, lineIds, token };
}

/** The state changes and audit entries of a request: what a refusal must leave as it was. */
export async function trailOf(id: number, lineIds: number[]) {
  const changes = [];
  for (const lineId of lineIds) {
    changes.push(
      ...(await t.db
        .select({ id: repairLineStateChanges.id })
        .from(repairLineStateChanges)
        .where(eq(repairLineStateChanges.repairLineId, lineId))),
    );
  }
  const audit = await t.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(eq(auditLog.repairRequestId, id));
  return { changes: changes.length, audit: audit.length };
}

/** The audit entries of confirmed returns with a balance due on request `id`. */
export const balanceEntries = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.repairRequestId, id), eq(auditLog.action, "sent-back-with-balance-due")),
    );
