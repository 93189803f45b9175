import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { functionFiles } from "../src/db/migrate";
import { createTestDatabase, type TestDatabase } from "./helpers";

// Each function the database runs (triggers and their helpers) has its current text in one
// file under src/db/functions, applied after the migrations (decision 073). The IMMUTABLE
// ones that indexes are built on change only with a migration that rebuilds those indexes.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
});
afterAll(() => database.close());

/** The public functions of our own (not an extension's), with their definitions. */
async function databaseFunctions() {
  // Both drivers answer raw SQL with { rows }; the shared Db type cannot know that.
  const result = (await database.db.execute(sql`
    select p.proname as name, p.provolatile = 'i' as immutable,
           pg_get_functiondef(p.oid) as definition
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      join pg_language l on l.oid = p.prolang
     where n.nspname = 'public' and l.lanname in ('plpgsql', 'sql')
       and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
     order by 1`)) as unknown as {
    rows: { name: string; immutable: boolean; definition: string }[];
  };
  return result.rows;
}

/** The text without the file's closing semicolon and with its white space folded. */
const folded = (text: string) => text.trim().replace(/;$/, "").replace(/\s+/g, " ").trim();

describe("the database's functions", () => {
  it("have one file each, and each file one function", async () => {
    const files = functionFiles().map(({ name }) => name);
    const mutable = (await databaseFunctions()).filter((row) => !row.immutable);
    expect(mutable.map(({ name }) => name)).toEqual(files);
  });

  it("are the text of their files once migrated", async () => {
    const byName = new Map((await databaseFunctions()).map((row) => [row.name, row.definition]));
    for (const { name, text } of functionFiles()) {
      expect(folded(byName.get(name) ?? ""), name).toBe(folded(text));
    }
  });

  it("keep only the IMMUTABLE index functions in the migrations", async () => {
    const immutable = (await databaseFunctions()).filter((row) => row.immutable);
    expect(immutable.map(({ name }) => name)).toEqual(["phone_digits", "serial_windows"]);
  });
});
