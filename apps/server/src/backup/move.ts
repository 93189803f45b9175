import { createWriteStream, rmSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DatabaseHandle } from "../db/client";
import { journalTags, type BackupManifest } from "./manifest";
import { refuseUnlessEmpty, RestoreRefusedError, restoreBackup } from "./restore";
import { tableDigests, takeBackup } from "./take";

export const MOVE_INTO_EMPTY =
  "Move into an empty database: create a new one, or drop this one and create it again.";

/** What a move wrote: the backup's manifest, and the tables whose copy differs from it. */
export interface Move {
  manifest: BackupManifest;
  differing: string[];
}

/** The tables whose copy differs from what was taken: another count or hash, missing, or more. */
export function differingTables(
  taken: BackupManifest["tables"],
  copied: BackupManifest["tables"],
): string[] {
  const copies = new Map(copied.map((table) => [table.name, table]));
  const names = new Set(taken.map((table) => table.name));
  return [
    ...taken
      .filter((table) => {
        const copy = copies.get(table.name);
        return copy?.rows !== table.rows || copy.sha256 !== table.sha256;
      })
      .map((table) => table.name),
    ...copied.filter((table) => !names.has(table.name)).map((table) => table.name),
  ];
}

/**
 * Runs `work` with a temporary folder of its own, removed afterwards whatever happens: it holds
 * a whole shop, people's details and photos included, which must not stay behind in /tmp, not
 * even after Ctrl-C (the signal is raised again once the folder is gone).
 */
async function withTemporaryFolder<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), "lo-move-"));
  const remove = () => rmSync(folder, { recursive: true, force: true });
  const interrupted = (signal: NodeJS.Signals) => {
    remove();
    process.kill(process.pid, signal);
  };
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);
  try {
    return await work(folder);
  } finally {
    process.off("SIGINT", interrupted);
    process.off("SIGTERM", interrupted);
    remove();
  }
}

/**
 * Copies the shop of `source` (the embedded database) into `target`, an empty PostgreSQL
 * database (decision 091): a backup taken into a temporary file and restored there, then every
 * table of the target read back as the backup reads it, its row count and sha-256 compared with
 * the backup's. Refuses (RestoreRefusedError, nothing written) a target that holds any table,
 * and a source not at this version's last migration, which the restore would migrate on and so
 * make differ from what it copied.
 */
export async function moveToPostgres(
  source: DatabaseHandle,
  target: DatabaseHandle,
): Promise<Move> {
  await refuseUnlessEmpty(target, MOVE_INTO_EMPTY);
  return withTemporaryFolder(async (folder) => {
    const file = join(folder, "shop.zip");
    const manifest = await takeBackup(source, createWriteStream(file, { flags: "wx" }));
    const current = journalTags().at(-1);
    if (manifest.lastMigration !== current) {
      throw new RestoreRefusedError(
        `The embedded shop is at migration ${manifest.lastMigration}, this version at ${current}. Start the server of this version on it once (it migrates the shop), stop it, then move.`,
      );
    }
    await restoreBackup(target, file);
    return { manifest, differing: differingTables(manifest.tables, await tableDigests(target)) };
  });
}
