import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { MIGRATIONS_FOLDER } from "../db/migrate";
import { SERVER_DIR } from "../server-dir";

/** What the file's `manifest.json` says of the backup in it (decision 091). */
export interface BackupManifest {
  format: 1;
  product: "lifetime-outfitter";
  /** The server's version that took it. */
  version: string;
  takenAt: string;
  /** Which database it was taken from. */
  database: "embedded" | "postgresql";
  /** The last migration the database held: a restore builds that schema, then migrates on. */
  lastMigration: string;
  tables: { name: string; columns: string[]; key: string[]; rows: number; sha256: string }[];
  /** sha-256 over every table's own, in order: one value that says the whole file is intact. */
  checksum: string;
}

export const MANIFEST_ENTRY = "manifest.json";
export const tableEntry = (name: string) => `tables/${name}.jsonl`;

export const sha256 = () => createHash("sha256");

export function overallChecksum(tables: BackupManifest["tables"]): string {
  const hash = sha256();
  for (const table of tables) hash.update(`${table.name}:${table.rows}:${table.sha256}\n`);
  return hash.digest("hex");
}

/** The migrations this build has, in order (drizzle's journal). */
export function journalTags(): string[] {
  const journal = JSON.parse(
    readFileSync(join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8"),
  ) as { entries: { tag: string }[] };
  return journal.entries.map((entry) => entry.tag);
}

export function serverVersion(): string {
  const pkg = JSON.parse(readFileSync(join(SERVER_DIR, "package.json"), "utf8")) as {
    version: string;
  };
  return pkg.version;
}
