import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll } from "vitest";

/** The smallest index.html a built web app has. */
export const PLAIN_INDEX =
  '<!doctype html><html><head><title>Lifetime Outfitter</title></head><body><div id="root"></div></body></html>';

/** Writes a built web app, `files` by their path inside it, to a new temporary folder. */
export function writeWebDist(files: Record<string, string | Uint8Array>): string {
  const dist = mkdtempSync(join(tmpdir(), "lo-web-dist-"));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
  return dist;
}

/** writeWebDist for the tests of one file; the folder is removed after them. */
export function useWebDist(files: Record<string, string | Uint8Array>): string {
  const dist = writeWebDist(files);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  return dist;
}
