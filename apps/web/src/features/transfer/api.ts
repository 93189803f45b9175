import type { TransferAccountPayload, TransferLinkView, UserRecord } from "@lo/domain";
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

export function createAccountAndAccept(token: string, body: TransferAccountPayload) {
  return api.post<UserRecord & { message: string; serialno: string }>(
    `${path(token)}/account`,
    body,
  );
}
