import { useEffect, useState, type RefObject } from "react";

/** Where a sideways-scrolling box is: whether it overflows, and which edges hide more. */
export type SideScroll = { overflows: boolean; moreLeft: boolean; moreRight: boolean };

const NONE: SideScroll = { overflows: false, moreLeft: false, moreRight: false };

function measure(box: HTMLElement): SideScroll {
  const hidden = box.scrollWidth - box.clientWidth;
  if (hidden <= 1) return NONE;
  const left = Math.abs(box.scrollLeft);
  return { overflows: true, moreLeft: left > 1, moreRight: left < hidden - 1 };
}

/**
 * Watches a box that may scroll sideways (a wide table on a narrow screen), so that it can
 * show that it does: kept up to date as it scrolls, resizes or its content changes.
 */
export function useSideScroll(ref: RefObject<HTMLElement | null>): SideScroll {
  const [state, setState] = useState<SideScroll>(NONE);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () =>
      setState((previous) => {
        const next = measure(box);
        return previous.overflows === next.overflows &&
          previous.moreLeft === next.moreLeft &&
          previous.moreRight === next.moreRight
          ? previous
          : next;
      });
    update();
    box.addEventListener("scroll", update, { passive: true });
    const resize = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(update);
    resize?.observe(box);
    if (box.firstElementChild) resize?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener("scroll", update);
      resize?.disconnect();
    };
  }, [ref]);
  return state;
}
