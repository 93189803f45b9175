import { createReadStream } from "node:fs";
import { Unzip, UnzipInflate } from "fflate";
import { MANIFEST_ENTRY, overallChecksum, sha256, type BackupManifest } from "./manifest";

/** What is done with an entry's lines as they are read (their order kept). */
export interface EntryReader {
  lines: (entry: string, lines: string[]) => Promise<void>;
}

/**
 * Reads the backup at `path` entry by entry, a line at a time, without holding it in memory:
 * the file is read a chunk at a time, and the next chunk waits for what `reader` does with the
 * lines of this one. Resolves with each entry's sha-256 (of its bytes as written).
 */
export async function readEntries(path: string, reader: EntryReader): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  const work: (() => Promise<void>)[] = [];
  let failure: Error | undefined;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file) => {
    const decoder = new TextDecoder();
    const hash = sha256();
    let rest = "";
    file.ondata = (error, chunk, final) => {
      if (error) {
        failure = error;
        return;
      }
      hash.update(chunk);
      const parts = (rest + decoder.decode(chunk, { stream: !final })).split("\n");
      rest = parts.pop() ?? "";
      if (parts.length > 0) work.push(() => reader.lines(file.name, parts));
      if (final) hashes.set(file.name, hash.digest("hex"));
    };
    file.start();
  };
  const drain = async () => {
    if (failure) throw failure;
    for (let next = work.shift(); next; next = work.shift()) await next();
  };
  for await (const chunk of createReadStream(path)) {
    unzip.push(chunk as Uint8Array);
    await drain();
  }
  unzip.push(new Uint8Array(0), true);
  await drain();
  return hashes;
}

export class DamagedBackupError extends Error {}

/**
 * Reads the whole file once and checks it: its manifest, and every table's bytes against the
 * manifest's checksum. Throws DamagedBackupError naming what does not match.
 */
export async function verifiedManifest(path: string): Promise<BackupManifest> {
  let text = "";
  let hashes: Map<string, string>;
  try {
    hashes = await readEntries(path, {
      lines: async (entry, lines) => {
        if (entry === MANIFEST_ENTRY) text += lines.join("\n");
      },
    });
  } catch (error) {
    throw new DamagedBackupError(
      `${path} is not a readable backup: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
  } catch {
    throw new DamagedBackupError(`${path} has no readable manifest.json: it is not a backup.`);
  }
  if (manifest.product !== "lifetime-outfitter" || manifest.format !== 1) {
    throw new DamagedBackupError(`${path} is not a backup of this product.`);
  }
  if (overallChecksum(manifest.tables) !== manifest.checksum) {
    throw new DamagedBackupError(`${path} is damaged: its manifest does not match its checksum.`);
  }
  for (const table of manifest.tables) {
    if (hashes.get(`tables/${table.name}.jsonl`) !== table.sha256) {
      throw new DamagedBackupError(
        `${path} is damaged: the table ${table.name} does not match its checksum.`,
      );
    }
  }
  return manifest;
}
