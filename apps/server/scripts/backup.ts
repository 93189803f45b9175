/**
 * `npm run backup [-- --out FILE]`: the whole shop, every table and photo, into one file
 * (decision 091), from the database the environment names (DATABASE_URL, else DATA_DIR). An
 * embedded database whose server is running is backed up by that server, asked over loopback
 * (decision 092). Written beside FILE and renamed once whole and checked.
 */
import { createWriteStream, existsSync } from "node:fs";
import { rename, rm, stat } from "node:fs/promises";
import { parseArgs } from "node:util";
import type { AppConfig } from "../src/config";
import { verifiedManifest } from "../src/backup/archive-reader";
import { commandConfig, describeShop, fromWhereTyped, openShop, stop } from "../src/backup/command";
import { backupFromServer } from "../src/backup/control";
import { takeBackup } from "../src/backup/take";
import { dataDirHolder } from "../src/db/data-dir-owner";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const out = fromWhereTyped(
  values.out ?? `lifetime-outfitter-backup-${new Date().toISOString().replace(/[:.]/g, "-")}.zip`,
);
if (existsSync(out)) stop(`${out} already exists: name another file with --out.`);
const partial = `${out}.partial`;

/** Writes the backup to `partial`: by the running server, or from the database itself. */
async function write(config: AppConfig): Promise<string> {
  const holder = config.databaseUrl ? null : dataDirHolder(config.dataDir);
  if (holder !== null) {
    await backupFromServer(config.dataDir, createWriteStream(partial));
    return `${describeShop(config)} (by the running server, pid ${holder})`;
  }
  const handle = await openShop(config);
  try {
    await takeBackup(handle, createWriteStream(partial));
  } finally {
    await handle.close();
  }
  return describeShop(config);
}

const config = commandConfig();
try {
  const started = Date.now();
  const source = await write(config);
  // Read back whole before it takes the name: a file by that name is a backup that restores.
  const manifest = await verifiedManifest(partial);
  await rename(partial, out);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const { size } = await stat(out);
  console.log(
    `Backed up ${source} to ${out}: ${manifest.tables.length} tables, ${rows} rows, ${size < 1e6 ? `${Math.ceil(size / 1e3)} kB` : `${(size / 1e6).toFixed(1)} MB`}, in ${((Date.now() - started) / 1000).toFixed(1)} s (migration ${manifest.lastMigration}).`,
  );
} catch (error) {
  await rm(partial, { force: true });
  stop(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
}
