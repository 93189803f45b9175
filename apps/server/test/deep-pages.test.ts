import {
  CUSTOMER_SORT_KEYS,
  PRODUCT_SORT_KEYS,
  REPAIR_SORT_KEYS,
  REPAIR_STATE_SERVER_NAMES,
  REPAIR_STATES,
} from "@lo/domain";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEEP_OFFSET, nearerEnd } from "../src/db/paging";
import { admin, api, setUpRepairSuite, t } from "./repairs-support";

/**
 * Pages past DEEP_OFFSET are read from the nearer end of the list (db/paging.ts). Every sort
 * key, both ways, on a shop of a few thousand rows full of ties and empty values: each deep
 * page is exactly that slice of the whole list.
 */
const CUSTOMERS = 1_300;
const PRODUCTS = 2_600;
const REQUESTS = 2_200;

setUpRepairSuite();

beforeAll(async () => {
  const statuses = sql.raw(
    `ARRAY[${REPAIR_STATES.map((s) => `'${REPAIR_STATE_SERVER_NAMES[s]}'`).join(", ")}]`,
  );
  await t.db.transaction(async (tx) => {
    // Names repeat (in both letter cases), join dates repeat: ties everywhere.
    await tx.execute(sql`
      INSERT INTO users (idnumber, email, password_hash, password_flag, role, name, surname,
        created_at)
      SELECT 'DP' || lpad(g::text, 11, '0'), 'deep' || g || '@example.test', 'x', 1, 'customer',
        (ARRAY['Anna', 'anna', 'Bongani', 'Zola', 'Lerato', 'Pieter'])[g % 6 + 1],
        (ARRAY['Mokoena', 'mokoena', 'Smit', 'van Wyk'])[g % 4 + 1],
        timestamptz '2020-01-01' + make_interval(days => g % 97)
      FROM generate_series(1, ${CUSTOMERS}) AS g`);
    // Every seventh piece is Custom (free-text colour and size, some without a size); some
    // catalogue pieces have no colour or no size.
    await tx.execute(sql`
      INSERT INTO products (serialno, product_type_id, colour_id, size_id, custom_colour,
        custom_size, customer_idnumber, created_at)
      SELECT 'DP-' || lpad(g::text, 6, '0'),
        CASE WHEN g % 7 = 0 THEN (SELECT id FROM product_types WHERE is_custom)
          ELSE (SELECT id FROM product_types WHERE NOT is_custom ORDER BY id OFFSET g % 5 LIMIT 1)
        END,
        CASE WHEN g % 7 = 0 OR g % 11 = 0 THEN NULL
          ELSE (SELECT id FROM colours ORDER BY id OFFSET g % 3 LIMIT 1) END,
        CASE WHEN g % 7 = 0 OR g % 13 = 0 THEN NULL
          ELSE (SELECT id FROM sizes ORDER BY id OFFSET g % 4 LIMIT 1) END,
        CASE WHEN g % 7 = 0 THEN (ARRAY['Olive', 'olive', 'Zinc'])[g % 3 + 1] END,
        CASE WHEN g % 14 = 0 THEN (ARRAY['Huge', 'tiny'])[g % 4 / 2 + 1] END,
        'DP' || lpad(((g * 7) % ${CUSTOMERS} + 1)::text, 11, '0'),
        timestamptz '2021-01-01' + make_interval(days => g % 113)
      FROM generate_series(1, ${PRODUCTS}) AS g`);
    // Some pieces repaired twice, some once, many never.
    await tx.execute(sql`
      INSERT INTO repair_requests (customer_idnumber, current_location, status, created_at,
        updated_at)
      SELECT p.customer_idnumber, 'Deep ' || g, (${statuses})[g % 6 + 1],
        timestamptz '2022-01-01' + make_interval(days => g % 89),
        timestamptz '2023-01-01' + make_interval(days => g % 41)
      FROM generate_series(1, ${REQUESTS}) AS g
      JOIN products p ON p.serialno = 'DP-' || lpad(((g * 3) % 1700 + 1)::text, 6, '0')`);
    await tx.execute(sql`
      INSERT INTO repair_lines (repair_request_id, serialno, problem_description, state)
      SELECT r.id, 'DP-' || lpad(((g * 3) % 1700 + 1)::text, 6, '0'), 'Deep fault ' || g,
        'completed'
      FROM generate_series(1, ${REQUESTS}) AS g
      JOIN repair_requests r ON r.current_location = 'Deep ' || g`);
    await tx.execute(sql`ANALYZE`);
  });
}, 180_000);

