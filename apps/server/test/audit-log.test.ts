import type { AuditEntry, RepairRequestRecord } from "@lo/domain";
import { describe, expect, it } from "vitest";
import { recordAudit } from "../src/db/audit-log";
import { createProduct, newCustomerPayload, signInAs } from "./factories";
import {
  adminCookie,
  beltPayload,
  ids,
  owner,
  request,
  setUpProductsAdmin,
  t,
} from "./products-admin-support";
import { repairApi } from "./repairs-support";

setUpProductsAdmin();

async function history(query: string, cookie?: string) {
  const response = await request("GET", `/audit-log?${query}`, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { entries: AuditEntry[]; nextBefore: number | null };
}

async function adminName(): Promise<string> {
  const me = (await request("GET", "/users/me")).json() as { name: string; surname: string };
  return `${me.name} ${me.surname}`;
}

/** A customer as the Create Customer form sends it, without the first password and role. */
function newCustomer() {
  const { password: _password, role: _role, ...customer } = newCustomerPayload();
  return customer;
}

describe("GET /audit-log", () => {
  it("refuses a visitor (401) and a customer (403), and wants exactly one subject (400)", async () => {
    expect((await request("GET", "/audit-log?customer=x", { cookie: "" })).statusCode).toBe(401);
    const customer = await signInAs(t.app, t.db, "customer");
    const own = `/audit-log?customer=${customer.user.idnumber}`;
    expect((await request("GET", own, { cookie: customer.cookie })).statusCode).toBe(403);
    for (const query of ["", "customer=a&serialno=b", "request=1&serialno=b", "request=x"]) {
      expect((await request("GET", `/audit-log?${query}`)).statusCode, query).toBe(400);
    }
  });

  it("answers newest first, 50 a page, `before` reading on", async () => {
    const serialno = `PAGED-${Date.now()}`;
    const actor = { idnumber: "A1", name: "Ada", surname: "Admin" };
    for (let i = 0; i < 55; i++) {
      await recordAudit(t.db, {
        actor,
        entityKind: "product",
        entityId: serialno,
        action: "update",
        changes: { size: { before: String(i), after: String(i + 1) } },
        subjects: { serialno },
      });
    }
    const first = await history(`serialno=${serialno}`);
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]).toMatchObject({ actorName: "Ada Admin", action: "update" });
    expect(first.entries[0]?.changes).toEqual({ size: { before: "54", after: "55" } });
    const second = await history(`serialno=${serialno}&before=${first.nextBefore}`);
    expect(second.nextBefore).toBeNull();
    const sizes = [...first.entries, ...second.entries].map((e) => e.changes.size?.after);
    expect(sizes).toEqual(Array.from({ length: 55 }, (_, i) => String(55 - i)));
  });
});

