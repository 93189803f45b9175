import type { RefObject } from "react";

/** A list's `onPageChange`: scrolls smoothly back to the list's top, where the new page starts. */
export function bringIntoView(listTop: RefObject<HTMLElement | null>) {
  return () => listTop.current?.scrollIntoView({ block: "start", behavior: "smooth" });
}
