/**
 * A backup of the twenty-year shop and its restore (decision 091), as `npm run backup` and
 * `npm run restore` make them: the whole database into one ZIP under the system's temporary
 * folder, timed with its size, then restored into an empty database of the same kind (an
 * in-memory PGlite, or a scratch PostgreSQL database beside the benchmark's own), where
 * restoreBackup checks every table's row count against the manifest. One run each: a backup
 * is taken once a night, not a thousand times a second. The file and the target are removed.
 */
import { createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { restoreBackup } from "../../apps/server/src/backup/restore";
import { takeBackup } from "../../apps/server/src/backup/take";
import { openPglite, openPostgres, type DatabaseHandle } from "../../apps/server/src/db/client";
import type { BenchRow } from "./row";

interface Target {
  handle: DatabaseHandle;
  /** Where the restore goes, in the row's words. */
  words: string;
  close: () => Promise<void>;
}

/** Runs one statement on the server's `postgres` database (to create and drop databases). */
async function onServer(databaseUrl: string, statement: string): Promise<void> {
  const admin = new URL(databaseUrl);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * An empty database of the source's kind. On PostgreSQL it is the benchmark's own database's
 * name with `_restore` after it (so it too has "bench" in its name), dropped before and after.
 */
async function emptyTarget(kind: DatabaseHandle["kind"], databaseUrl?: string): Promise<Target> {
  if (kind === "pglite") {
    const handle = await openPglite("memory://");
    return { handle, words: "an empty in-memory PGlite", close: () => handle.close() };
  }
  if (!databaseUrl) throw new Error("The PostgreSQL backup needs the benchmark's database URL.");
  const url = new URL(databaseUrl);
  const name = `${decodeURIComponent(url.pathname.slice(1))}_restore`;
  if (!/bench/i.test(name) || !/^[\w-]+$/.test(name)) {
    throw new Error(`Refusing to use "${name}" as a scratch database: it must contain "bench".`);
  }
  await onServer(databaseUrl, `drop database if exists "${name}" with (force)`);
  await onServer(databaseUrl, `create database "${name}"`);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  return {
    handle,
    words: `an empty PostgreSQL database (${name})`,
    close: async () => {
      await handle.close();
      await onServer(databaseUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

const elapsedMs = (started: number) => Math.round(performance.now() - started);

/**
 * Backs up the shop of `handle`, restores it into an empty database of its kind, and returns
 * the rows: the backup's time, the file's size, the restore's time. `databaseUrl` is the
 * benchmark's PostgreSQL database (its server holds the scratch target); unused for PGlite.
 */
export async function measureBackup(
  handle: DatabaseHandle,
  label: "PostgreSQL" | "PGlite",
  databaseUrl: string | undefined,
  log: (line: string) => void,
): Promise<BenchRow[]> {
  const section = `Backup and restore (${label})`;
  const folder = await mkdtemp(join(tmpdir(), "lo-bench-backup-"));
  try {
    const path = join(folder, "shop.zip");
    log(`${label}: backing up the shop…`);
    let started = performance.now();
    const manifest = await takeBackup(handle, createWriteStream(path));
    const backupMs = elapsedMs(started);
    const megabytes = Math.round((await stat(path)).size / 1e5) / 10;
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    log(`${label}: backup ${backupMs} ms, ${megabytes} MB, ${rows} rows; restoring…`);

    const target = await emptyTarget(handle.kind, databaseUrl);
    let restoreMs: number;
    try {
      started = performance.now();
      // Checks each table's row count against the manifest, and throws if one differs.
      await restoreBackup(target.handle, path);
      restoreMs = elapsedMs(started);
    } finally {
      await target.close();
    }
    log(`${label}: restored in ${restoreMs} ms`);
    const tables = `${rows} rows in ${manifest.tables.length} tables`;
    return [
      {
        section,
        name: "backup of the twenty-year shop",
        value: backupMs,
        unit: "ms",
        goal: "",
        ok: null,
        note: `${tables}, one snapshot, into a ZIP of JSON lines`,
      },
      {
        section,
        name: "  its file",
        value: megabytes,
        unit: "MB",
        goal: "",
        ok: null,
      },
      {
        section,
        name: "restore of that backup",
        value: restoreMs,
        unit: "ms",
        goal: "",
        ok: null,
        note: `into ${target.words}; row counts equal the manifest's`,
      },
    ];
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
