/**
 * `npm run move-to-postgres -- --to postgres://…`: the embedded shop (DATA_DIR) copied into an
 * empty PostgreSQL database, every table's row count and checksum checked there against what
 * was copied (decision 091). The embedded folder is left as it was.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { commandConfig, describeShop, openShop, stop } from "../src/backup/command";
import { moveToPostgres } from "../src/backup/move";
import { RestoreRefusedError } from "../src/backup/restore";
import { openPostgres, type DatabaseHandle } from "../src/db/client";

const USAGE = "Usage: npm run move-to-postgres -- --to postgres://user:password@host:5432/database";
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

let to: string | undefined;
try {
  to = parseArgs({ options: { to: { type: "string" } } }).values.to;
} catch {
  stop(USAGE);
}
if (process.env.DATABASE_URL?.trim()) {
  stop(
    "DATABASE_URL is set: this shop already runs on PostgreSQL. The move is for a shop in the embedded database (DATA_DIR); unset DATABASE_URL to move one.",
  );
}
if (!to) stop(USAGE);
if (!URL.canParse(to) || !["postgres:", "postgresql:"].includes(new URL(to).protocol)) {
  stop(`--to must be a PostgreSQL connection string (postgres:// or postgresql://). ${USAGE}`);
}

const config = commandConfig();
// Opening a folder that holds no database would create one there.
if (!existsSync(join(config.dataDir, "PG_VERSION"))) {
  stop(`There is no embedded shop in ${config.dataDir}: set DATA_DIR to the server's folder.`);
}
const from = describeShop(config);
const into = describeShop({ ...config, databaseUrl: to });
const source = await openShop(
  config,
  "what it writes after the copy would not be in PostgreSQL. Move a stopped shop.",
);
let target: DatabaseHandle;
try {
  target = await openPostgres(to, { onConnectionError: () => undefined });
} catch (error) {
  await source.close();
  stop(`Cannot reach ${into}: ${messageOf(error)}.`);
}

const started = Date.now();
let failure: string | undefined;
try {
  const { manifest, differing } = await moveToPostgres(source, target);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  if (differing.length > 0) {
    failure = `The copy in ${into} differs from ${from} in ${differing.length} of ${manifest.tables.length} tables: ${differing.join(", ")}. The target keeps what was written: drop the database and create it again, then run the move again.`;
  } else {
    console.log(
      [
        `Moved ${from} to ${into} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${manifest.tables.length} tables, ${rows} rows, every table's row count and checksum the same in both.`,
        "",
        `DATABASE_URL=${to}`,
        "",
        "Next:",
        "  1. Set DATABASE_URL to that in the server's environment, then start it: npm start",
        `  2. ${config.dataDir} is left as it was: keep it until you are happy with the shop on PostgreSQL.`,
      ].join("\n"),
    );
  }
} catch (error) {
  failure =
    error instanceof RestoreRefusedError
      ? error.message
      : `The move failed: ${messageOf(error)}. The target may hold part of the shop: drop the database and create it again, then run the move again.`;
} finally {
  await target.close();
  await source.close();
}
if (failure) stop(failure);
