import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import type { Db } from "../src/db/client";
import type { KnownTotal } from "../src/db/paging";
import { pageOrStream } from "../src/http/json-list-stream";

/**
 * pageOrStream on its own, with a list that only counts how often it is asked: an unpaged
 * answer is read in batches, and only the first one may count the list (decision 051).
 */
describe("pageOrStream", () => {
  const ROWS = Array.from({ length: 4_321 }, (_, index) => ({ n: index }));

  async function serve(offset?: number) {
    const calls: { limit: number | undefined; offset: number | undefined; known?: number }[] = [];
    let counted = 0;
    const list = async (
      _db: Db,
      query: { limit?: number | undefined; offset?: number | undefined },
      known?: KnownTotal,
    ) => {
      calls.push({ limit: query.limit, offset: query.offset, known: known?.total });
      if (known?.total === undefined) counted += 1;
      const from = query.offset ?? 0;
      const to = query.limit === undefined ? undefined : from + query.limit;
      return { data: ROWS.slice(from, to), total: known?.total ?? ROWS.length };
    };
    const app = Fastify();
    // Not a pooled PostgreSQL database: each batch is a transaction of its own, which first
    // tells the planner to read by index.
    let transactions = 0;
    const settings: string[] = [];
    const fake = {
      transaction: async (run: (tx: unknown) => Promise<unknown>) => {
        transactions += 1;
        return run(fake);
      },
      execute: async (statement: { queryChunks: unknown[] }) => {
        settings.push(JSON.stringify(statement.queryChunks));
        return { rows: [] };
      },
    };
    const db = fake as unknown as Db;
    app.get("/rows", (request, reply) => {
      const { offset: from } = request.query as { offset?: string };
      const query = { offset: from === undefined ? undefined : Number(from) };
      return pageOrStream(reply, db, query, "data", list);
    });
    const response = await app.inject({
      method: "GET",
      url: offset === undefined ? "/rows" : `/rows?offset=${offset}`,
    });
    await app.close();
    return {
      body: response.json() as { data: { n: number }[]; total: number },
      calls,
      counted,
      transactions,
      settings,
    };
  }

  it("counts the list once, in the first batch, and hands its total to every later one", async () => {
    const { body, calls, counted } = await serve();
    expect(body).toEqual({ data: ROWS, total: ROWS.length });
    expect(counted).toBe(1);
    expect(calls[0]).toEqual({ limit: 200, offset: 0, known: undefined });
    expect(calls.length).toBeGreaterThan(2);
    for (const later of calls.slice(1)) expect(later.known).toBe(ROWS.length);
    expect(calls.map((call) => call.offset)).toEqual([0, 200, 2_200, 4_200]);
  });

  it("reads each batch in a transaction of its own that turns whole-table scans off", async () => {
    const { calls, transactions, settings } = await serve();
    expect(transactions).toBe(calls.length);
    expect(settings).toHaveLength(calls.length);
    for (const setting of settings) expect(setting).toContain("enable_seqscan");
  });

  it("from an offset, reads on from there with the whole list's total", async () => {
    const { body, counted } = await serve(4_000);
    expect(body).toEqual({ data: ROWS.slice(4_000), total: ROWS.length });
    expect(counted).toBe(1);
  });
});
