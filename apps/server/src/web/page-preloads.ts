import { readFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * page-preloads.json, written by the web build (apps/web/vite.config.ts): for each public page
 * that arrives in a chunk of its own, by its address, the script files it needs beyond the
 * app's own. Named in that page's HTML, they download beside the app's script instead of after
 * it has run (decision 049).
 */
export type PagePreloads = ReadonlyMap<string, readonly string[]>;

/** A built script under /assets/: nothing else is ever written into a page. */
const ASSET_SCRIPT = /^\/assets\/[\w.-]+\.js$/;

/** The build's list, or none when it is missing or not as expected (the pages work without). */
export async function readPagePreloads(webDist: string): Promise<PagePreloads> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(join(webDist, "page-preloads.json"), "utf8"));
  } catch {
    return new Map();
  }
  const preloads = new Map<string, readonly string[]>();
  if (typeof parsed !== "object" || parsed === null) return preloads;
  for (const [path, files] of Object.entries(parsed)) {
    if (Array.isArray(files) && files.every((file) => ASSET_SCRIPT.test(String(file)))) {
      preloads.set(path, files.map(String));
    }
  }
  return preloads;
}

/** The page a request asks for, as the list names it: no query, no trailing slash. */
export function pagePath(url: string): string {
  const path = url.split(/[?#]/)[0] ?? "/";
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** index.html naming these scripts for the browser to fetch at once. */
export function injectPreloads(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  const tags = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
  const block = tags.join("\n    ");
  return html.includes("</head>") ? html.replace("</head>", `  ${block}\n  </head>`) : block + html;
}
