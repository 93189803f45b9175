import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listMessages, unreadMessageCount } from "../src/contact/inbox";
import type { Db } from "../src/db/client";
import * as schema from "../src/db/schema";
import { insertMessages } from "./contact-inbox-support";
import { createTestDatabase, type TestDatabase } from "./helpers";

// The inbox's queries must be able to use their indexes: the view's partial index for the
// page and the count, the trigram index for a search, the unread index for the navigation's
// number. With sequential scans switched off, a plan without the index means the query's
// expression no longer matches the index's (a planner on a tiny table proves nothing else).

let database: TestDatabase;
let logged: Db;
const statements: { query: string; params: unknown[] }[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  const logger = {
    logQuery: (query: string, params: unknown[]) => statements.push({ query, params }),
  };
  logged =
    database.handle.kind === "pglite"
      ? (drizzlePglite({ client: database.handle.client, schema, logger }) as unknown as Db)
      : (drizzleNodePg({ client: database.handle.pool, schema, logger }) as unknown as Db);
  await insertMessages(
    database.db,
    Array.from({ length: 50 }, (_, index) => ({
      message: `note ${index}`,
      archivedAt: index % 5 === 0 ? new Date() : null,
    })),
  );
});
afterAll(() => database.close());

/**
 * The plan of one statement with sequential scans off and `hiddenIndexes` dropped, inside a
 * transaction that is rolled back (DDL is transactional in PostgreSQL), so nothing stays.
 */
async function explain(query: string, params: unknown[], hiddenIndexes: string[]): Promise<string> {
  const statements = [
    "begin",
    "set local enable_seqscan = off",
    ...hiddenIndexes.map((index) => `drop index ${index}`),
  ];
  const handle = database.handle;
  const pooled = handle.kind === "postgres" ? await handle.pool.connect() : undefined;
  const run = async (text: string, values?: unknown[]): Promise<Record<string, string>[]> =>
    pooled
      ? (await pooled.query<Record<string, string>>(text, values)).rows
      : handle.kind === "pglite"
        ? (await handle.client.query<Record<string, string>>(text, values)).rows
        : [];
  try {
    for (const statement of statements) await run(statement);
    const rows = await run(`explain ${query}`, params);
    return rows.map((row) => Object.values(row).join(" ")).join("\n");
  } finally {
    await run("rollback");
    pooled?.release();
  }
}

/** The plans of every statement `call` sends, joined. */
async function plansOf(call: () => Promise<unknown>, hiddenIndexes: string[] = []) {
  statements.length = 0;
  await call();
  const plans = [];
  for (const statement of statements.splice(0)) {
    plans.push(await explain(statement.query, statement.params, hiddenIndexes));
  }
  return plans.join("\n---\n");
}

describe("the inbox's queries use its indexes", () => {
  it("a page of the inbox, of the unread and of the archive: their partial indexes", async () => {
    expect(await plansOf(() => listMessages(logged, {}))).toContain("contact_messages_inbox_idx");
    expect(await plansOf(() => listMessages(logged, { view: "unread" }))).toContain(
      "contact_messages_unread_idx",
    );
    expect(await plansOf(() => listMessages(logged, { view: "archived" }))).toContain(
      "contact_messages_archive_idx",
    );
  });

  it("a search: the trigram index on name, e-mail and text", async () => {
    // On a table this small, reading the whole inbox costs less than any index, and the
    // planner rightly does that: the view's index is set aside to see that the search's
    // expression is the trigram index's.
    const plan = await plansOf(
      () => listMessages(logged, { q: "Rivet" }),
      ["contact_messages_inbox_idx"],
    );
    expect(plan).toContain("Bitmap Index Scan on contact_messages_search_trgm");
    expect(plan).toContain("'%rivet%'");
  });

  it("the unread count: only the unread partial index", async () => {
    const plan = await plansOf(() => unreadMessageCount(logged));
    expect(plan).toMatch(/Index Only Scan using contact_messages_unread_idx/);
  });
});
