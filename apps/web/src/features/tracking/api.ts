import type { TrackingView } from "@lo/domain";
import { useCallback, useEffect, useState } from "react";
import { api, isApiError } from "@/lib/api-client";

/**
 * GET /track/{token}: a request as its tracking link shows it, without sign-in. Fetched
 * without TanStack Query: the page is public and one answer is all it needs (decision 044).
 */
export function getTracking(token: string, signal?: AbortSignal): Promise<TrackingView> {
  return api.get<TrackingView>(`/track/${encodeURIComponent(token)}`, { signal });
}

export type TrackingState =
  | { status: "loading" }
  | { status: "not-found" }
  | { status: "error"; message: string }
  | { status: "ready"; view: TrackingView };

const FAILED = "We could not load this repair's progress. Please try again.";

/** The tracking answer for `token`: loading, ready, not found (wrong or revoked) or failed. */
export function useTracking(token: string): { state: TrackingState; retry: () => void } {
  const [state, setState] = useState<TrackingState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    getTracking(token, controller.signal).then(
      (view) => setState({ status: "ready", view }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 404) setState({ status: "not-found" });
        // 429 carries the server's own words ('Too many requests. Please wait a minute ...').
        else if (isApiError(error) && error.status === 429) {
          setState({ status: "error", message: error.message });
        } else setState({ status: "error", message: FAILED });
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
