import type { TransferAccountPayload, TransferLinkView } from "@lo/domain";
import { api } from "@/lib/api-client";
import { usePublicAnswer, type PublicAnswer } from "@/lib/use-public-answer";

const path = (token: string) => `/transfer-links/${encodeURIComponent(token)}`;

export type TransferLinkState = PublicAnswer<TransferLinkView>;

const FAILED = "We could not load this transfer. Please try again.";

/** GET /transfer-links/{token}: what the link offers; a dead link is 'not-found'. */
export function useTransferLink(token: string) {
  return usePublicAnswer<TransferLinkView>(path(token), FAILED);
}

export function acceptTransfer(token: string) {
  return api.post<{ message: string; serialno: string }>(`${path(token)}/accept`);
}

/**
 * POST /transfer-links/{token}/account: the same answer whether the account was made or not
 * (its ID number already had one), and no session; signing in tells which.
 */
export function createAccountAndAccept(token: string, body: TransferAccountPayload) {
  return api.post<{ message: string }>(`${path(token)}/account`, body);
}
