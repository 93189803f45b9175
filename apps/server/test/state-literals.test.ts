import { QUOTE_STATUSES, REPAIR_STATES, SERVER_STATUSES } from "@lo/domain";
import { sql } from "drizzle-orm";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OUTBOX_STATES, TRANSFER_STATES } from "../src/db/schema";
import { createTestDatabase, type TestDatabase } from "./helpers";

// Every state the SQL names, in the database as migrations left it (trigger and function
// bodies, check constraints, partial indexes, views) and in the server's own sql`…`
// fragments, must be one the domain knows: a misspelt 'complete' in a trigger would
// otherwise count a finished line as open, silently.

/** The values a state-like column may hold: the domain's repair states and statuses, the
 * outbox's and transfers' own states, and where a quote stands (a line's quote_status). */
const KNOWN = new Set<string>([
  ...REPAIR_STATES,
  ...SERVER_STATUSES,
  ...OUTBOX_STATES,
  ...TRANSFER_STATES,
  ...QUOTE_STATUSES,
]);

/** A column holding a state, as SQL spells it (`l.state`, `"state"`, `NEW.to_state`). */
const SQL_COLUMN = String.raw`(?:\b\w+\.)?"?(?:state|from_state|to_state|status)"?(?:::text)?`;
/** The same column in a TypeScript sql`…` fragment: `${repairLines.state}`, `${qualified(…)}`. */
const TS_COLUMN = String.raw`\$\{[^}]*\.(?:state|fromState|toState|status)\)?\}`;

/** Each quoted literal compared with such a column: `=`, `<>`, `IN (…)`, `= ANY (ARRAY[…])`. */
function stateLiterals(text: string, column = SQL_COLUMN): string[] {
  const patterns = [
    new RegExp(`${column}\\s*(?:=|<>|!=)\\s*('[^']*')`, "gi"),
    new RegExp(`${column}\\s+(?:NOT\\s+)?IN\\s*\\(([^)]*)\\)`, "gi"),
    new RegExp(`${column}\\s*(?:=|<>|!=)\\s*(?:ANY|ALL)\\s*\\(\\s*(?:ARRAY)?\\[([^\\]]*)\\]`, "gi"),
  ];
  const found: string[] = [];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      for (const literal of (match[1] ?? "").matchAll(/'([^']*)'/g)) found.push(literal[1]!);
    }
  }
  return found;
}

/** Every .ts file of the server's source, with its text. */
function sourceFiles(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => join(entry.parentPath, entry.name))
    .map((file) => ({ file, text: readFileSync(file, "utf8") }));
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
});
afterAll(() => database.close());

async function catalogue(): Promise<{ name: string; text: string }[]> {
  // Both drivers answer raw SQL with { rows }; the shared Db type cannot know that.
  const result = (await database.db.execute(sql`
    select p.proname as name, p.prosrc as text
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prolang in (
        select oid from pg_language where lanname in ('plpgsql', 'sql'))
    union all
    select conname, pg_get_constraintdef(oid) from pg_constraint
      where connamespace = 'public'::regnamespace and contype = 'c'
    union all
    select indexrelid::regclass::text, pg_get_expr(indpred, indrelid) from pg_index
      where indpred is not null
    union all
    select viewname, definition from pg_views where schemaname = 'public'`)) as unknown as {
    rows: { name: string; text: string }[];
  };
  return result.rows;
}

describe("state literals in SQL", () => {
  it("finds a misspelt state in each form it reads", () => {
    expect(stateLiterals("WHERE l.state <> 'complete'")).toEqual(["complete"]);
    expect(stateLiterals(`CHECK (("state" IN ('pending', 'done')))`)).toEqual(["pending", "done"]);
    expect(stateLiterals("(state = ANY (ARRAY['pending'::text, 'sent'::text]))")).toEqual([
      "pending",
      "sent",
    ]);
    expect(stateLiterals("${qualified(repairLines.state)} <> 'completed'", TS_COLUMN)).toEqual([
      "completed",
    ]);
  });

  it("names only known states in the database's functions, checks, indexes and views", async () => {
    const objects = await catalogue();
    const unknown = objects.flatMap(({ name, text }) =>
      stateLiterals(text ?? "")
        .filter((literal) => !KNOWN.has(literal))
        .map((literal) => `${name}: '${literal}'`),
    );
    expect(unknown).toEqual([]);
    // The read found something in each kind of object, so an empty result means something.
    const named = objects.filter(({ text }) => stateLiterals(text ?? "").length > 0);
    expect(named.length).toBeGreaterThan(5);
  });

  it("keeps the repair line states of the check constraint equal to the domain's table", async () => {
    const objects = await catalogue();
    const check = objects.find(({ name }) => name === "repair_lines_state_check");
    expect(check).toBeDefined();
    expect(stateLiterals(check!.text)).toEqual([...REPAIR_STATES]);
  });

  it("names only known states in the server's sql`…` fragments", () => {
    const files = sourceFiles(join(import.meta.dirname, "../src"));
    const unknown = files.flatMap(({ file, text }) =>
      stateLiterals(text, TS_COLUMN)
        .filter((literal) => !KNOWN.has(literal))
        .map((literal) => `${file}: '${literal}'`),
    );
    expect(unknown).toEqual([]);
    expect(files.flatMap(({ text }) => stateLiterals(text, TS_COLUMN))).toContain("completed");
  });
});
