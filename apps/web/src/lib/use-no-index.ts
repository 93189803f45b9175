import { useEffect } from "react";

/**
 * Asks search engines not to index the page (robots noindex) while it is shown: pages whose
 * address carries a personal token (the opt-out link) must never turn up in a search.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex, nofollow";
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}
