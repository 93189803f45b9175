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

/** Embedded PostgreSQL (WASM) in `dataDir`, or in memory with `memory://`. */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, { extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { kind: "pglite", db, client, close: () => client.close() };
}

export async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start with the real reason (wrong password, no such database) rather than at the
  // first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return { kind: "postgres", db, pool, close: () => pool.end() };
}

export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
