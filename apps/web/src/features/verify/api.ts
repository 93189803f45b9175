import type { VerifyView } from "@lo/domain";
import { usePublicAnswer, type PublicAnswer } from "@/lib/use-public-answer";

export type VerifyState = PublicAnswer<VerifyView>;

const FAILED = "We could not check this piece just now. Please try again.";

/** GET /verify/{token}: whether a label's piece is genuine, without sign-in. */
export function useVerification(token: string) {
  return usePublicAnswer<VerifyView>(`/verify/${encodeURIComponent(token)}`, FAILED);
}
