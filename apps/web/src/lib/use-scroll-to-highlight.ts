import { useEffect, useRef } from "react";

type ScrollOptions = {
  block: ScrollLogicalPosition;
  behavior?: ScrollBehavior;
  /** Move focus there too (the element needs a tabIndex). */
  focus?: boolean;
};

/**
 * docs/design.md §5: a highlighted row or card is scrolled into view once, as soon as it is
 * `shown`; attach the returned ref to it. A new `highlight` scrolls again.
 */
export function useScrollToHighlight<E extends HTMLElement>(
  highlight: string | number | null | undefined,
  shown: boolean,
  { block, behavior, focus = false }: ScrollOptions,
) {
  const ref = useRef<E | null>(null);
  const scrolledTo = useRef<string | number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!shown || highlight == null || scrolledTo.current === highlight || !element) return;
    scrolledTo.current = highlight;
    element.scrollIntoView(behavior ? { block, behavior } : { block });
    if (focus) element.focus({ preventScroll: true });
  }, [highlight, shown, block, behavior, focus]);
  return ref;
}
