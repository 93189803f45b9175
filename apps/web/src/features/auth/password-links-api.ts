import type { PasswordLinkState } from "@lo/domain";
import { api } from "@/lib/api-client";
import { parseLoginResponse } from "@/lib/user-record";

// The calls of the public /set-password and /forgot-password pages: plain fetches through the
// app's client, without TanStack Query (decision 044).

const linkPath = (token: string) => `/password-links/${encodeURIComponent(token)}`;

/** GET /password-links/{token}: what a live link is for; 404 when it is not live. */
export function getPasswordLink(token: string, signal?: AbortSignal): Promise<PasswordLinkState> {
  return api.get<PasswordLinkState>(linkPath(token), { signal });
}

/** POST /password-links/{token}: sets the password; the server signs this browser in. */
export async function setPasswordWithLink(token: string, password: string) {
  const answer = await api.post<unknown>(linkPath(token), { password });
  const parsed = parseLoginResponse(answer);
  if (!parsed) throw new Error("The server's answer is not a signed-in user");
  const { message, ...user } = parsed;
  return { message, user };
}

/** POST /users/forgot-password: the same answer whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return api.post<{ message: string }>("/users/forgot-password", { email });
}
