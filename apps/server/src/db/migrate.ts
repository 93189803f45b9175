import { join } from "node:path";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { SERVER_DIR } from "../server-dir";
import type { DatabaseHandle, Schema } from "./client";

/** Read from the source tree by the built server too: the SQL is not bundled. */
export const MIGRATIONS_FOLDER = join(SERVER_DIR, "src/db/migrations");

/** Applies every migration not yet applied; safe to run at every start. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, config);
  } else {
    await migrateNodePg(handle.db as unknown as NodePgDatabase<Schema>, config);
  }
}
