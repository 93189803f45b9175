import { MutationCache, QueryCache, QueryClient, type Query } from "@tanstack/react-query";
import { retryDelay, shouldRetry } from "./retry-policy";

// Also read by pages that fetch without TanStack Query (features/catalogue/api.ts).
export { retryDelay, shouldRetry };

/** The audit history's queries (components/audit-history): any admin change may add to it. */
export const AUDIT_LOG_QUERY_KEY = ["audit-log"] as const;

/**
 * Asking again after a failed load, outside TanStack Query's own retries (decision 058): those
 * keep a query pending, so a page showed 'Loading…' for the 7 s of three retries (and more on a
 * slow network) before its error. Here a query fails at once, so the page shows its error and
 * Try again at the first failure, and is asked again in the background with the same backoff
 * (shouldRetry, retryDelay) while a page still shows it; the first answer replaces the error.
 */
export function backgroundRetries() {
  const failures = new Map<string, { count: number; timer: ReturnType<typeof setTimeout> }>();
  const forget = (hash: string) => {
    clearTimeout(failures.get(hash)?.timer);
    failures.delete(hash);
  };
  return {
    failed(query: Query<unknown, unknown, unknown, readonly unknown[]>, error: unknown) {
      const hash = query.queryHash;
      const count = failures.get(hash)?.count ?? 0;
      forget(hash);
      if (!shouldRetry(count, error)) return;
      const timer = setTimeout(() => {
        // The page was left: its next visit loads again anyway (a failed query is stale).
        if (!query.isActive()) return forget(hash);
        query.fetch().catch(() => undefined);
      }, retryDelay(count));
      failures.set(hash, { count: count + 1, timer });
    },
    succeeded: (query: Query<unknown, unknown, unknown, readonly unknown[]>) =>
      forget(query.queryHash),
  };
}

export function createQueryClient(): QueryClient {
  const retries = backgroundRetries();
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => retries.failed(query, error),
      onSuccess: (_data, query) => retries.succeeded(query),
    }),
    // Every successful change marks the histories on screen stale, whichever page made it.
    mutationCache: new MutationCache({
      onSuccess: () => client.invalidateQueries({ queryKey: AUDIT_LOG_QUERY_KEY }),
    }),
    defaultOptions: {
      queries: {
        // Retried by backgroundRetries, so that the first failure shows.
        retry: false,
        gcTime: 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

/** Radix tooltips open after this pause so they do not flicker while the pointer passes. */
export const TOOLTIP_DELAY_MS = 700;
