import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Keeps `--header-height` on <html> equal to the sticky header's height (it grows when the
 * header wraps), so `scroll-padding-top` in index.css keeps whatever takes focus out from under
 * the header, tabbing forwards or backwards.
 */
export function useHeaderHeight(): void {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>("body header");
    if (!header || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty("--header-height", `${header.offsetHeight}px`);
    });
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
}

/** True when the new page has put focus somewhere itself, or a dialog holds it. */
function focusTaken(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return false;
  return (
    active.closest("main") !== null || active.closest("[role=dialog],[role=alertdialog]") !== null
  );
}

function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus({ preventScroll: true });
}

/** Focus to the page's heading, as after a move to another page (a dialog over it has gone). */
export function focusMainHeading(): void {
  const heading = document.getElementById("main")?.querySelector<HTMLElement>("h1");
  if (heading && !focusTaken()) focusHeading(heading);
}

/**
 * After sign-in and every move to another page (not the first load), focus goes to the new
 * page's heading, so keyboard and screen-reader users start reading where the page begins
 * instead of at the link they left. A page that focuses something itself keeps it; a page still
 * loading is waited for (up to 10 s) until its heading shows.
 */
export function useFocusHeadingOnNavigate(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById("main");
    if (!main) return;
    const tryFocus = (): boolean => {
      if (focusTaken()) return true;
      const heading = main.querySelector<HTMLElement>("h1");
      if (!heading) return false;
      focusHeading(heading);
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = window.setTimeout(() => stop(), 10_000);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
