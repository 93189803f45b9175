import type { RepairRequestPage, RepairRequestRecord } from "@lo/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { repairLineNotes, repairRequests } from "../src/db/schema";
import { createProduct, signInAs } from "./factories";
import { mailsOfRequest, renderMail } from "./repair-mails-support";
import { admin, api, setUpRepairSuite, t, updateLine } from "./repairs-support";

setUpRepairSuite();

const SECRET = "Customer was rude on the phone; check the stitching twice";
const PUBLIC = "Stitching redone and waxed";

async function adminRecord(id: number): Promise<RepairRequestRecord> {
  const response = await api.get(`/repairs/get-admin-repairs?q=${id}&limit=20`, admin.cookie);
  const record = (response.json().repairRequests as RepairRequestRecord[]).find((r) => r.id === id);
  if (!record) throw new Error(`request ${id} not in the admin list`);
  return record;
}

/** A customer's one-line request, and an update call for its line. */
async function requestWithLine() {
  const customer = await signInAs(t.app, t.db, "customer");
  const product = await createProduct(t.db, { customerIdnumber: customer.user.idnumber });
  const id = await api.createRepair(customer.cookie, customer.user.idnumber, [product.serialno]);
  const record = await adminRecord(id);
  const line = record.products[0]!;
  const note = async (
    workshopLog: string,
    extra: { workshopLogInternal?: boolean; state?: string } = {},
  ) => {
    const response = await updateLine(record, line, { workshopLog, ...extra });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().repairRequest as RepairRequestRecord;
  };
  return { customer, id, line, note };
}

const statusRows = async (id: number) =>
  (await mailsOfRequest(t.db, id)).filter((row) => row.kind === "request-status");

