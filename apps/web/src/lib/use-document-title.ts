import { pageTitle } from "@lo/domain";
import { useEffect } from "react";

/**
 * Gives each page its own tab title, so history and screen readers can tell pages apart. The
 * form is the one the server writes into a public page's HTML (packages/domain page-titles).
 */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
