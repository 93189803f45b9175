// Class strings the overlays (dialog, alert dialog, sheet) and the menus (select, dropdown)
// share, so a change to the look of one reaches its siblings.

/** The dimmed layer behind a modal. */
export const BACKDROP =
  "fixed inset-0 z-50 bg-espresso/55 backdrop-blur-[2px] data-[state=open]:animate-fade-in";

/**
 * A card centred on the screen, never taller than the viewport. It does not scroll itself: its
 * body (OVERLAY_BODY) does, so the corner close button stays put while the content scrolls.
 * `gap-*` given to the card reaches the body (`gap: inherit`).
 */
export const centredPanel = (maxWidth: string) =>
  `fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${maxWidth} -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-hidden rounded-xl border border-border bg-card shadow-lift data-[state=open]:animate-dialog-in`;

/**
 * The scrolling body of a dialog or sheet. Its padding is a variable so that the footer, stuck
 * to its bottom, can reach the edges.
 */
export const OVERLAY_BODY =
  "flex min-h-0 flex-1 flex-col gap-[inherit] overflow-y-auto overscroll-contain p-(--overlay-pad) [--overlay-pad:--spacing(6)]";

/**
 * Buttons stacked on phones, primary on top; in a row at the right from `sm`. The footer sticks
 * to the bottom edge of the dialog's scrolling body (past its padding, which sticky respects), so its actions stay in sight however long the
 * content is (Edit Customer at 1280 × 900); a soft fade above it shows that more scrolls under.
 */
export const MODAL_FOOTER =
  "sticky -bottom-(--overlay-pad) z-10 -mx-(--overlay-pad) -mb-(--overlay-pad) flex flex-col-reverse gap-2 bg-card px-(--overlay-pad) pt-2 pb-(--overlay-pad) before:pointer-events-none before:absolute before:inset-x-0 before:-top-4 before:h-4 before:bg-linear-to-t before:from-card before:to-transparent sm:flex-row sm:justify-end";

export const SECONDARY_TEXT = "text-sm text-muted-foreground";

/** A dialog's × in its top corner. */
export const DIALOG_CLOSE =
  "absolute top-3 right-3 z-20 inline-flex size-11 cursor-pointer items-center justify-center rounded-lg bg-card text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:size-9";

/** A dialog's header, and its title. */
export const DIALOG_HEADER = "flex flex-col gap-1.5 pr-8 text-left";
export const DIALOG_TITLE = "font-display text-2xl leading-tight font-semibold";

/** The padding of a dialog's body, a little wider from `sm`. */
export const DIALOG_BODY = `${OVERLAY_BODY} sm:[--overlay-pad:--spacing(7)]`;

export const MENU_LABEL = "px-2.5 py-1.5 text-xs font-medium text-muted-foreground";

/** How a row of a menu or list box looks when highlighted or disabled. */
export const MENU_ROW =
  "text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-muted sm:py-2";
