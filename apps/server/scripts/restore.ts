/**
 * `npm run restore FILE [-- --force]`: a backup written back into the database the environment
 * names (DATABASE_URL, else DATA_DIR), which must be empty unless --force (decision 091).
 */
import { parseArgs } from "node:util";
import { DamagedBackupError } from "../src/backup/archive-reader";
import { commandConfig, describeShop, fromWhereTyped, openShop, stop } from "../src/backup/command";
import { RestoreRefusedError, restoreBackup } from "../src/backup/restore";

const { values, positionals } = parseArgs({
  options: { force: { type: "boolean", default: false } },
  allowPositionals: true,
});
const [file] = positionals;
if (!file) stop("Usage: npm run restore FILE [-- --force]");

const config = commandConfig();
const handle = await openShop(config);
try {
  const manifest = await restoreBackup(handle, fromWhereTyped(file), { force: values.force });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Restored ${file} (taken ${manifest.takenAt} from the ${manifest.database} database) into ${describeShop(config)}: ${rows} rows, then migrated to this version.`,
  );
} catch (error) {
  if (error instanceof DamagedBackupError || error instanceof RestoreRefusedError) {
    stop(error.message);
  }
  stop(`The restore failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await handle.close();
}
