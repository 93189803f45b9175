import { chromium, type Browser, type Page, type Response } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "../../e2e/chromium";
import { CATALOGUE, cataloguePiecePath } from "@lo/domain";
import type { BenchRow } from "./row";

/**
 * The pages a visitor reaches without signing in (decision 049: each ≤ 100 kB of gzipped JS):
 * a catalogue piece's own address is the first piece's, and /repairs is its visitor's page.
 */
export const PUBLIC_PAGES = [
  "/",
  "/products",
  cataloguePiecePath(CATALOGUE[0]!.slug),
  "/contact",
  "/login",
  "/repairs",
] as const;

const SECTION = "Public pages (gzipped, Chromium)";
const JS_GOAL_KB = 100;

interface PageWeight {
  jsBytes: number;
  cssBytes: number;
  jsFiles: number;
  cssFiles: number;
}

/** How long the network must stay silent before a page counts as loaded. */
const QUIET_MS = 1500;
const LOAD_TIMEOUT_MS = 30_000;

/**
 * Playwright's "networkidle" (500 ms of silence) can come while the main script is still being
 * parsed on a busy machine, before the page's lazy chunks are even asked for. This counts the
 * requests in flight from before the navigation; settled() then waits for a longer silence.
 */
function trackNetwork(page: Page): { settled: () => Promise<void> } {
  let inFlight = 0;
  let lastActivity = Date.now();
  const change = (by: number) => () => {
    inFlight += by;
    lastActivity = Date.now();
  };
  page.on("request", change(1));
  page.on("requestfinished", change(-1));
  page.on("requestfailed", change(-1));
  return {
    async settled() {
      const deadline = Date.now() + LOAD_TIMEOUT_MS;
      while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
        if (Date.now() > deadline) throw new Error(`${page.url()} did not settle`);
        await page.waitForTimeout(100);
      }
    },
  };
}

/** Scripts, and what holds the styles: style sheets and the HTML page (styles are inlined). */
function kind(response: Response): "js" | "css" | undefined {
  const type = response.headers()["content-type"] ?? "";
  if (type.includes("javascript")) return "js";
  if (type.includes("text/css") || type.includes("text/html")) return "css";
  return undefined;
}

/**
 * Opens one page in a fresh context (empty cache) and adds up the encoded body sizes of the
 * scripts and style sheets it loaded by the time the network went quiet.
 */
async function weighPage(browser: Browser, url: string): Promise<PageWeight> {
  // gzip only: the figure is then "gzipped", comparable with the goal, whatever else we serve.
  const context = await browser.newContext({ extraHTTPHeaders: { "accept-encoding": "gzip" } });
  const page = await context.newPage();
  const responses: Response[] = [];
  page.on("response", (response) => {
    if (kind(response)) responses.push(response);
  });
  try {
    const network = trackNetwork(page);
    const answer = await page.goto(url, { waitUntil: "networkidle" });
    if (!answer?.ok()) throw new Error(`${url} answered ${answer?.status() ?? "nothing"}`);
    await network.settled();
    const weight: PageWeight = { jsBytes: 0, cssBytes: 0, jsFiles: 0, cssFiles: 0 };
    for (const response of responses) {
      await response.finished();
      const { responseBodySize } = await response.request().sizes();
      if (kind(response) === "js") {
        weight.jsBytes += responseBodySize;
        weight.jsFiles += 1;
      } else {
        weight.cssBytes += responseBodySize;
        weight.cssFiles += 1;
      }
    }
    return weight;
  } finally {
    await context.close();
  }
}

const kB = (bytes: number): number => Math.round(bytes / 100) / 10;

/**
 * One JavaScript row (goal ≤ 100 kB) and one HTML + CSS row (no goal) per public page; the
 * app's style sheet is inlined in its HTML, so the two are counted together.
 */
export async function measurePublicPages(baseUrl: string): Promise<BenchRow[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const rows: BenchRow[] = [];
  try {
    for (const path of PUBLIC_PAGES) {
      const weight = await weighPage(browser, new URL(path, baseUrl).href);
      const js = kB(weight.jsBytes);
      rows.push({
        section: SECTION,
        name: `${path} JavaScript`,
        value: js,
        unit: "kB",
        goal: `≤ ${JS_GOAL_KB} kB`,
        ok: js <= JS_GOAL_KB,
        note: `${weight.jsFiles} files`,
      });
      rows.push({
        section: SECTION,
        name: `${path} HTML + CSS`,
        value: kB(weight.cssBytes),
        unit: "kB",
        goal: "",
        ok: null,
        note: `${weight.cssFiles} files`,
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}