describe("internal notes: written and shown to admins", () => {
  it("stores workshopLogInternal in the column and marks the note internal in every admin answer", async () => {
    const { id, line, note } = await requestWithLine();
    const answer = await note(SECRET, { workshopLogInternal: true });
    expect(answer.products[0]?.workshopLog).toEqual([
      expect.objectContaining({ message: SECRET, internal: true }),
    ]);
    const [stored] = await t.db
      .select({ internal: repairLineNotes.internal })
      .from(repairLineNotes)
      .where(eq(repairLineNotes.repairLineId, line.repairlineid));
    expect(stored?.internal).toBe(true);

    expect((await adminRecord(id)).products[0]?.workshopLog).toEqual([
      expect.objectContaining({ message: SECRET, internal: true }),
    ]);
    const page = (
      await api.get(`/repairs/requests/${id}`, admin.cookie)
    ).json() as RepairRequestPage;
    expect(page.lines[0]?.workshopLog).toEqual([
      expect.objectContaining({ message: SECRET, internal: true }),
    ]);
  });

  it("keeps a note without the flag (a SPEC client) customer-visible, marked internal: false for admins", async () => {
    const { id, note } = await requestWithLine();
    await note(PUBLIC);
    expect((await adminRecord(id)).products[0]?.workshopLog).toEqual([
      expect.objectContaining({ message: PUBLIC, internal: false }),
    ]);
    await note("Also visible", { workshopLogInternal: false });
    const [stored] = await t.db
      .select({ internal: repairLineNotes.internal })
      .from(repairLineNotes)
      .where(eq(repairLineNotes.message, "Also visible"));
    expect(stored?.internal).toBe(false);
  });

  it("refuses a workshopLogInternal that is not a boolean (400), saving nothing", async () => {
    const { id, line } = await requestWithLine();
    const response = await api.put(
      `/repairs/update-repair/${id}`,
      {
        currentLocation: "x",
        repair_lines: [
          {
            repairlineid: line.repairlineid,
            state: line.state,
            problemDescription: line.problemDescription,
            workshopLog: SECRET,
            workshopLogInternal: "yes",
          },
        ],
      },
      admin.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect((await adminRecord(id)).products[0]?.workshopLog).toEqual([]);
  });
});

describe("internal notes: never shown to the customer", () => {
  it("leaves them out of get-customer-repairs (for the customer and an admin alike) and the customer's request page", async () => {
    const { customer, id, note } = await requestWithLine();
    await note(PUBLIC);
    await note(SECRET, { workshopLogInternal: true });
    for (const cookie of [customer.cookie, admin.cookie]) {
      const list = await api.get(`/repairs/get-customer-repairs/${customer.user.idnumber}`, cookie);
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain(SECRET);
      expect(list.body).not.toContain("internal");
      const mine = (list.json() as RepairRequestRecord[]).find((r) => r.id === id);
      expect(mine?.products[0]?.workshopLog.map((entry) => entry.message)).toEqual([PUBLIC]);
    }
    const page = await api.get(`/repairs/requests/${id}`, customer.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(SECRET);
    expect(page.body).not.toContain("internal");
    expect(
      (page.json() as RepairRequestPage).lines[0]?.workshopLog.map((entry) => entry.message),
    ).toEqual([PUBLIC]);
  });

  it("leaves the request's last update date where it was for an internal note alone", async () => {
    const { id, note } = await requestWithLine();
    await t.db
      .update(repairRequests)
      .set({ updatedAt: new Date("2026-01-02T03:04:05Z") })
      .where(eq(repairRequests.id, id));
    await note(SECRET, { workshopLogInternal: true });
    const [internalOnly] = await t.db
      .select()
      .from(repairRequests)
      .where(eq(repairRequests.id, id));
    expect(internalOnly?.updatedAt.toISOString()).toBe("2026-01-02T03:04:05.000Z");
    await note(PUBLIC);
    const [visible] = await t.db.select().from(repairRequests).where(eq(repairRequests.id, id));
    expect(visible?.updatedAt.getTime()).toBeGreaterThan(Date.parse("2026-01-02T03:04:05Z"));
  });

  it("leaves them out of the public tracking page", async () => {
    const { id, note } = await requestWithLine();
    await note(PUBLIC);
    await note(SECRET, { workshopLogInternal: true });
    const url = (await adminRecord(id)).trackingUrl!;
    const token = url.split("/track/")[1]!;
    const response = await api.get(`/track/${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(PUBLIC);
    expect(response.body).not.toContain(SECRET);
  });
});

describe("internal notes: never in a mail", () => {
  it("queues no status mail for an internal note alone", async () => {
    const { id, note } = await requestWithLine();
    await note(SECRET, { workshopLogInternal: true });
    expect(await statusRows(id)).toEqual([]);
  });

  it("mails a state change written with an internal note without the note", async () => {
    const { id, note } = await requestWithLine();
    await note(SECRET, { workshopLogInternal: true, state: "in-progress" });
    await note(PUBLIC);
    const rows = await statusRows(id);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(JSON.stringify(row.payload)).not.toContain(SECRET);
    }
    const mail = await renderMail(t, rows);
    for (const part of [mail.text, mail.html, mail.subject]) {
      expect(part).not.toContain(SECRET);
    }
    expect(mail.text).toContain("Moved to In Progress");
    expect(mail.text).toContain(`Note from the workshop: ${PUBLIC}`);
  });

  it("leaves an internal note out of a mail even should its id be in the payload", async () => {
    const { id, line, note } = await requestWithLine();
    await note(PUBLIC);
    await note(SECRET, { workshopLogInternal: true });
    const notes = await t.db
      .select({ id: repairLineNotes.id })
      .from(repairLineNotes)
      .where(eq(repairLineNotes.repairLineId, line.repairlineid));
    const [row] = await statusRows(id);
    const forged = { ...row!, payload: { requestId: id, noteIds: notes.map((n) => n.id) } };
    const mail = await renderMail(t, [forged]);
    expect(mail.text).toContain(PUBLIC);
    expect(mail.text).not.toContain(SECRET);
    expect(mail.html).not.toContain(SECRET);
  });
});
