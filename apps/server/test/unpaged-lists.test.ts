import type { ProductRecord } from "@lo/domain";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createProduct, signInAs } from "./factories";
import { list, owner, request, setUpProductsAdmin, t } from "./products-admin-support";

setUpProductsAdmin();

/** More than the first streamed batch (200), so the answer is written in several batches. */
const MANY = 230;

async function customerWithProducts(count: number) {
  const customer = await owner();
  const serials: string[] = [];
  for (let i = 0; i < count; i++) {
    serials.push((await createProduct(t.db, { customerIdnumber: customer.idnumber })).serialno);
  }
  return { customer, serials: serials.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)) };
}

describe("the SPEC's unpaged lists, streamed in batches", () => {
  it("answer every row in order, as one JSON document equal to the pages put together", async () => {
    const { customer, serials } = await customerWithProducts(MANY);
    const response = await request("GET", `/products/?customerid=${customer.idnumber}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    const whole = response.json() as { data: ProductRecord[]; total: number };
    expect(whole.total).toBe(MANY);
    expect(whole.data.map((product) => product.serialno)).toEqual(serials);

    const pages: ProductRecord[] = [];
    for (let offset = 0; offset < MANY; offset += 100) {
      pages.push(...(await list({ customerid: customer.idnumber, limit: 100, offset })).data);
    }
    expect(whole.data).toEqual(pages);
  });

  it("start at an offset without a limit and still give the whole list's total", async () => {
    const { customer, serials } = await customerWithProducts(MANY);
    const rest = await list({ customerid: customer.idnumber, offset: MANY - 5 });
    expect(rest.total).toBe(MANY);
    expect(rest.data.map((product) => product.serialno)).toEqual(serials.slice(MANY - 5));
    const beyond = await list({ customerid: customer.idnumber, offset: MANY + 10 });
    expect(beyond).toEqual({ data: [], total: MANY });
  });

  it("stream a search's matches, counted once, as the search's pages put together", async () => {
    const { serials } = await customerWithProducts(MANY);
    // Every serial number this file made shares the prefix before the sequence number.
    const q = (serials[0] ?? "").split("-").slice(0, 2).join("-").toLowerCase();
    const whole = await list({ q });
    expect(whole.data.length).toBeGreaterThan(200);
    expect(whole.total).toBe(whole.data.length);
    const pages: ProductRecord[] = [];
    for (let offset = 0; offset < whole.total; offset += 100) {
      pages.push(...(await list({ q, limit: 100, offset })).data);
    }
    expect(whole.data).toEqual(pages);
    for (const serialno of serials) {
      expect(whole.data.some((product) => product.serialno === serialno)).toBe(true);
    }
  });

  it("leave the planner's settings as they were once the answer is sent", async () => {
    await customerWithProducts(3);
    expect((await request("GET", "/products/")).statusCode).toBe(200);
    const shown = (await t.db.execute(sql`show enable_seqscan`)) as unknown as {
      rows: { enable_seqscan: string }[];
    };
    expect(shown.rows[0]?.enable_seqscan).toBe("on");
  });

  it("stream the customers and the repair requests the same way", async () => {
    for (const [path, field] of [
      ["/users/get-all-customers", "data"],
      ["/repairs/get-admin-repairs", "repairRequests"],
    ] as const) {
      const response = await request("GET", path);
      expect(response.statusCode, path).toBe(200);
      const body = response.json() as Record<string, unknown[]> & { total: number };
      expect(Array.isArray(body[field]), path).toBe(true);
      expect(body.total, path).toBe(body[field]?.length);
    }
  });

  it("are refused to visitors and to customers as before", async () => {
    const { cookie } = await signInAs(t.app, t.db, "customer");
    for (const path of ["/products/", "/users/get-all-customers", "/repairs/get-admin-repairs"]) {
      expect((await request("GET", path, { cookie: "" })).statusCode, path).toBe(401);
      expect((await request("GET", path, { cookie })).statusCode, path).toBe(403);
    }
  });
});
