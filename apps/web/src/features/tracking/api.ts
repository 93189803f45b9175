import type { TrackingView } from "@lo/domain";
import { usePublicAnswer, type PublicAnswer } from "@/lib/use-public-answer";

export type TrackingState = PublicAnswer<TrackingView>;

const FAILED = "We could not load this repair's progress. Please try again.";

/** GET /track/{token}: a request as its tracking link shows it, without sign-in. */
export function useTracking(token: string) {
  return usePublicAnswer<TrackingView>(`/track/${encodeURIComponent(token)}`, FAILED);
}
