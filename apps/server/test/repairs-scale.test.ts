import { REPAIR_STATE_SERVER_NAMES, REPAIR_STATES, type RepairRequestRecord } from "@lo/domain";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { admin, api, setUpRepairSuite, t } from "./repairs-support";

/**
 * Thousands of rows made in SQL with generate_series, in a database of this file's own, to
 * show that paging, search, the status filter and the statistics stay right (and quick) on a
 * shop that is more than a handful of rows.
 */
const CUSTOMERS = 1_000;
const REQUESTS = 3_000;
const PRODUCTS = 4_000;

setUpRepairSuite();

// Request g (1..REQUESTS) has one line, product g, in state REPAIR_STATES[g % 6], created
// g % 90 days ago by customer ((g - 1) % CUSTOMERS) + 1, who owns products g, g + CUSTOMERS...
const stateOf = (g: number) => REPAIR_STATES[g % 6] ?? "pending";
const daysAgoOf = (g: number) => g % 90;
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

beforeAll(async () => {
  const states = sql.raw(`ARRAY[${REPAIR_STATES.map((s) => `'${s}'`).join(", ")}]`);
  const statuses = sql.raw(
    `ARRAY[${REPAIR_STATES.map((s) => `'${REPAIR_STATE_SERVER_NAMES[s]}'`).join(", ")}]`,
  );
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO users (idnumber, email, password_hash, password_flag, role, name, surname)
      SELECT 'SC' || lpad(g::text, 11, '0'), 'scale' || g || '@example.test', 'x', 1, 'customer',
             'Scale' || g, 'Person'
      FROM generate_series(1, ${CUSTOMERS}) AS g`);
    await tx.execute(sql`
      INSERT INTO products (serialno, product_type_id, customer_idnumber, custom_colour, custom_size)
      SELECT 'SCALE-' || lpad(g::text, 6, '0'),
             (SELECT id FROM product_types WHERE is_custom),
             'SC' || lpad((((g - 1) % ${CUSTOMERS}) + 1)::text, 11, '0'), 'Walnut', 'Large'
      FROM generate_series(1, ${PRODUCTS}) AS g`);
    await tx.execute(sql`
      INSERT INTO repair_requests (id, customer_idnumber, current_location, status, created_at, updated_at)
      SELECT 1000000 + g, 'SC' || lpad((((g - 1) % ${CUSTOMERS}) + 1)::text, 11, '0'), 'Bench ' || g,
             (${statuses})[(g % 6) + 1],
             now() - make_interval(days => g % 90), now() - make_interval(days => g % 90)
      FROM generate_series(1, ${REQUESTS}) AS g`);
    await tx.execute(sql`
      INSERT INTO repair_lines (repair_request_id, serialno, problem_description, state)
      SELECT 1000000 + g, 'SCALE-' || lpad(g::text, 6, '0'), 'Scale fault number ' || g,
             (${states})[(g % 6) + 1]
      FROM generate_series(1, ${REQUESTS}) AS g`);
    await tx.execute(sql`ANALYZE`);
  });
}, 180_000);

async function list(query: string) {
  const response = await api.get(`/repairs/get-admin-repairs?${query}`, admin.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { repairRequests: RepairRequestRecord[]; total: number };
}

describe("with thousands of requests", () => {
  it("computes the statistics in SQL", async () => {
    const response = await api.get("/repairs/statistics", admin.cookie);
    const all = range(REQUESTS);
    const open = all.filter((g) => stateOf(g) !== "completed");
    const average = open.reduce((sum, g) => sum + daysAgoOf(g), 0) / open.length;
    const stats = response.json();
    expect(stats).toMatchObject({
      totalRequests: REQUESTS,
      pending: all.filter((g) => ["pending", "enroute-to-outfitter"].includes(stateOf(g))).length,
      inProgress: all.filter((g) =>
        ["in-progress", "ready-for-collection", "enroute-to-customer"].includes(stateOf(g)),
      ).length,
      completed: REQUESTS - open.length,
      openRequests: open.length,
    });
    expect(Math.abs(stats.averageDaysOpen - average)).toBeLessThanOrEqual(0.1);
  });

  it("pages through a status filter: every match exactly once, in order", async () => {
    const expected = range(REQUESTS)
      .filter((g) => stateOf(g) === "in-progress")
      .map((g) => 1_000_000 + g);
    const seen: number[] = [];
    for (let offset = 0; ; offset += 200) {
      const page = await list(`status=In%20Progress&sort=id&limit=200&offset=${offset}`);
      expect(page.total).toBe(expected.length);
      if (page.repairRequests.length === 0) break;
      seen.push(...page.repairRequests.map((r) => r.id));
      expect(page.repairRequests.every((r) => r.status === "In Progress")).toBe(true);
    }
    expect(seen).toEqual(expected);
  });

  it("searches serials, descriptions and client names", async () => {
    // SCALE-0012xx: products 1200..1299, each in request 1000000 + g.
    const bySerial = await list("q=scale-0012&sort=id&limit=500");
    expect(bySerial.total).toBe(100);
    expect(bySerial.repairRequests[0]?.id).toBe(1_001_200);
    expect(bySerial.repairRequests[0]?.products[0]).toMatchObject({
      serialNumber: "SCALE-001200",
      color: "Walnut",
      size: "Large",
      problemDescription: "Scale fault number 1200",
    });

    const byDescription = await list("q=fault%20number%202999");
    expect(byDescription.repairRequests.map((r) => r.id)).toEqual([1_002_999]);

    // Customer 7 has requests 7, 1007 and 2007; 'scale7@' matches only their e-mail.
    const byEmail = await list("q=SCALE7%40&sort=id");
    expect(byEmail.repairRequests.map((r) => r.id)).toEqual([1_000_007, 1_001_007, 1_002_007]);
    expect(byEmail.repairRequests[0]?.clientName).toBe("Scale7 Person");

    const combined = await list("q=scale7%40&status=done");
    expect(combined.total).toBe([7, 1007, 2007].filter((g) => stateOf(g) === "completed").length);
  });

  it("answers a first page quickly and the whole list when asked for nothing", async () => {
    const started = performance.now();
    const page = await list("limit=50");
    const elapsed = performance.now() - started;
    expect(page.repairRequests).toHaveLength(50);
    expect(page.total).toBe(REQUESTS);
    // Newest first: created 0 days ago are g = 90, 180, ... (and ties broken by id desc).
    expect(page.repairRequests[0]?.id).toBe(1_000_000 + 2970);
    expect(elapsed).toBeLessThan(5_000);

    const everything = await api.get("/repairs/get-admin-repairs", admin.cookie);
    const body = everything.json();
    expect(body.total).toBe(REQUESTS);
    expect(body.repairRequests).toHaveLength(REQUESTS);
  });

  it("lists a customer's products and eligible products among thousands", async () => {
    // Customer 5 owns products 5, 1005, 2005, 3005; requests 5, 1005, 2005 hold the first three.
    const own = await api.get("/products/products-for-customer/SC00000000005", admin.cookie);
    expect(
      own.json().data.map((p: { serialno: string; repairs: number }) => [p.serialno, p.repairs]),
    ).toEqual([
      ["SCALE-000005", 1],
      ["SCALE-001005", 1],
      ["SCALE-002005", 1],
      ["SCALE-003005", 0],
    ]);
    const eligible = await api.get(
      "/products/no-repair-products-for-customer/SC00000000005",
      admin.cookie,
    );
    const expected = [5, 1005, 2005, 3005]
      .filter((g) => g > REQUESTS || stateOf(g) === "completed")
      .map((g) => `SCALE-${String(g).padStart(6, "0")}`);
    expect(eligible.json().data.map((p: { serialno: string }) => p.serialno)).toEqual(expected);
  });
});
