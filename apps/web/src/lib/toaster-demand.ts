import { useSyncExternalStore } from "react";

let needed = false;
const listeners = new Set<() => void>();

/**
 * Called once sonner has been loaded by a page that raises toasts: only then is the Toaster
 * mounted, so pages that never toast never download it. Sonner shows the toasts raised before
 * its Toaster subscribed, so none is lost.
 */
export function needToaster(): void {
  if (needed) return;
  needed = true;
  for (const listener of listeners) listener();
}

export function useToasterNeeded(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => needed,
  );
}
