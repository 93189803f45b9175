import { isApiError } from "./api-client";

const MAX_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 30_000;

/** A 4xx answer will not change by asking again; network trouble and 5xx might. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** 1 s, 2 s, 4 s … never more than 30 s (docs/requirements.md §9). */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, MAX_RETRY_DELAY_MS);
}
