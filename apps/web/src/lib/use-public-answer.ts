import { useCallback, useEffect, useState } from "react";
import { api, isApiError } from "@/lib/api-client";

/**
 * One answer of a public page that takes a token (tracking, verify, transfer): loading, ready,
 * not found (a wrong, revoked or used token; the server's message) or failed.
 */
export type PublicAnswer<View> =
  | { status: "loading" }
  | { status: "not-found"; message: string }
  | { status: "error"; message: string }
  | { status: "ready"; view: View };

/**
 * GETs `path` without TanStack Query: these pages are public and one answer is all they need
 * (decision 044). A 429 shows the server's own words ('Too many requests. Please wait a
 * minute ...'); any other failure shows `failedMessage`, with `retry` to ask again.
 */
export function usePublicAnswer<View>(
  path: string,
  failedMessage: string,
): { state: PublicAnswer<View>; retry: () => void } {
  const [state, setState] = useState<PublicAnswer<View>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    api.get<View>(path, { signal: controller.signal }).then(
      (view) => setState({ status: "ready", view }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 404) {
          setState({ status: "not-found", message: error.message });
        } else if (isApiError(error) && error.status === 429) {
          setState({ status: "error", message: error.message });
        } else setState({ status: "error", message: failedMessage });
      },
    );
    return () => controller.abort();
  }, [path, failedMessage, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
