import { useRef } from "react";

// Where focus goes when a dialog or sheet closes. Radix returns it to the dialog's Trigger, but
// most of our dialogs are opened from code (a row's button sets state) and have no Trigger, so
// Radix focused nothing and focus fell to <body>: the next Tab started at the top of the page.
// Every overlay in components/ui remembers what had focus when it opened and gives it back; if
// that element was re-rendered meanwhile (a list refetched after a save), its successor (same
// element and name) takes focus, else the page's heading. See docs/decisions/069.

type Opener = {
  element: HTMLElement;
  tag: string;
  name: string;
  /** Its ancestors, nearest first, up to (not including) <body>. */
  ancestors: HTMLElement[];
};

// The last element that had focus: the opener when a dialog opens after focus was already lost
// (e.g. from a menu that closed first).
let lastFocused: HTMLElement | null = null;
if (typeof document !== "undefined") {
  document.addEventListener(
    "focusin",
    (event) => {
      if (event.target instanceof HTMLElement) lastFocused = event.target;
    },
    true,
  );
}

function accessibleName(element: HTMLElement): string {
  return (element.getAttribute("aria-label") ?? element.textContent ?? "").trim();
}

/** What had focus as an overlay opens (or, if focus was already lost, what had it last). */
export function rememberOpener(): Opener | null {
  const active = document.activeElement;
  const element = active instanceof HTMLElement && active !== document.body ? active : lastFocused;
  if (!element) return null;
  const ancestors: HTMLElement[] = [];
  for (let parent = element.parentElement; parent && parent !== document.body;) {
    ancestors.push(parent);
    parent = parent.parentElement;
  }
  return { element, tag: element.tagName, name: accessibleName(element), ancestors };
}

/**
 * The opener, or the element that replaced it: same tag and name, looked for inside the nearest
 * of its former ancestors still on the page (the list, the page), never the whole document.
 */
function successor(opener: Opener): HTMLElement | null {
  if (opener.element.isConnected) return opener.element;
  const scope = opener.ancestors.find((ancestor) => ancestor.isConnected);
  if (!scope || opener.name === "") return null;
  const candidates = scope.querySelectorAll<HTMLElement>(opener.tag);
  return [...candidates].find((candidate) => accessibleName(candidate) === opener.name) ?? null;
}

/**
 * Focus the opener or its re-rendered successor; with neither, and focus lost, the page's
 * heading, never <body>. (Focus already elsewhere was put there on purpose, e.g. by the outer
 * of two nested dialogs closing together: it stays.)
 */
export function restoreOpener(opener: Opener | null): void {
  const lost = !document.activeElement || document.activeElement === document.body;
  const fallback = lost
    ? (document.querySelector<HTMLElement>("main h1") ?? document.getElementById("main"))
    : null;
  const target = (opener && successor(opener)) ?? fallback;
  if (!target) return;
  if (!target.matches("a[href],button,input,select,textarea,[tabindex]")) {
    target.setAttribute("tabindex", "-1");
  }
  target.focus();
}

type AutoFocusHandlers = {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * An overlay's props with its auto-focus handlers wrapped: a caller's own `onCloseAutoFocus`
 * that calls `preventDefault` still decides; otherwise focus goes back to the opener.
 */
export function useReturnFocus<P extends AutoFocusHandlers>(props: P): P {
  const { onOpenAutoFocus, onCloseAutoFocus, ...rest } = props;
  const opener = useRef<Opener | null>(null);
  return {
    ...rest,
    onOpenAutoFocus: (event: Event) => {
      opener.current = rememberOpener();
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      restoreOpener(opener.current);
    },
  } as P;
}