async function get(path: string) {
  const response = await api.get(path, admin.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

type Lister = (query: string) => Promise<{ keys: string[]; total: number }>;

const customers: Lister = async (query) => {
  const body = await get(`/users/get-all-customers?${query}`);
  return { keys: body.data.map((c: { id: string }) => c.id), total: body.total };
};
const products: Lister = async (query) => {
  const body = await get(`/products/?${query}`);
  return { keys: body.data.map((p: { serialno: string }) => p.serialno), total: body.total };
};
const repairs: Lister = async (query) => {
  const body = await get(`/repairs/get-admin-repairs?${query}`);
  return { keys: body.repairRequests.map((r: { id: number }) => String(r.id)), total: body.total };
};

/** The deep pages of one listing equal the same slices of the whole list. */
async function expectDeepPagesMatch(list: Lister, query: string, limit: number) {
  const whole = await list(query);
  expect(whole.total).toBe(whole.keys.length);
  const total = whole.total;
  for (const offset of [0, 30, DEEP_OFFSET, Math.floor(total * 0.6), total - limit, total - 7]) {
    const page = await list(`${query}&limit=${limit}&offset=${offset}`);
    expect(page.total).toBe(total);
    expect(page.keys, `${query} offset ${offset}`).toEqual(
      whole.keys.slice(offset, offset + limit),
    );
  }
  expect((await list(`${query}&limit=${limit}&offset=${total}`)).keys).toEqual([]);
}

const bothWays = <K extends string>(keys: readonly K[]) =>
  keys.flatMap((key) => [`sort=${key}&dir=asc`, `sort=${key}&dir=desc`]);

describe("deep pages", () => {
  it("finds the window of a page at either end", () => {
    expect(nearerEnd(100, 10, 20)).toEqual({ limit: 10, offset: 20, reversed: false });
    expect(nearerEnd(100, 10, 90)).toEqual({ limit: 10, offset: 0, reversed: true });
    expect(nearerEnd(100, 10, 95)).toEqual({ limit: 5, offset: 0, reversed: true });
    expect(nearerEnd(100, 10, 60)).toEqual({ limit: 10, offset: 30, reversed: true });
    expect(nearerEnd(100, 10, 100)).toBeUndefined();
  });

  it.each(["", ...bothWays(CUSTOMER_SORT_KEYS)])("customers %s", async (query) => {
    await expectDeepPagesMatch(customers, query, 24);
  });

  it.each(["", ...bothWays(PRODUCT_SORT_KEYS), "q=dp-00&sort=colourid&dir=desc"])(
    "products %s",
    async (query) => {
      await expectDeepPagesMatch(products, query, 25);
    },
  );

  it("pages a list filtered by type, colour or size (counted from the tallies) the same", async () => {
    const [used] = (
      (await t.db.execute(sql`select product_type_id, colour_id, size_id from products
        where colour_id is not null and size_id is not null limit 1`)) as unknown as {
        rows: { product_type_id: number; colour_id: number; size_id: number }[];
      }
    ).rows;
    for (const filter of [
      `producttypeid=${used?.product_type_id}`,
      `colourid=${used?.colour_id}`,
      `sizeid=${used?.size_id}&sort=createdon&dir=desc`,
    ]) {
      await expectDeepPagesMatch(products, filter, 25);
    }
  });

  it.each(["", ...bothWays(REPAIR_SORT_KEYS), "q=deep%20fault&sort=clientName"])(
    "repairs %s",
    async (query) => {
      await expectDeepPagesMatch(repairs, query, 20);
    },
  );
});