describe("customers in the audit log", () => {
  it("records create, update (changed fields only), password reset and invitation", async () => {
    const payload = newCustomer();
    const { idnumber } = payload;
    expect((await request("POST", "/users/create", { payload })).statusCode).toBe(201);
    const changed = { ...payload, cellphone: "083 111 2222", city: "Stellenbosch" };
    const { idnumber: _id, ...update } = changed;
    const put = await request("PUT", `/users/update-customer/${idnumber}`, { payload: update });
    expect(put.statusCode, put.body).toBe(200);
    const reset = await request("PUT", `/users/reset-password/${idnumber}`, {
      payload: { password: idnumber, passwordflag: 0 },
    });
    expect(reset.statusCode).toBe(200);
    // The reset made a new password link: the invitation may be sent again only before the
    // customer chose a password, which they have not.
    expect((await request("POST", `/customers/${idnumber}/invitation`)).statusCode).toBe(200);

    const { entries } = await history(`customer=${idnumber}`);
    expect(entries.map((entry) => entry.action)).toEqual([
      "invitation-sent",
      "password-reset",
      "update",
      "create",
    ]);
    const name = await adminName();
    expect(entries.every((entry) => entry.actorName === name)).toBe(true);
    expect(entries.every((entry) => entry.entityKind === "customer")).toBe(true);
    expect(entries[2]?.changes).toEqual({
      cellphone: { before: "082 555 0199", after: "083 111 2222" },
      city: { before: "Cape Town", after: "Stellenbosch" },
    });
    expect(entries[3]?.changes.name).toEqual({ before: null, after: "Thandi" });
    expect(entries[1]?.changes).toEqual({});
    // Never a password, its hash or a link's token.
    const recorded = JSON.stringify(entries.map((entry) => entry.changes));
    expect(recorded).not.toMatch(/password|token|\$argon/i);
  });

  it("leaves out a customer's own changes and a failed write", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const product = await createProduct(t.db, { customerIdnumber: customer.user.idnumber });
    await repairApi(t).createRepair(customer.cookie, customer.user.idnumber, [product.serialno]);
    // A duplicate e-mail fails: nothing changes, nothing is recorded.
    const other = await owner();
    const { idnumber: _id, ...update } = { ...newCustomer(), email: other.email };
    const put = await request("PUT", `/users/update-customer/${customer.user.idnumber}`, {
      payload: update,
    });
    expect(put.statusCode).toBe(409);
    expect((await history(`customer=${customer.user.idnumber}`)).entries).toEqual([]);
  });
});

describe("products in the audit log", () => {
  it("records create and update by name, and an owner change on both owners", async () => {
    const first = await owner({ name: "First", surname: "Owner" });
    const second = await owner({ name: "Second", surname: "Owner" });
    const payload = beltPayload(first.idnumber);
    expect((await request("POST", "/products/create", { payload })).statusCode).toBe(201);
    const moved = { ...payload, customerid: second.idnumber, colourid: ids.tan };
    const put = await request("PUT", `/products/${payload.serialno}`, { payload: moved });
    expect(put.statusCode, put.body).toBe(200);

    const item = (await history(`serialno=${payload.serialno}`)).entries;
    expect(item.map((entry) => entry.action)).toEqual(["update", "create"]);
    expect(item[0]?.changes).toEqual({
      colour: { before: "Dark Brown", after: "Tan" },
      owner: {
        before: `First Owner (${first.idnumber})`,
        after: `Second Owner (${second.idnumber})`,
      },
    });
    expect(item[1]?.changes).toMatchObject({
      type: { before: null, after: "Classic Belt" },
      size: { before: null, after: "28" },
    });
    const firstOwners = (await history(`customer=${first.idnumber}`)).entries;
    expect(firstOwners.map((entry) => entry.action)).toEqual(["update", "create"]);
    const secondOwners = (await history(`customer=${second.idnumber}`)).entries;
    expect(secondOwners.map((entry) => entry.action)).toEqual(["update"]);
  });
});

