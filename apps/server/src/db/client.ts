import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;

/**
 * The database as every feature sees it. Both drivers share this base type, so queries are
 * written once and run on PGlite and PostgreSQL alike.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction handle; accepts the same queries as Db. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type DatabaseHandle =
  | { kind: "pglite"; db: Db; client: PGlite; close: () => Promise<void> }
  | { kind: "postgres"; db: Db; pool: pg.Pool; close: () => Promise<void> };

/**
 * Embedded PostgreSQL (WASM) in `dataDir`, or in memory with `memory://`; `loadDataDir` starts
 * it from a copy of another's data directory (PGlite's dumpDataDir) instead of an empty one.
 */
export async function openPglite(
  dataDir: string,
  options: { loadDataDir?: Blob } = {},
): Promise<DatabaseHandle> {
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, { extensions: { pg_trgm }, loadDataDir: options.loadDataDir });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { kind: "pglite", db, client, close: () => client.close() };
}

/**
 * A pool on PostgreSQL. Two things pg leaves to its caller are handled here:
 * - an idle connection that the server drops (a restart, an administrator's terminate) makes
 *   the pool emit 'error', which would crash the process without a listener; it is reported
 *   instead, and the pool opens a new connection at the next query;
 * - pool.end() resolves before its connections have actually closed, so close() also waits
 *   for each of them (otherwise a database dropped straight after can still kill one of them
 *   mid-goodbye, which surfaces as that same 'error').
 */
export async function openPostgres(
  connectionString: string,
  options: { onConnectionError?: (error: Error) => void } = {},
): Promise<DatabaseHandle> {
  // JIT compilation pays off for long analytical queries, not for pages of 25 rows: on this
  // workload it only adds 100–300 ms of compiling to the statements it kicks in for. Parallel
  // workers likewise: starting them costs more (10–15 ms measured on two cores) than the
  // index lookups of a page or a search they would share, and the cores are the other
  // requests'.
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    options: "-c jit=off -c max_parallel_workers_per_gather=0",
  });
  const onConnectionError =
    options.onConnectionError ??
    ((error: Error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  pool.on("error", onConnectionError);

  const open = new Set<pg.PoolClient>();
  let allClosed: (() => void) | undefined;
  pool.on("connect", (client) => open.add(client));
  pool.on("remove", (client) => {
    open.delete(client);
    if (open.size === 0) allClosed?.();
  });
  const close = async () => {
    const closed = new Promise<void>((resolve) => (allClosed = resolve));
    await pool.end();
    if (open.size > 0) await closed;
  };

  // Fail at start with the real reason (wrong password, no such database) rather than at the
  // first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return { kind: "postgres", db, pool, close };
}

export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

/** True for a PostgreSQL pool, where a long read can have a connection (and a snapshot) of its own. */
export function isPooledPostgres(db: Db): boolean {
  return (db as { $client?: unknown }).$client instanceof pg.Pool;
}

/**
 * Runs `read` on a connection of its own in a read-only repeatable-read transaction (one
 * snapshot however long it takes), with a Drizzle handle on that same connection to build and
 * run its statements; committed after, rolled back on a failure. PostgreSQL pools only.
 */
export async function inReadSnapshot<T>(
  db: Db,
  read: (client: pg.PoolClient, snapshot: Db) => Promise<T>,
): Promise<T> {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query("begin isolation level repeatable read read only");
    const result = await read(client, drizzleNodePg({ client, schema }) as unknown as Db);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
