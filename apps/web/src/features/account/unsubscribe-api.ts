import type { UnsubscribeResponse } from "@lo/domain";
import { api } from "@/lib/api-client";

const path = (token: string) => `/unsubscribe/${encodeURIComponent(token)}`;

/** GET /unsubscribe/{token}: whether that customer's status mails are on. Changes nothing. */
export function getOptOutState(token: string, signal?: AbortSignal): Promise<UnsubscribeResponse> {
  return api.get<UnsubscribeResponse>(path(token), { signal });
}

/** POST /unsubscribe/{token}: status mails off. */
export function turnOffStatusMails(token: string): Promise<UnsubscribeResponse> {
  return api.post<UnsubscribeResponse>(path(token));
}
