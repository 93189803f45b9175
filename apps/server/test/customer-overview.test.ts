import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages, repairLines } from "../src/db/schema";
import { createCustomer, createProduct, signInAs } from "./factories";
import { admin, api, setUpRepairSuite, t } from "./repairs-support";

setUpRepairSuite();

const overview = (id: string, cookie = admin.cookie) =>
  api.get(`/customers/${encodeURIComponent(id)}/overview`, cookie);

describe("GET /customers/{id}/overview", () => {
  it("refuses a visitor (401) and a customer, even for themselves (403)", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    expect((await overview(customer.user.idnumber, "")).statusCode).toBe(401);
    expect((await overview(customer.user.idnumber, customer.cookie)).statusCode).toBe(403);
  });

  it("answers 404 with the customers' not-found message for an unknown ID number or an admin", async () => {
    const response = await overview("0000000000000");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: "Customer not found.",
      message: "Customer not found.",
    });
    expect((await overview(admin.user.idnumber)).statusCode).toBe(404);
  });

  it("has the customer's details, pieces, requests and contact messages", async () => {
    const { user } = await createCustomer(t.db, { name: "Naledi", surname: "Overview" });
    const first = await createProduct(t.db, { customerIdnumber: user.idnumber });
    const second = await createProduct(t.db, { customerIdnumber: user.idnumber });
    const other = await createCustomer(t.db);
    await createProduct(t.db, { customerIdnumber: other.user.idnumber });

    const id = await api.createRepair(admin.cookie, user.idnumber, [
      first.serialno,
      second.serialno,
    ]);
    await t.db
      .update(repairLines)
      .set({ state: "ready-for-collection" })
      .where(eq(repairLines.serialno, second.serialno));
    await t.db.insert(contactMessages).values([
      {
        name: "Naledi",
        email: user.email.toUpperCase(),
        message: "Older",
        createdAt: new Date("2026-01-01T10:00:00Z"),
      },
      { name: "Naledi", email: user.email, message: "Newer", createdAt: new Date() },
      { name: "Someone else", email: other.user.email, message: "Not hers" },
    ]);

    const response = await overview(user.idnumber);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.customer).toMatchObject({
      customerId: user.idnumber,
      name: "Naledi",
      surname: "Overview",
      email: user.email,
      contactNumber: user.cellphone,
      invitationStatus: "accepted",
      totalPurchases: 2,
    });
    expect(body.items).toHaveLength(2);
    const bySerial = Object.fromEntries(
      body.items.map((item: { serialno: string }) => [item.serialno, item]),
    );
    expect(bySerial[first.serialno]).toMatchObject({
      repairs: 1,
      openRepair: { requestId: id, state: "pending" },
    });
    expect(bySerial[second.serialno].openRepair).toEqual({
      requestId: id,
      state: "ready-for-collection",
    });
    expect(body.requests).toEqual([
      expect.objectContaining({ id, lines: 2, ready: 1, completed: 0 }),
    ]);
    expect(body.messages.map((m: { message: string }) => m.message)).toEqual(["Newer", "Older"]);
  });

  it("shows a completed repair as no open repair", async () => {
    const { user } = await createCustomer(t.db);
    const product = await createProduct(t.db, { customerIdnumber: user.idnumber });
    const id = await api.createRepair(admin.cookie, user.idnumber, [product.serialno]);
    await t.db
      .update(repairLines)
      .set({ state: "completed" })
      .where(eq(repairLines.serialno, product.serialno));
    const body = (await overview(user.idnumber)).json();
    expect(body.items[0]).toMatchObject({ repairs: 1, openRepair: null });
    expect(body.requests[0]).toMatchObject({ id, lines: 1, completed: 1 });
  });

  it("counts lines ready for collection and en route to the customer as ready", async () => {
    const { user } = await createCustomer(t.db);
    const pieces = [
      await createProduct(t.db, { customerIdnumber: user.idnumber }),
      await createProduct(t.db, { customerIdnumber: user.idnumber }),
      await createProduct(t.db, { customerIdnumber: user.idnumber }),
    ];
    const id = await api.createRepair(
      admin.cookie,
      user.idnumber,
      pieces.map((piece) => piece.serialno),
    );
    const states = ["ready-for-collection", "enroute-to-customer"] as const;
    for (const [index, state] of states.entries()) {
      await t.db
        .update(repairLines)
        .set({ state })
        .where(eq(repairLines.serialno, pieces[index]!.serialno));
    }
    const body = (await overview(user.idnumber)).json();
    expect(body.requests[0]).toMatchObject({ id, lines: 3, ready: 2, completed: 0 });
  });
});

describe("GET /users/get-all-customers?q=: ID number and phone", () => {
  const list = async (q: string) =>
    (await api.get(`/users/get-all-customers?q=${encodeURIComponent(q)}&limit=24`, admin.cookie))
      .json()
      .data.map((c: { customerId: string }) => c.customerId);

  it("finds a customer by part of their ID number", async () => {
    const { user } = await createCustomer(t.db);
    expect(await list(user.idnumber.slice(2, 12))).toContain(user.idnumber);
  });

  it("finds a customer by their phone however it is written", async () => {
    const tail = String(Date.now() % 10_000_000).padStart(7, "0");
    const { user } = await createCustomer(t.db, { cellphone: `+27 73 ${tail}` });
    expect(await list(`073${tail}`)).toEqual([user.idnumber]);
    expect(await list(`073 ${tail.slice(0, 3)} ${tail.slice(3)}`)).toEqual([user.idnumber]);
    expect(await list(tail.slice(1, 6))).toContain(user.idnumber);
  });
});

describe("GET /admin/messages: the sender's customer page", () => {
  it("names the customer whose e-mail sent a message, in any letter case; null for others", async () => {
    const { user } = await createCustomer(t.db);
    const word = `inboxlink${Date.now()}`;
    await t.db.insert(contactMessages).values([
      { name: "A customer", email: user.email.toUpperCase(), message: word },
      { name: "A visitor", email: `visitor.${word}@example.test`, message: word },
    ]);
    const body = (await api.get(`/admin/messages?q=${word}`, admin.cookie)).json();
    const byName = Object.fromEntries(
      body.data.map((m: { name: string; customerIdnumber: string | null }) => [
        m.name,
        m.customerIdnumber,
      ]),
    );
    expect(byName).toEqual({ "A customer": user.idnumber, "A visitor": null });
  });
});
