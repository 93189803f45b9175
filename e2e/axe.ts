import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { createRequire } from "node:module";

/**
 * Accessibility checks for the browser tests (decision 068): axe-core with
 * the WCAG 2.2 AA rule set, failing on every "serious" or "critical" violation.
 * e2e/fixtures.ts watches every page a test opens and scans it after each navigation (full
 * load or SPA route change) and once more at the end of the test; `expectAccessible` scans a
 * state on demand, e.g. while a dialog is open.
 */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const FAILING_IMPACTS = new Set(["serious", "critical"]);
/** axe-core's own script: the copy @axe-core/playwright was built with. */
const axeScript: string = createRequire(
  createRequire(import.meta.url).resolve("@axe-core/playwright"),
)("axe-core").source;
/** What AxeBuilder injects before each run once the page has axe: nothing more. */
const ALREADY_INJECTED = ";";

/** How long the page must be free of navigations before it is scanned. */
const SETTLE_MS = 400;

export type Violation = {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  url: string;
  nodes: { target: string; html: string; summary: string }[];
};

/**
 * Waits until the page's DOM has been quiet for a moment and its finite animations (a dialog
 * fading in) have ended, at most about two seconds: a half-faded text is no contrast fault.
 */
async function settle(page: Page) {
  await page.waitForLoadState("load");
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let quiet: ReturnType<typeof setTimeout>;
        const done = () => {
          observer.disconnect();
          clearTimeout(limit);
          resolve();
        };
        const observer = new MutationObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(done, 200);
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true });
        quiet = setTimeout(done, 200);
        const limit = setTimeout(done, 2000);
      }),
  );
  await page.evaluate(() => {
    const ending = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getTiming().iterations ?? 1))
      .map((animation) => animation.finished.catch(() => undefined));
    return Promise.race([Promise.all(ending), new Promise((r) => setTimeout(r, 2000))]);
  });
}

/**
 * Findings about an open Radix layer that is not a dialog (a Select's list, a picker), which
 * holds focus in itself where axe cannot see it (its exception covers dialogs only): the page
 * behind hidden with aria-hidden (Radix marks it data-aria-hidden), and the list's scrolling
 * viewport, whose options are reached with the arrow keys (decision 068). Judged per element.
 */
function radixFocusTrap(rule: string, html: string): boolean {
  if (rule === "aria-hidden-focus") return html.includes('data-aria-hidden="true"');
  if (rule === "scrollable-region-focusable") return html.includes("data-radix-select-viewport");
  return false;
}

/**
 * Runs axe-core on the page as it is now and returns its serious and critical violations.
 * Legacy mode runs axe inside the page itself: the default mode opens a blank page in the
 * test's context to merge results, which a test counting pages or waiting for a popup sees.
 */
async function analyse(page: Page): Promise<Violation[]> {
  const url = page.url();
  // AxeBuilder sends axe's half-megabyte script with every run (and a test's trace keeps
  // each copy): it is sent once per document instead, and the builder sends a no-op.
  const injected = await page.evaluate(() => "axe" in window);
  if (!injected) await page.evaluate(axeScript);
  // The tags go in options(), which replaces whatever withTags() had set.
  const results = await new AxeBuilder({ page, axeSource: ALREADY_INJECTED })
    .options({ resultTypes: ["violations"], runOnly: { type: "tag", values: AXE_TAGS } })
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter((node) => !radixFocusTrap(violation.id, node.html)),
    }))
    .filter((violation) => violation.nodes.length > 0)
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ""))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? "",
      help: violation.help,
      helpUrl: violation.helpUrl,
      url,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String).join(" "),
        html: node.html.length > 300 ? `${node.html.slice(0, 300)}…` : node.html,
        summary: (node.failureSummary ?? "").replace(/\s*\n\s*/g, " "),
      })),
    }));
}

/**
 * Scans once the page settles. A test goes on while the fixture scans, so a scan can catch a
 * list fading in mid-click or a toast sliding in (its text half-transparent): what it finds is
 * checked once more after the page settles again, and only what both scans found counts (a
 * toast that appeared during the second scan was not there for the first).
 */
async function settledScan(page: Page): Promise<Violation[]> {
  await settle(page);
  const first = await analyse(page);
  if (first.length === 0) return [];
  await settle(page);
  return foundInBoth(first, await analyse(page));
}

/** The violations of `second` on the elements `first` also found them on, per rule. */
function foundInBoth(first: Violation[], second: Violation[]): Violation[] {
  const key = (rule: string, node: Violation["nodes"][number]) =>
    `${rule} ${node.target} ${node.html}`;
  const before = new Set(first.flatMap((v) => v.nodes.map((node) => key(v.id, node))));
  return second
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter((node) => before.has(key(violation.id, node))),
    }))
    .filter((violation) => violation.nodes.length > 0);
}

/**
 * Runs axe-core on the page as it is now, after any scan of the fixture already under way
 * (axe refuses two runs at once), and returns the serious and critical violations.
 */
export function scanPage(page: Page): Promise<Violation[]> {
  const watcher = watchers.get(page);
  return watcher ? watcher.serialise(() => analyse(page)) : analyse(page);
}

