import { useEffect } from "react";

const SITE_NAME = "Lifetime Outfitter";

/** Gives each page its own tab title, so history and screen readers can tell pages apart. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} — Handcrafted leather goods`;
  }, [title]);
}
