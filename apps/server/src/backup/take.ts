import type { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { strToU8, ZipDeflate, type Zip } from "fflate";
import { inReadSnapshot, type DatabaseHandle, type Db, type Tx } from "../db/client";
import { zipTo } from "../http/zip-stream";
import {
  journalTags,
  MANIFEST_ENTRY,
  overallChecksum,
  serverVersion,
  sha256,
  tableEntry,
  type BackupManifest,
} from "./manifest";
import { shopTables, type TableShape } from "./tables";

type Runner = Pick<Db | Tx, "execute">;

/** Rows read from the database at a time. */
const BATCH = 1000;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Runs `read` in one read-only snapshot of the whole database (REPEATABLE READ): every table as
 * it was at one moment, whatever the server writes meanwhile. On PostgreSQL on a connection of
 * its own; PGlite is one connection, and its other calls wait for the backup. Timestamps are
 * written in UTC: to_jsonb uses the session's time zone, which differs between servers, and the
 * same rows must hash the same on either.
 */
export function inSnapshot<T>(
  handle: DatabaseHandle,
  read: (db: Runner) => Promise<T>,
): Promise<T> {
  const inUtc = async (db: Runner) => {
    await db.execute(sql`set local timezone = 'UTC'`);
    return read(db);
  };
  if (handle.kind === "postgres") {
    return inReadSnapshot(handle.db, (_client, snapshot) => inUtc(snapshot));
  }
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    return inUtc(tx);
  });
}

/**
 * One table read as the backup holds it: JSON lines, a row a line, in its key's order, through
 * a cursor (never the table in memory). Each batch's bytes go to `onBytes` (the archive) before
 * the next is fetched. Resolves with the row count and the sha-256 of all the bytes.
 */
export async function readTable(
  db: Runner,
  table: TableShape,
  onBytes?: (bytes: Uint8Array) => Promise<void>,
): Promise<{ rows: number; sha256: string }> {
  const hash = sha256();
  let rows = 0;
  const columns = table.columns.map(quoted).join(", ");
  const order = (table.key.length > 0 ? table.key : table.columns).map(quoted).join(", ");
  await db.execute(
    sql.raw(`declare backup_rows no scroll cursor for
      select to_jsonb(r)::text as line from (select ${columns} from ${quoted(table.name)}
      order by ${order}) r`),
  );
  for (;;) {
    const fetched = (await db.execute(sql.raw(`fetch ${BATCH} from backup_rows`))) as unknown as {
      rows: { line: string }[];
    };
    if (fetched.rows.length === 0) break;
    const bytes = strToU8(fetched.rows.map((row) => `${row.line}\n`).join(""));
    hash.update(bytes);
    rows += fetched.rows.length;
    await onBytes?.(bytes);
  }
  await db.execute(sql.raw("close backup_rows"));
  return { rows, sha256: hash.digest("hex") };
}

/** Every table's shape, row count and sha-256 as a backup of the database now would hold them. */
export function tableDigests(handle: DatabaseHandle): Promise<BackupManifest["tables"]> {
  return inSnapshot(handle, async (db) => {
    const tables: BackupManifest["tables"] = [];
    for (const table of await shopTables(db))
      tables.push({ ...table, ...(await readTable(db, table)) });
    return tables;
  });
}

/** One table into the archive as JSON lines. */
async function writeTable(
  db: Runner,
  table: TableShape,
  zip: Zip,
  drained: () => Promise<void>,
): Promise<BackupManifest["tables"][number]> {
  const entry = new ZipDeflate(tableEntry(table.name), { level: 6 });
  zip.add(entry);
  const read = await readTable(db, table, async (bytes) => {
    entry.push(bytes);
    await drained();
  });
  entry.push(new Uint8Array(0), true);
  return { ...table, ...read };
}

/** The last migration the database holds (the migrator keeps one row a migration). */
async function lastMigration(db: Runner): Promise<string> {
  const counted = (await db.execute(
    sql`select count(*)::integer as n from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { n: number }[] };
  const tags = journalTags();
  const applied = Number(counted.rows[0]?.n ?? 0);
  const tag = tags[applied - 1];
  if (!tag)
    throw new Error(`The database holds ${applied} migrations; this build knows ${tags.length}.`);
  return tag;
}

/**
 * Writes the whole shop to `out` as one ZIP (decision 091): every table, photos included (they
 * are rows), each as JSON lines, and `manifest.json` last, with the row counts and checksums.
 * Taken in one snapshot while the server goes on working. Resolves with the manifest.
 */
export async function takeBackup(
  handle: DatabaseHandle,
  out: Writable,
  signal?: AbortSignal,
): Promise<BackupManifest> {
  const { zip, drained, done } = zipTo(out);
  // Between batches: a stop asked for (the server closing), or the output gone, ends it.
  const between = async () => {
    signal?.throwIfAborted();
    await drained();
  };
  try {
    const manifest = await inSnapshot(handle, async (db) => {
      const tables: BackupManifest["tables"] = [];
      for (const table of await shopTables(db))
        tables.push(await writeTable(db, table, zip, between));
      const taken: BackupManifest = {
        format: 1,
        product: "lifetime-outfitter",
        version: serverVersion(),
        takenAt: new Date().toISOString(),
        database: handle.kind === "postgres" ? "postgresql" : "embedded",
        lastMigration: await lastMigration(db),
        tables,
        checksum: overallChecksum(tables),
      };
      return taken;
    });
    const entry = new ZipDeflate(MANIFEST_ENTRY, { level: 6 });
    zip.add(entry);
    entry.push(strToU8(`${JSON.stringify(manifest, null, 2)}\n`), true);
    zip.end();
    await done;
    return manifest;
  } catch (error) {
    // The file (or the answer) is closed, never left open half-written.
    out.destroy();
    throw error;
  }
}
