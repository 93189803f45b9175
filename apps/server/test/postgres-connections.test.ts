import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openPostgres } from "../src/db/client";
import { createServerDatabase, onTestServer } from "./helpers";

// How the server's PostgreSQL pool behaves when connections go away. Only meaningful on a real
// PostgreSQL: vitest.config.ts runs postgres-*.test.ts in the "postgres" project only.
async function withScratchDatabase(run: (url: string) => Promise<void>): Promise<void> {
  const scratch = await createServerDatabase();
  try {
    await run(scratch.url);
  } finally {
    await scratch.drop();
  }
}

/** Eight queries at once, so the pool holds several open connections. */
const busy = (db: Awaited<ReturnType<typeof openPostgres>>["db"]) =>
  Promise.all(Array.from({ length: 8 }, () => db.execute(sql`select pg_sleep(0.02)`)));

describe("the PostgreSQL connection pool", () => {
  it("has closed every connection when close() returns, so the database can be dropped at once", async () => {
    for (let round = 0; round < 5; round++) {
      const errors: Error[] = [];
      await withScratchDatabase(async (url) => {
        const handle = await openPostgres(url, { onConnectionError: (e) => errors.push(e) });
        await busy(handle.db);
        await handle.close();
        if (handle.kind !== "postgres") throw new Error("expected a PostgreSQL handle");
        expect(handle.pool.totalCount).toBe(0);
      });
      // Give a late termination notice the time to arrive if one were coming.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(errors).toEqual([]);
    }
  });

  it("reports an idle connection the server terminates, instead of crashing, and carries on", async () => {
    await withScratchDatabase(async (url) => {
      const errors: Error[] = [];
      const handle = await openPostgres(url, { onConnectionError: (e) => errors.push(e) });
      try {
        await busy(handle.db);
        if (handle.kind !== "postgres") throw new Error("expected a PostgreSQL handle");
        const open = handle.pool.totalCount;
        expect(open).toBeGreaterThan(1);
        const database = new URL(url).pathname.slice(1);
        await onTestServer(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database}'`,
        );
        // Each connection learns of its end on its own; wait until all of them have.
        await expect.poll(() => errors.length).toBe(open);
        for (const error of errors) expect(error.message).toMatch(/terminating connection/);
        // The pool has replaced the lost connection.
        expect(await handle.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
      } finally {
        await handle.close();
      }
    });
  });
});