describe("repair requests in the audit log", () => {
  async function adminRequest(serials = 2) {
    const customer = await owner();
    const made = [];
    for (let i = 0; i < serials; i++) {
      made.push(await createProduct(t.db, { customerIdnumber: customer.idnumber }));
    }
    const serialnos = made.map((product) => product.serialno);
    const id = await repairApi(t).createRepair(adminCookie, customer.idnumber, serialnos);
    const list = (
      await request("GET", `/repairs/get-customer-repairs/${customer.idnumber}`)
    ).json() as RepairRequestRecord[];
    const record = list.find((r) => r.id === id);
    if (!record) throw new Error("no request");
    return { customer, id, record, serialnos };
  }

  it("records the admin's request and the SPEC update: location, state, description, note", async () => {
    const { customer, id, record, serialnos } = await adminRequest();
    const [line] = record.products;
    if (!line) throw new Error("no line");
    const put = await request("PUT", `/repairs/update-repair/${id}`, {
      payload: {
        currentLocation: "Workshop bench 2",
        repair_lines: [
          {
            repairlineid: line.repairlineid,
            state: "in-progress",
            problemDescription: line.problemDescription,
            workshopLog: "Restitched the strap",
            version: line.version,
          },
        ],
      },
    });
    expect(put.statusCode, put.body).toBe(200);

    const onRequest = (await history(`request=${id}`)).entries;
    expect(onRequest.map((entry) => `${entry.entityKind} ${entry.action}`)).toEqual([
      "repair-request update",
      "note create",
      "repair-line update",
      "repair-line create",
      "repair-line create",
      "repair-request create",
    ]);
    expect(onRequest[0]?.changes).toEqual({
      location: { before: "At home in Cape Town", after: "Workshop bench 2" },
    });
    expect(onRequest[1]?.changes).toEqual({
      note: { before: null, after: "Restitched the strap" },
      internal: { before: null, after: false },
    });
    expect(onRequest[2]?.changes).toEqual({ state: { before: "pending", after: "in-progress" } });
    const onItem = (await history(`serialno=${serialnos[0]}`)).entries;
    expect(onItem.map((entry) => `${entry.entityKind} ${entry.action}`)).toEqual([
      "note create",
      "repair-line update",
      "repair-line create",
    ]);
    expect((await history(`customer=${customer.idnumber}`)).entries).toHaveLength(6);
  });

  type Line = RepairRequestRecord["products"][number];
  const sent = (line: Line, state: string, workshopLog?: string, version = line.version) => ({
    repairlineid: line.repairlineid,
    state,
    problemDescription: line.problemDescription,
    ...(workshopLog === undefined ? {} : { workshopLog }),
    version,
  });
  const update = (id: number, currentLocation: string, lines: unknown[]) =>
    request("PUT", `/repairs/update-repair/${id}`, {
      payload: { currentLocation, repair_lines: lines },
    });

  it("records an internal note, marked internal", async () => {
    const { id, record } = await adminRequest(1);
    const [line] = record.products;
    if (!line) throw new Error("no line");
    const put = await update(id, record.currentLocation, [
      { ...sent(line, line.state, "Supplier delay on the buckle"), workshopLogInternal: true },
    ]);
    expect(put.statusCode, put.body).toBe(200);
    const [entry] = (await history(`request=${id}`)).entries;
    expect(entry).toMatchObject({ entityKind: "note", action: "create" });
    expect(entry?.changes).toEqual({
      note: { before: null, after: "Supplier delay on the buckle" },
      internal: { before: null, after: true },
    });
  });

  it("writes no entry for a stale edit", async () => {
    const { id, record } = await adminRequest();
    const [fresh, stale] = record.products;
    if (!fresh || !stale) throw new Error("no lines");
    const before = (await history(`request=${id}`)).entries.length;
    const put = await update(id, "Somewhere else", [
      sent(fresh, "in-progress", "Started"),
      sent(stale, "in-progress", undefined, stale.version + 1),
    ]);
    expect(put.statusCode).toBe(409);
    expect((await history(`request=${id}`)).entries).toHaveLength(before);
  });

  it("writes no entry when the update fails part-way, after a line was written", async () => {
    const { customer, id, record, serialnos } = await adminRequest();
    const [first, second] = record.products;
    if (!first || !second) throw new Error("no lines");
    expect((await update(id, record.currentLocation, [sent(second, "completed")])).statusCode).toBe(
      200,
    );
    // The second piece goes into another request, so reopening its line here must fail, after
    // the first line's change has been written in the same transaction.
    await repairApi(t).createRepair(adminCookie, customer.idnumber, [serialnos[1] ?? ""]);
    const before = (await history(`request=${id}`)).entries.length;
    const put = await update(id, "Elsewhere", [
      sent(first, "in-progress", "Started"),
      sent(second, "in-progress", undefined, second.version + 1),
    ]);
    expect(put.statusCode, put.body).toBe(409);
    expect((await history(`request=${id}`)).entries).toHaveLength(before);
    expect((await history(`serialno=${serialnos[0]}`)).entries).toHaveLength(1);
  });
});
