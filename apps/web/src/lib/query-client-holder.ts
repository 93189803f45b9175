import type { QueryClient } from "@tanstack/react-query";

let current: QueryClient | undefined;

/**
 * The app's one query cache, once something has created it. Only pages that fetch load
 * TanStack Query (see query-scope.tsx); the session reads it here to drop every cached
 * answer at sign-in and sign-out without loading it itself.
 */
export function loadedQueryClient(): QueryClient | undefined {
  return current;
}

/** Tests set a fresh client per render; the app's own is set by query-scope.tsx. */
export function setQueryClient(client: QueryClient): void {
  current = client;
}