/** A readable list: each rule, where it was seen, and the offending elements. */
export function describeViolations(violations: Violation[]): string {
  const lines = [`axe-core found ${violations.length} serious or critical violation(s):`];
  for (const violation of violations) {
    lines.push(``, `[${violation.impact}] ${violation.id}: ${violation.help}`);
    lines.push(`  page: ${violation.url}`, `  rule: ${violation.helpUrl}`);
    for (const node of violation.nodes) {
      lines.push(`  - ${node.target}`, `      ${node.html}`);
      if (node.summary) lines.push(`      ${node.summary}`);
    }
  }
  return lines.join("\n");
}

/** Errors that only mean the page went away or moved on while it was being scanned. */
function pageWentAway(page: Page, error: unknown): boolean {
  if (page.isClosed()) return true;
  const message = error instanceof Error ? error.message : String(error);
  // A full load between injecting axe and running it leaves a document without axe.
  return /has been closed|Target closed|Execution context was destroyed|navigat|detached|reading 'run(Partial)?'/i.test(
    message,
  );
}

const watchers = new WeakMap<Page, AxeWatcher>();

/**
 * Watches the pages of a test: scans each after its navigations settle, one scan at a time,
 * and keeps every violation (once per page address and rule) for the end of the test.
 */
export class AxeWatcher {
  private queue: Promise<void> = Promise.resolve();
  private readonly timers = new Map<Page, ReturnType<typeof setTimeout>>();
  private readonly contexts = new Set<BrowserContext>();
  private readonly seen = new Set<string>();
  readonly violations: Violation[] = [];
  readonly errors: unknown[] = [];

  /** Watches a context's current and future pages, and scans them once more as it closes. */
  attach(context: BrowserContext) {
    if (this.contexts.has(context)) return;
    this.contexts.add(context);
    context.pages().forEach((page) => this.watch(page));
    context.on("page", (page) => this.watch(page));
    const close = context.close.bind(context);
    context.close = async (options) => {
      if (this.contexts.has(context)) await this.finish([context]);
      return close(options);
    };
  }

  /** Makes `browser.newContext` / `browser.newPage` attach the contexts they open. */
  patch(browser: Browser): () => void {
    const newContext = browser.newContext;
    browser.newContext = async (options) => {
      const context = await newContext.call(browser, options);
      this.attach(context);
      return context;
    };
    return () => {
      browser.newContext = newContext;
    };
  }

  private watch(page: Page) {
    if (watchers.has(page)) return;
    watchers.set(page, this);
    page.on("framenavigated", (frame) => {
      if (frame !== page.mainFrame()) return;
      clearTimeout(this.timers.get(page));
      this.timers.set(
        page,
        setTimeout(() => {
          this.timers.delete(page);
          void this.enqueue(page);
        }, SETTLE_MS),
      );
    });
    page.on("close", () => {
      clearTimeout(this.timers.get(page));
      this.timers.delete(page);
    });
  }

  /** Runs a task after the ones already queued, so two scans never overlap. */
  serialise<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  /** Scans the page in place of a scan it was about to make; failures are thrown here. */
  scanNow(page: Page): Promise<Violation[]> {
    clearTimeout(this.timers.get(page));
    this.timers.delete(page);
    return this.serialise(() => settledScan(page));
  }

  /** Scans the page once it settles, after the scans already queued, and keeps what it finds. */
  enqueue(page: Page): Promise<void> {
    return this.serialise(async () => {
      if (page.isClosed() || page.url() === "about:blank") return;
      try {
        this.keep(await settledScan(page));
      } catch (error) {
        if (!pageWentAway(page, error)) this.errors.push(error);
      }
    });
  }

  private keep(found: Violation[]) {
    for (const violation of found) {
      const key = `${violation.url} ${violation.id} ${violation.nodes.map((n) => n.target)}`;
      if (this.seen.has(key)) continue;
      this.seen.add(key);
      this.violations.push(violation);
    }
  }

  /** A last scan of every open page (of the given contexts, or all), after those queued. */
  async finish(contexts: Iterable<BrowserContext> = this.contexts) {
    for (const context of [...contexts]) {
      this.contexts.delete(context);
      for (const page of context.pages()) {
        clearTimeout(this.timers.get(page));
        this.timers.delete(page);
        await this.enqueue(page);
      }
    }
    await this.queue;
  }

  /** Throws with every violation and scan failure seen during the test, if there were any. */
  verify() {
    const problems: string[] = [];
    if (this.violations.length) problems.push(describeViolations(this.violations));
    for (const error of this.errors) {
      problems.push(
        `An accessibility scan failed: ${error instanceof Error ? error.stack : error}`,
      );
    }
    if (problems.length) throw new Error(problems.join("\n\n"));
  }
}

/**
 * Scans the page now (after any scan already running on it) and fails the test with a
 * readable list if axe-core finds a serious or critical violation. For states no navigation
 * marks, such as an open dialog.
 */
export async function expectAccessible(page: Page) {
  const watcher = watchers.get(page);
  const found = await (watcher ? watcher.scanNow(page) : settledScan(page));
  if (found.length) throw new Error(describeViolations(found));
}
