import { api } from "@/lib/api-client";

/** POST /account/email-confirmations/{token}: the link's address becomes the login. */
export function confirmEmailChange(token: string): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/account/email-confirmations/${encodeURIComponent(token)}`);
}
