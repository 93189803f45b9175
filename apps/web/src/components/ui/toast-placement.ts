import { useSyncExternalStore } from "react";
import type { ToasterProps } from "sonner";

// Where the toasts go: a corner where nothing the person needs lives. Bottom right on a desk
// (bottom on a phone), unless that would cover the control just used or an open dialog; then
// the top, under the sticky header; if a dialog leaves room nowhere, behind its backdrop (the
// dialog shows its own errors). Chosen as each toast is raised and again whenever a dialog
// opens or closes or the page changes. See docs/decisions/069.

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

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

function visibleBox(element: Element | null): Box | null {
  if (!element?.isConnected || element === document.body) return null;
  // A toast's own close button is not something for toasts to avoid.
  if (element.closest("[data-sonner-toaster]")) return null;
  const box = element.getBoundingClientRect();
  return box.width === 0 && box.height === 0 ? null : box;
}

/** Works out where toasts go now. */
export function choosePlacement(): ToastPlacement {
  if (typeof window === "undefined") return DEFAULT;
  const phone = window.innerWidth <= PHONE_WIDTH;
  const [bottom, top]: [ToastPlacement["position"], ToastPlacement["position"]] = phone
    ? ["bottom-center", "top-center"]
    : ["bottom-right", "top-right"];
  const candidates = [bottom, top];
  const dialog = document.querySelector("[role=dialog][data-state=open],[role=alertdialog]");
  const obstacles = [visibleBox(dialog), visibleBox(lastUsed), visibleBox(document.activeElement)];
  const clear = candidates.find((position) =>
    obstacles.every((box) => box === null || !overlaps(zone(position), box)),
  );
  if (clear) return { position: clear, behind: false };
  if (dialog) return { position: bottom, behind: true };
  // Not clear of the control just used: keep the corner that leaves the dialog-free page most.
  const control = visibleBox(lastUsed) ?? visibleBox(document.activeElement);
  const bottomFree = control ? !overlaps(zone(bottom), control) : true;
  return { position: bottomFree ? bottom : top, behind: false };
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
