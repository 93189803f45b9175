// Class strings the overlays (dialog, alert dialog, sheet) and the menus (select, dropdown)
// share, so a change to the look of one reaches its siblings.

/** The dimmed layer behind a modal. */
export const BACKDROP =
  "fixed inset-0 z-50 bg-espresso/55 backdrop-blur-[2px] data-[state=open]:animate-fade-in";

/** A card centred on the screen that scrolls inside itself when taller than the viewport. */
export const centredPanel = (maxWidth: string) =>
  `fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${maxWidth} -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl border border-border bg-card p-6 shadow-lift data-[state=open]:animate-dialog-in`;

/** Buttons stacked on phones, primary on top; in a row at the right from `sm`. */
export const MODAL_FOOTER = "flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end";

export const SECONDARY_TEXT = "text-sm text-muted-foreground";

export const MENU_LABEL = "px-2.5 py-1.5 text-xs font-medium text-muted-foreground";

/** How a row of a menu or list box looks when highlighted or disabled. */
export const MENU_ROW =
  "text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-muted sm:py-2";
