import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { SERVER_DIR } from "../server-dir";
import type { DatabaseHandle, Schema } from "./client";

/** Read from the source tree by the built server too: the SQL is not bundled. */
export const MIGRATIONS_FOLDER = join(SERVER_DIR, "src/db/migrations");

/**
 * The current text of every trigger function and of the other functions that are not
 * IMMUTABLE, one `CREATE OR REPLACE FUNCTION` a file (decision 073). The migrations created
 * them and keep their history; these files are what they are now.
 */
export const FUNCTIONS_FOLDER = join(SERVER_DIR, "src/db/functions");

/** The function files, in name order: their names and texts. */
export function functionFiles(): { name: string; text: string }[] {
  return readdirSync(FUNCTIONS_FOLDER)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .map((file) => ({
      name: file.slice(0, -".sql".length),
      text: readFileSync(join(FUNCTIONS_FOLDER, file), "utf8"),
    }));
}

/** Applies the migrations of `folder` (a drizzle journal and its SQL files) not yet applied. */
export async function applyMigrations(handle: DatabaseHandle, folder: string): Promise<void> {
  const config = { migrationsFolder: folder };
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, config);
  } else {
    await migrateNodePg(handle.db as unknown as NodePgDatabase<Schema>, config);
  }
}

/**
 * Applies every migration not yet applied, then every function file (in one transaction), so
 * each function is the text of its file; safe to run at every start.
 */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  await applyMigrations(handle, MIGRATIONS_FOLDER);
  const functions = functionFiles();
  await handle.db.transaction(async (tx) => {
    for (const { text } of functions) await tx.execute(sql.raw(text));
  });
}
