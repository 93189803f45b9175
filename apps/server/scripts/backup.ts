/**
 * `npm run backup [-- --out FILE]`: the whole shop, every table and photo, into one file
 * (decision 091), from the database the environment names (DATABASE_URL, else DATA_DIR).
 */
import { createWriteStream } from "node:fs";
import { stat } from "node:fs/promises";
import { parseArgs } from "node:util";
import { commandConfig, describeShop, fromWhereTyped, openShop, stop } from "../src/backup/command";
import { takeBackup } from "../src/backup/take";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const out = fromWhereTyped(
  values.out ?? `lifetime-outfitter-backup-${new Date().toISOString().replace(/[:.]/g, "-")}.zip`,
);

const config = commandConfig();
const handle = await openShop(config);
try {
  const started = Date.now();
  const manifest = await takeBackup(handle, createWriteStream(out, { flags: "wx" }));
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const { size } = await stat(out);
  console.log(
    `Backed up ${describeShop(config)} to ${out}: ${manifest.tables.length} tables, ${rows} rows, ${size < 1e6 ? `${Math.ceil(size / 1e3)} kB` : `${(size / 1e6).toFixed(1)} MB`}, in ${((Date.now() - started) / 1000).toFixed(1)} s (migration ${manifest.lastMigration}).`,
  );
} catch (error) {
  stop(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await handle.close();
}
