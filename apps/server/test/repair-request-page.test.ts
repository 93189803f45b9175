import type { RepairRequestPage, RepairRequestRecord } from "@lo/domain";
import { describe, expect, it } from "vitest";
import { createProduct, signInAs } from "./factories";
import { admin, api, setUpRepairSuite, t, updateLine } from "./repairs-support";

setUpRepairSuite();

/** A customer (with a phone) and their request of `n` lines, raised through the API. */
async function customerWithRequest(n: number) {
  const customer = await signInAs(t.app, t.db, "customer", {
    name: "Thandi",
    surname: "Mokoena",
    cellphone: "0821234567",
  });
  const serials: string[] = [];
  for (let i = 0; i < n; i += 1) {
    serials.push(
      (await createProduct(t.db, { customerIdnumber: customer.user.idnumber })).serialno,
    );
  }
  const id = await api.createRepair(customer.cookie, customer.user.idnumber, serials);
  return { customer, id, serials };
}

const page = (id: number | string, cookie?: string) => api.get(`/repairs/requests/${id}`, cookie);

async function adminRecord(id: number): Promise<RepairRequestRecord> {
  const response = await api.get(`/repairs/get-admin-repairs?q=${id}&limit=20`, admin.cookie);
  const record = (response.json().repairRequests as RepairRequestRecord[]).find((r) => r.id === id);
  if (!record) throw new Error(`request ${id} not in the admin list`);
  return record;
}

describe("GET /repairs/requests/{id}: who may read it", () => {
  it("answers a visitor 401", async () => {
    const { id } = await customerWithRequest(1);
    const response = await page(id);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBeDefined();
  });

  it("answers another customer 404, the same as for a request that does not exist", async () => {
    const { id } = await customerWithRequest(1);
    const other = await signInAs(t.app, t.db, "customer");
    const foreign = await page(id, other.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      error: "Repair request not found.",
      message: "Repair request not found.",
    });
    const unknown = await page(2_000_000_000, other.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(foreign.json());
    expect((await page(2_000_000_000, admin.cookie)).statusCode).toBe(404);
  });

  it("refuses a malformed id with 400", async () => {
    expect((await page("abc", admin.cookie)).statusCode).toBe(400);
  });

  it("lets a customer read their own request, and refuses them the admin's data (403)", async () => {
    const { customer, id } = await customerWithRequest(1);
    expect((await page(id, customer.cookie)).statusCode).toBe(200);
    const adminList = await api.get("/repairs/get-admin-repairs", customer.cookie);
    expect(adminList.statusCode).toBe(403);
  });
});

describe("GET /repairs/requests/{id}: what it answers", () => {
  it("gives the request, its customer and each line with its dated, signed history and notes", async () => {
    const { customer, id, serials } = await customerWithRequest(2);
    const record = await adminRecord(id);
    const [first, second] = record.products;
    const moved = await api.put(
      `/repairs/update-repair/${id}`,
      {
        currentLocation: "Workshop bench 3",
        repair_lines: [
          {
            repairlineid: first!.repairlineid,
            state: "in-progress",
            problemDescription: first!.problemDescription,
            workshopLog: "Stitching started",
          },
        ],
      },
      admin.cookie,
    );
    expect(moved.statusCode, moved.body).toBe(200);

    const response = await page(id, admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as RepairRequestPage;
    expect(body.request).toMatchObject({
      id,
      currentLocation: "Workshop bench 3",
      // The server's overall status and the customer's headline, as the lists show them.
      status: "In Progress",
      headlineState: "pending",
      version: 2,
    });
    expect(body.request.trackingUrl).toMatch(/\/track\/[\w-]+$/);
    expect(body.request.trackingUrl).toBe(record.trackingUrl);
    expect(body.customer).toEqual({
      idnumber: customer.user.idnumber,
      name: "Thandi",
      surname: "Mokoena",
      email: customer.user.email,
      phone: "0821234567",
    });
    expect(body.lines.map((line) => line.serialNumber)).toEqual(serials);
    const [line1, line2] = body.lines;
    expect(line1).toMatchObject({
      repairlineid: first!.repairlineid,
      productType: first!.productType,
      problemDescription: first!.problemDescription,
      state: "in-progress",
      version: first!.version + 1,
    });
    expect(line1?.stateChanges).toEqual([
      expect.objectContaining({ fromState: null, toState: "pending", changedBy: "Thandi Mokoena" }),
      expect.objectContaining({ fromState: "pending", toState: "in-progress" }),
    ]);
    const adminName = `${admin.user.name} ${admin.user.surname}`;
    expect(line1?.stateChanges[1]?.changedBy).toBe(adminName);
    expect(Date.parse(line1!.stateChanges[1]!.changedAt)).toBeGreaterThan(0);
    expect(line1?.workshopLog).toEqual([
      {
        message: "Stitching started",
        timestamp: expect.any(String),
        author: adminName,
        internal: false,
      },
    ]);
    expect(line2).toMatchObject({ repairlineid: second!.repairlineid, workshopLog: [] });
    expect(line2?.stateChanges).toHaveLength(1);
  });

  it("gives the customer the same, without the internal flag on notes", async () => {
    const { customer, id } = await customerWithRequest(1);
    const record = await adminRecord(id);
    const line = record.products[0]!;
    await updateLine(record, line, { workshopLog: "Leather conditioned" });
    const body = (await page(id, customer.cookie)).json() as RepairRequestPage;
    expect(body.request.id).toBe(id);
    expect(body.lines[0]?.workshopLog).toEqual([
      { message: "Leather conditioned", timestamp: expect.any(String), author: expect.any(String) },
    ]);
  });
});
