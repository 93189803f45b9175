import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { DatabaseHandle, Tx } from "../db/client";
import { applyMigrations, MIGRATIONS_FOLDER, runMigrations } from "../db/migrate";
import { readEntries, verifiedManifest } from "./archive-reader";
import { journalTags, tableEntry, type BackupManifest } from "./manifest";

/** Rows written back at a time. */
const BATCH = 500;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

export class RestoreRefusedError extends Error {}

/** How many tables the target's `public` schema holds: none in an empty database. */
async function tablesIn(handle: DatabaseHandle): Promise<number> {
  const counted = (await handle.db.execute(
    sql`select count(*)::integer as n from information_schema.tables where table_schema = 'public'`,
  )) as unknown as { rows: { n: number }[] };
  return Number(counted.rows[0]?.n ?? 0);
}

/** Refuses a target that holds any table; `instead` says what to do. Nothing is written. */
export async function refuseUnlessEmpty(
  handle: DatabaseHandle,
  instead = "Restore into an empty data folder or database, or add --force to replace everything in it.",
): Promise<void> {
  if ((await tablesIn(handle)) > 0) {
    throw new RestoreRefusedError(`The target already holds a shop. ${instead}`);
  }
}

/** The schema as it was at `tag`: the migrations up to it, from a journal cut there. */
export async function migrateUpTo(handle: DatabaseHandle, tag: string): Promise<void> {
  const tags = journalTags();
  const last = tags.indexOf(tag);
  if (last < 0) {
    throw new RestoreRefusedError(
      `The backup was taken by a newer version (its last migration, ${tag}, is unknown here). Restore it with that version or a later one.`,
    );
  }
  const folder = await mkdtemp(join(tmpdir(), "lo-restore-migrations-"));
  try {
    await mkdir(join(folder, "meta"));
    const journal = JSON.parse(
      await readFile(join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8"),
    ) as { entries: { tag: string }[] };
    const cut = { ...journal, entries: journal.entries.slice(0, last + 1) };
    await writeFile(join(folder, "meta/_journal.json"), JSON.stringify(cut));
    for (const name of tags.slice(0, last + 1)) {
      await copyFile(join(MIGRATIONS_FOLDER, `${name}.sql`), join(folder, `${name}.sql`));
    }
    await applyMigrations(handle, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Every row of the backup written back, table by table, with the tables' own triggers off. */
async function loadRows(tx: Tx, path: string, manifest: BackupManifest): Promise<void> {
  const tables = new Map(manifest.tables.map((table) => [tableEntry(table.name), table]));
  // The counts and copies the triggers keep are in the backup as they were: written as rows.
  for (const table of manifest.tables) {
    await tx.execute(sql.raw(`alter table ${quoted(table.name)} disable trigger user`));
  }
  // What the migrations themselves wrote (reference rows) gives way to the backup's.
  for (const table of [...manifest.tables].reverse()) {
    await tx.execute(sql.raw(`delete from ${quoted(table.name)}`));
  }
  const insert = async (table: BackupManifest["tables"][number], lines: string[]) => {
    const columns = table.columns.map(quoted).join(", ");
    await tx.execute(
      sql`${sql.raw(`insert into ${quoted(table.name)} (${columns}) overriding system value
        select ${columns} from jsonb_populate_recordset(null::${quoted(table.name)}, `)}${`[${lines.join(",")}]`}::jsonb)`,
    );
  };
  await readEntries(path, {
    lines: async (entry, lines) => {
      const table = tables.get(entry);
      if (!table) return;
      for (let start = 0; start < lines.length; start += BATCH) {
        await insert(table, lines.slice(start, start + BATCH));
      }
    },
  });
  for (const table of manifest.tables) {
    await tx.execute(sql.raw(`alter table ${quoted(table.name)} enable trigger user`));
  }
  // Each id sequence (serial and identity columns) goes on after the highest id restored.
  await tx.execute(
    sql.raw(`do $$ declare col record; begin
      for col in select c.table_name, c.column_name,
          pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) as seq
        from information_schema.columns c
        where c.table_schema = 'public'
          and pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) is not null
      loop
        execute format('select setval(%L, coalesce((select max(%I) from %I), 0) + 1, false)',
          col.seq, col.column_name, col.table_name);
      end loop; end $$`),
  );
}

/** Each table's row count against the manifest's. */
async function checkCounts(handle: DatabaseHandle, manifest: BackupManifest): Promise<void> {
  for (const table of manifest.tables) {
    const counted = (await handle.db.execute(
      sql.raw(`select count(*)::integer as n from ${quoted(table.name)}`),
    )) as unknown as { rows: { n: number }[] };
    const n = Number(counted.rows[0]?.n ?? 0);
    if (n !== table.rows) {
      throw new Error(`${table.name}: ${n} rows restored, the backup holds ${table.rows}.`);
    }
  }
}

/**
 * Restores the backup at `path` into the database of `handle` (decision 091): the file is
 * checked first (its checksums), the target must be empty unless `force` (then everything in
 * it is dropped), the schema is built as it was when the backup was taken, the rows are written
 * back in one transaction, and the migrations since then bring it to this version.
 */
export async function restoreBackup(
  handle: DatabaseHandle,
  path: string,
  options: { force?: boolean } = {},
): Promise<BackupManifest> {
  const manifest = await verifiedManifest(path);
  if (!options.force) await refuseUnlessEmpty(handle);
  // Past that, a target that holds tables is one to replace (--force): everything in it goes.
  if ((await tablesIn(handle)) > 0) {
    await handle.db.execute(sql`drop schema if exists drizzle cascade`);
    await handle.db.execute(sql`drop schema public cascade`);
    await handle.db.execute(sql`create schema public`);
  }
  await migrateUpTo(handle, manifest.lastMigration);
  await handle.db.transaction((tx) => loadRows(tx, path, manifest));
  await checkCounts(handle, manifest);
  await runMigrations(handle);
  return manifest;
}
