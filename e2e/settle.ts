import type { Locator, Page } from "@playwright/test";

/**
 * Waits until the page has come to rest: its finite animations and transitions (a toast
 * sliding in, a dialog zooming open) have ended, and neither the window's scroll position nor
 * the box of any of `elements` (the focused element when none is named) has moved for
 * `quietMs` (nor, with `dom`, the DOM changed), counted in the page's own animation frames (a smooth scroll moves every frame).
 * A wait on what the person sees, not a fixed pause: on a busy machine it simply takes longer.
 */
export async function untilStill(
  page: Page,
  elements: Locator[] = [],
  {
    quietMs = 250,
    timeoutMs = 10_000,
    dom = false,
  }: {
    quietMs?: number;
    timeoutMs?: number;
    /** The DOM must be unchanged too. */ dom?: boolean;
  } = {},
) {
  // Only what is on the page now: a toast that has already gone is no reason to wait.
  const handles = (await Promise.all(elements.map((element) => element.elementHandles()))).flat();
  await page.evaluate(
    async ({ targets, quietMs, timeoutMs, dom }) => {
      const finite = (animation: Animation) =>
        Number.isFinite(animation.effect?.getTiming().iterations ?? 1);
      await Promise.all(
        document
          .getAnimations()
          .filter(finite)
          .map((animation) => animation.finished.catch(() => undefined)),
      );
      const where = () => {
        const watched: (Element | null)[] =
          targets.length > 0 ? (targets as Element[]) : [document.activeElement];
        const boxes = watched.map((element) => {
          const box = element?.getBoundingClientRect();
          return box ? [box.left, box.top, box.width, box.height].join(",") : "none";
        });
        return `${window.scrollX},${window.scrollY};${boxes.join(";")}`;
      };
      let mutated = false;
      const observer = new MutationObserver(() => (mutated = true));
      if (dom) observer.observe(document, { subtree: true, childList: true, characterData: true });
      await new Promise<void>((resolve, reject) => {
        let last = where();
        let stillSince: number | null = null;
        let started: number | null = null;
        const frame = (now: number) => {
          started ??= now;
          const current = where();
          if (current !== last || mutated) {
            last = current;
            mutated = false;
            stillSince = now;
          }
          stillSince ??= now;
          if (now - stillSince >= quietMs) return resolve();
          if (now - started > timeoutMs) return reject(new Error(`never came to rest: ${current}`));
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }).finally(() => observer.disconnect());
    },
    { targets: handles, quietMs, timeoutMs, dom },
  );
  await Promise.all(handles.map((handle) => handle.dispose()));
}

/**
 * Keeps every toast on screen until the test closes it, for tests that measure where a toast
 * sits: sonner pauses a toast's timer while the page is hidden, so the page is told it is. On a
 * busy machine (two `npm test` runs side by side) finding the toast's resting place took longer
 * than its 4 s on screen. Lasts until the next full page load.
 */
export async function holdToasts(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
}
