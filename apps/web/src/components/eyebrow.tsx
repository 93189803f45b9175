import { styled } from "@/components/ui/styled";

/** The small brass line above a page's or a panel's title. */
export const Eyebrow = styled(
  "p",
  "text-xs font-semibold tracking-[0.2em] text-brass-deep uppercase",
);

/** A round brass badge holding an icon, above a panel's title; the caller sets its size. */
export const IconBadge = styled(
  "span",
  "flex items-center justify-center rounded-full border border-brass/40 bg-brass-light/50 text-brass-deep",
);

/** The classes of a small capitalised heading inside a card (Problem, Status, Opening hours). */
export const SMALL_HEADING =
  "font-sans text-xs font-semibold tracking-wide text-muted-foreground uppercase";
