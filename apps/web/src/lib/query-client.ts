import { MutationCache, QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-client";

const MAX_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 30_000;

/** A 4xx answer will not change by asking again; network trouble and 5xx might. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** 1 s, 2 s, 4 s … never more than 30 s (SPEC §9). */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, MAX_RETRY_DELAY_MS);
}

/** The audit history's queries (components/audit-history): any admin change may add to it. */
export const AUDIT_LOG_QUERY_KEY = ["audit-log"] as const;

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    // Every successful change marks the histories on screen stale, whichever page made it.
    mutationCache: new MutationCache({
      onSuccess: () => client.invalidateQueries({ queryKey: AUDIT_LOG_QUERY_KEY }),
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        gcTime: 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

/** Radix tooltips open after this pause so they do not flicker while the pointer passes. */
export const TOOLTIP_DELAY_MS = 700;
