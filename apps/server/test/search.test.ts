import { phoneDigits } from "@lo/domain";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCustomer, createProduct, signInAs, uniqueSerial } from "./factories";
import { admin, api, setUpRepairSuite, t } from "./repairs-support";

setUpRepairSuite();

const search = (q: string, cookie = admin.cookie) =>
  api.get(`/search?q=${encodeURIComponent(q)}`, cookie);

// A phone number no other test file's customers have (they all share 082 555 0100).
let phoneSequence = 0;
function uniquePhone(): string {
  phoneSequence += 1;
  const tail = String(Date.now() % 10_000_000).padStart(7, "0");
  return `07${phoneSequence} ${tail.slice(0, 3)} ${tail.slice(3)}`;
}

describe("GET /search: access", () => {
  it("refuses a visitor (401) and a customer (403)", async () => {
    expect((await search("anything", "")).statusCode).toBe(401);
    const customer = await signInAs(t.app, t.db, "customer");
    expect((await search("anything", customer.cookie)).statusCode).toBe(403);
  });

  it("refuses an empty query with 400", async () => {
    const response = await search("   ");
    expect(response.statusCode).toBe(400);
  });
});

describe("GET /search: matches and direct targets", () => {
  it("goes straight to an item named by its whole serial number, in any letter case", async () => {
    const { user } = await createCustomer(t.db, { name: "Thandi", surname: "Serialowner" });
    const serialno = uniqueSerial("LOQ");
    await createProduct(t.db, { customerIdnumber: user.idnumber, serialno });
    const response = await search(serialno.toLowerCase());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.direct).toEqual({ kind: "item", serialno });
    expect(body.items.data[0]).toMatchObject({
      serialno,
      ownerIdnumber: user.idnumber,
      ownerName: "Thandi Serialowner",
    });
  });

  it("lists pieces whose serial number contains the term, without a direct target", async () => {
    const { user } = await createCustomer(t.db);
    const prefix = uniqueSerial("PART");
    await createProduct(t.db, { customerIdnumber: user.idnumber, serialno: `${prefix}-A` });
    await createProduct(t.db, { customerIdnumber: user.idnumber, serialno: `${prefix}-B` });
    const body = (await search(prefix)).json();
    expect(body.direct).toBeNull();
    expect(body.items.data.map((item: { serialno: string }) => item.serialno)).toEqual([
      `${prefix}-A`,
      `${prefix}-B`,
    ]);
  });

  it("goes straight to a request named by its id", async () => {
    const { user } = await createCustomer(t.db);
    const product = await createProduct(t.db, { customerIdnumber: user.idnumber });
    const id = await api.createRepair(admin.cookie, user.idnumber, [product.serialno]);
    const body = (await search(String(id))).json();
    expect(body.requests.data[0]).toMatchObject({ id, customerIdnumber: user.idnumber });
    expect(body.requests.data[0].status).toBe("Pending");
    expect(body.requests.data[0]).toMatchObject({ lines: 1, ready: 0, completed: 0 });
    expect(body.direct).toEqual({ kind: "request", id });
  });

  it("goes straight to a customer named by ID number, e-mail or phone", async () => {
    const phone = uniquePhone();
    const { user } = await createCustomer(t.db, { cellphone: phone });
    for (const q of [user.idnumber, user.email.toUpperCase(), phone.replace(/ /g, "")]) {
      const body = (await search(q)).json();
      expect(body.direct, q).toEqual({ kind: "customer", idnumber: user.idnumber });
      expect(body.customers.data[0]).toMatchObject({ idnumber: user.idnumber, phone });
    }
  });

  it("compares a South African phone by its digits, +27 or 0", async () => {
    const { user } = await createCustomer(t.db, { cellphone: "+27 61 234 5987" });
    const body = (await search("061 234 5987")).json();
    expect(body.direct).toEqual({ kind: "customer", idnumber: user.idnumber });
  });

  it("names no one directly when two customers share a phone", async () => {
    const phone = uniquePhone();
    await createCustomer(t.db, { cellphone: phone });
    await createCustomer(t.db, { cellphone: phone });
    const body = (await search(phone)).json();
    expect(body.direct).toBeNull();
    expect(body.customers.data).toHaveLength(2);
  });

  it("lists customers and their requests by part of a name, with no direct target", async () => {
    const surname = `Zwelithini${phoneSequence}${Date.now() % 100_000}`;
    const { user } = await createCustomer(t.db, { name: "Bongani", surname });
    await createCustomer(t.db, { name: "Lerato", surname });
    const product = await createProduct(t.db, { customerIdnumber: user.idnumber });
    const id = await api.createRepair(admin.cookie, user.idnumber, [product.serialno]);
    const body = (await search(surname.toLowerCase())).json();
    expect(body.direct).toBeNull();
    expect(body.customers.data.map((c: { name: string }) => c.name)).toEqual(["Bongani", "Lerato"]);
    expect(body.requests.data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(body.customers.more).toBe(false);
  });

  it("sends at most ten of a kind and says there are more", async () => {
    const surname = `Manyfold${Date.now() % 100_000}`;
    for (let index = 0; index < 11; index += 1) await createCustomer(t.db, { surname });
    const body = (await search(surname)).json();
    expect(body.customers.data).toHaveLength(10);
    expect(body.customers.more).toBe(true);
  });

  it("answers a term that matches nothing with empty lists", async () => {
    const body = (await search("no-such-thing-qqzx")).json();
    expect(body).toMatchObject({
      direct: null,
      items: { data: [], more: false },
      requests: { data: [], more: false },
      customers: { data: [], more: false },
    });
  });
});

describe("phone_digits (SQL) and phoneDigits (domain)", () => {
  it("agree", async () => {
    for (const raw of [
      "082 555 1234",
      "+27 82 555 1234",
      "+27 (0)82 555 1234",
      "0027825551234",
      "27825551234",
      "+44 20 7946 0958",
      "(021) 555-0100",
      "",
    ]) {
      const result = (await t.db.execute(
        sql`select phone_digits(${raw}) as digits`,
      )) as unknown as {
        rows: { digits: string }[];
      };
      expect(result.rows[0]?.digits, raw).toBe(phoneDigits(raw));
    }
  });
});
