import type { QuoteAnswerPayload, TrackingView } from "@lo/domain";
import { useCallback, useState } from "react";
import type { QuoteAnswerReply } from "@/components/repair/quote-panel";
import { api } from "@/lib/api-client";
import { usePublicAnswer, type PublicAnswer } from "@/lib/use-public-answer";

export type TrackingState = PublicAnswer<TrackingView>;

const FAILED = "We could not load this repair's progress. Please try again.";

const trackingPath = (token: string) => `/track/${encodeURIComponent(token)}`;

/**
 * GET /track/{token}: a request as its tracking link shows it, without sign-in. `refresh` reads
 * it again in place (after a quote's answer), the page staying on screen meanwhile; if that
 * fails, the page loads afresh as Try again does (a revoked link then shows its 404).
 */
export function useTracking(token: string) {
  const path = trackingPath(token);
  const { state, retry } = usePublicAnswer<TrackingView>(path, FAILED);
  // A newer answer than `state`, for as long as `state` is the one it was read over.
  const [fresh, setFresh] = useState<{ over: TrackingState; view: TrackingView } | null>(null);

  const refresh = useCallback(
    () =>
      api.get<TrackingView>(path).then(
        (view) => setFresh({ over: state, view }),
        () => retry(),
      ),
    [path, state, retry],
  );

  const shown: TrackingState =
    fresh && fresh.over === state ? { status: "ready", view: fresh.view } : state;
  return { state: shown, retry, refresh };
}

/** POST /track/{token}/quote-answers: approves or declines a piece's quote (decision 095). */
export function answerTrackedQuote(token: string, payload: QuoteAnswerPayload) {
  return api.post<QuoteAnswerReply>(`${trackingPath(token)}/quote-answers`, payload);
}
