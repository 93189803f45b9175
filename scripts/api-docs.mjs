// `npm run docs:api`: docs/openapi.json and docs/api.md from the server's OpenAPI document.
//
// The server prints its document without a database or a port (apps/server/scripts/
// print-openapi.ts); docs/api.md is that document rendered by scripts/api-docs/render.mjs, with
// the hand-written notes of docs/api-notes.md merged in (its introduction, prose per group of
// calls, and a note per call; a note naming a call the API lacks stops the script). Both files
// go through prettier, so `prettier --check .` and the stale-docs test
// (scripts/api-docs.test.mjs) read them as written here.
//
// Why our own renderer: widdershins (4.0.1) pulls in yargs 12, markdown-it 10, httpsnippet
// and swagger2openapi 6 and writes Slate-flavoured pages with code samples in
// several languages; openapi-to-md (1.1.1) has one option (sort),
// no place for notes, and leaves a reference inside a reference unresolved.
// Neither declares Node engines. A page that merges notes per call, prints shapes as TypeScript
// types and stays stable under prettier took about 250 lines here, with no new dependency.
//
//   node scripts/api-docs.mjs          write docs/openapi.json and docs/api.md
//   node scripts/api-docs.mjs --check  exit 1 when either differs from what would be written
import { execFile } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import * as prettier from "prettier";
import { renderApiDocs } from "./api-docs/render.mjs";

export const root = path.resolve(import.meta.dirname, "..");
export const OPENAPI_FILE = path.join(root, "docs/openapi.json");
export const API_FILE = path.join(root, "docs/api.md");
const NOTES_FILE = path.join(root, "docs/api-notes.md");
const SERVER = path.join(root, "apps/server");

/** The server's OpenAPI document, as `GET /api/openapi.json` serves it. */
export async function openApiDocument() {
  const tsx = path.join(root, "node_modules/.bin/tsx");
  const { stdout } = await promisify(execFile)(tsx, ["scripts/print-openapi.ts"], {
    cwd: SERVER,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: "production" },
  });
  return JSON.parse(stdout);
}

/** What docs/openapi.json and docs/api.md should hold, as [file, text] pairs. */
export async function generatedFiles(document) {
  const notes = await readFile(NOTES_FILE, "utf8");
  const options = { ...(await prettier.resolveConfig(API_FILE)), printWidth: 100 };
  const json = await prettier.format(JSON.stringify(document), { ...options, parser: "json" });
  const markdown = await prettier.format(renderApiDocs(document, notes), {
    ...options,
    parser: "markdown",
  });
  return [
    [OPENAPI_FILE, json],
    [API_FILE, markdown],
  ];
}

async function main() {
  const check = process.argv.includes("--check");
  const files = await generatedFiles(await openApiDocument());
  let stale = 0;
  for (const [file, text] of files) {
    const relative = path.relative(root, file);
    if (!check) {
      await writeFile(file, text);
      console.log(`wrote ${relative}`);
      continue;
    }
    const current = await readFile(file, "utf8").catch(() => "");
    if (current !== text) {
      stale += 1;
      console.error(`${relative} is stale: run npm run docs:api`);
    }
  }
  if (stale > 0) process.exitCode = 1;
}

if (process.argv[1] === import.meta.filename) await main();
