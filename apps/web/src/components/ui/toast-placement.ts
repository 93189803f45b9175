import { useSyncExternalStore } from "react";
import type { ToasterProps } from "sonner";

// Where the toasts go: a corner where nothing the person needs lives. Bottom right on a desk
// (bottom on a phone), unless that would cover the control just used, the record just made or
// an open dialog; then the top, under the sticky header; if a dialog leaves room nowhere,
// behind its backdrop (the dialog shows its own errors). Chosen as each toast is raised and
// again whenever a dialog opens or closes, the page changes or scrolls. See decision 069.

export type ToastPlacement = {
  position: NonNullable<ToasterProps["position"]>;
  /** True: under the dialog's backdrop, never over the dialog. */
  behind: boolean;
};

/** Sonner's sizes: toast width, viewport offsets and the width below which it goes full width. */
const TOAST_WIDTH = 356;
const DESK_OFFSET = 24;
const PHONE_OFFSET = 16;
const PHONE_WIDTH = 600;
/** Room a toast takes from its edge: one toast with title and description, and the stack peek. */
const TOAST_DEPTH = 112;
/** Under the sticky header. */
export const TOP_GAP = 12;

type Box = { left: number; top: number; right: number; bottom: number };

const DEFAULT: ToastPlacement = { position: "bottom-right", behind: false };
let placement = DEFAULT;
let lastUsed: Element | null = null;
const listeners = new Set<() => void>();

function headerBottom(): number {
  return document.querySelector("body header")?.getBoundingClientRect().bottom ?? 0;
}

function zone(position: ToastPlacement["position"]): Box {
  const width = window.innerWidth;
  const height = window.innerHeight;
  const phone = width <= PHONE_WIDTH;
  const left = phone ? PHONE_OFFSET : width - DESK_OFFSET - TOAST_WIDTH;
  const right = phone ? width - PHONE_OFFSET : width - DESK_OFFSET;
  if (position.startsWith("top")) {
    const top = headerBottom() + TOP_GAP;
    return { left, right, top, bottom: top + TOAST_DEPTH };
  }
  const edge = phone ? PHONE_OFFSET : DESK_OFFSET;
  return { left, right, top: height - edge - TOAST_DEPTH, bottom: height - edge };
}

/** How much of `b` lies in `a`, in square pixels. */
function overlap(a: Box, b: Box): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

function visibleBox(element: Element | null): Box | null {
  if (!element?.isConnected || element === document.body) return null;
  // A toast's own close button is not something for toasts to avoid.
  if (element.closest("[data-sonner-toaster]")) return null;
  const box = element.getBoundingClientRect();
  return box.width === 0 && box.height === 0 ? null : box;
}

/**
 * What a toast must not cover: the control just used, the focused element, and the result
 * the person is looking for, a record the page marks as just made or found (aria-current).
 */
function obstacles(): Box[] {
  const results = document.querySelectorAll('main [aria-current="true"]');
  return [lastUsed, document.activeElement, ...results]
    .map(visibleBox)
    .filter((box): box is Box => box !== null);
}

/** Works out where toasts go now. */
export function choosePlacement(): ToastPlacement {
  if (typeof window === "undefined") return DEFAULT;
  const phone = window.innerWidth <= PHONE_WIDTH;
  const candidates: [ToastPlacement["position"], ToastPlacement["position"]] = phone
    ? ["bottom-center", "top-center"]
    : ["bottom-right", "top-right"];
  const dialog = visibleBox(
    document.querySelector("[role=dialog][data-state=open],[role=alertdialog]"),
  );
  const clearOfDialog = candidates.filter(
    (position) => dialog === null || overlap(zone(position), dialog) === 0,
  );
  if (clearOfDialog.length === 0) return { position: candidates[0], behind: true };
  // Of the corners clear of a dialog, the one covering least of what matters (first if tied).
  const boxes = obstacles();
  const covered = (position: ToastPlacement["position"]) =>
    boxes.reduce((sum, box) => sum + overlap(zone(position), box), 0);
  const best = clearOfDialog.reduce((chosen, position) =>
    covered(position) < covered(chosen) ? position : chosen,
  );
  return { position: best, behind: false };
}

/** Re-chooses the placement; the Toaster re-renders only when it changed. */
export function placeToasts(): void {
  const next = choosePlacement();
  if (next.position === placement.position && next.behind === placement.behind) return;
  placement = next;
  for (const listener of listeners) listener();
}

let watching = false;

/** Starts following what the person uses and when dialogs open, close or the page changes. */
function watch(): void {
  if (watching || typeof document === "undefined") return;
  watching = true;
  const used = (event: Event) => {
    if (event.target instanceof Element) lastUsed = event.target;
  };
  document.addEventListener("pointerdown", used, true);
  document.addEventListener("keydown", used, true);
  window.addEventListener("resize", placeToasts);
  // A page may scroll to the record just made (smoothly): look again once it has come to rest.
  let settle = 0;
  const scrolled = () => {
    window.clearTimeout(settle);
    settle = window.setTimeout(placeToasts, 150);
  };
  window.addEventListener("scroll", scrolled, { passive: true });
  // Dialogs are portalled into <body>; a new page replaces what <main> holds.
  const observer = new MutationObserver(placeToasts);
  observer.observe(document.body, { childList: true });
  const main = document.getElementById("main");
  if (main) observer.observe(main, { childList: true });
}

export function useToastPlacement(): ToastPlacement {
  return useSyncExternalStore(
    (listener) => {
      watch();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => placement,
    () => DEFAULT,
  );
}
