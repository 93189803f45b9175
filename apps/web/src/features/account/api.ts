import type {
  AccountDetails,
  AccountDetailsResponse,
  AccountSession,
  AccountSessionsResponse,
  AccountUpdatePayload,
  NotificationSettings,
  NotificationSettingsResponse,
} from "@lo/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiRequest } from "@/lib/api-client";
import { getQuery } from "@/lib/get-query";

// The opt-out page's and the confirm-email page's calls are in unsubscribe-api.ts and
// confirm-email-api.ts: those pages are public and stay lean, without TanStack Query.

/** PUT /account/notifications: answers every choice as saved. */
export function saveNotificationSettings(
  settings: NotificationSettings,
): Promise<NotificationSettingsResponse> {
  return api.put<NotificationSettingsResponse>("/account/notifications", settings);
}

/** GET /account/notifications: the signed-in customer's mail choices. */
export const notificationSettingsQueryOptions = (idnumber: string) =>
  getQuery<NotificationSettingsResponse>(
    ["account", idnumber, "notifications"],
    "/account/notifications",
  );

export function useNotificationSettings(idnumber: string) {
  return useQuery(notificationSettingsQueryOptions(idnumber));
}

/** Saves a choice; the page shows what the server kept. */
export function useSaveNotificationSettings(idnumber: string) {
  const queryClient = useQueryClient();
  const { queryKey } = notificationSettingsQueryOptions(idnumber);
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: ({ statusMails, signInMails }) =>
      queryClient.setQueryData(queryKey, { statusMails, signInMails }),
  });
}

// The account page's own calls (decision 062): details, the pending e-mail change, the
// password and the sessions (decision 084).

/** GET /account: the signed-in customer's details and any address waiting for confirmation. */
export const accountQueryOptions = (idnumber: string) =>
  getQuery<AccountDetails>(["account", idnumber, "details"], "/account");

export function useAccount(idnumber: string) {
  return useQuery(accountQueryOptions(idnumber));
}

/** Keeps what a call answered as the page's details (the message aside). */
function useKeepDetails(idnumber: string) {
  const queryClient = useQueryClient();
  const { queryKey } = accountQueryOptions(idnumber);
  return ({ message: _message, ...details }: AccountDetailsResponse) =>
    queryClient.setQueryData(queryKey, details);
}

/** PUT /account: details and/or a new e-mail address (which waits for confirmation). */
export function useSaveAccount(idnumber: string) {
  const keep = useKeepDetails(idnumber);
  return useMutation({
    mutationFn: (payload: AccountUpdatePayload) =>
      api.put<AccountDetailsResponse>("/account", payload),
    onSuccess: keep,
  });
}

/** DELETE /account/pending-email: the pending change's link stops working. */
export function useCancelEmailChange(idnumber: string) {
  const keep = useKeepDetails(idnumber);
  return useMutation({
    mutationFn: () =>
      apiRequest<AccountDetailsResponse>("/account/pending-email", { method: "DELETE" }),
    onSuccess: keep,
  });
}

export type ChangePasswordInput = { idnumber: string; currentPassword: string; password: string };

/** GET /account/sessions: where the person is signed in, this device marked. */
export const sessionsQueryOptions = (idnumber: string) =>
  getQuery<AccountSessionsResponse>(["account", idnumber, "sessions"], "/account/sessions");

export function useSessions(idnumber: string) {
  return useQuery(sessionsQueryOptions(idnumber));
}

/** The session list, asked again after something ended sessions. */
function useRefreshSessions(idnumber: string) {
  const queryClient = useQueryClient();
  const { queryKey } = sessionsQueryOptions(idnumber);
  return () => queryClient.invalidateQueries({ queryKey });
}

/**
 * PUT /users/reset-password/{own id} with the current password (flag 1 accounts). Every other
 * session ends with it, and this one gets a new token: the list is asked again.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idnumber, currentPassword, password }: ChangePasswordInput) =>
      api.put<{ message: string }>(`/users/reset-password/${encodeURIComponent(idnumber)}`, {
        password,
        passwordflag: 1,
        currentPassword,
      }),
    // Not awaited: the saved password is news without the list.
    onSuccess: (_answer, { idnumber }) => {
      void queryClient.invalidateQueries({ queryKey: sessionsQueryOptions(idnumber).queryKey });
    },
  });
}

/**
 * POST /account/sessions/{id}/end. Another session leaves the list, which is asked again; this
 * one signs the browser out (the server clears the cookie), so nothing is asked after it.
 */
export function useEndSession(idnumber: string) {
  const refresh = useRefreshSessions(idnumber);
  return useMutation({
    mutationFn: (session: AccountSession) =>
      api.post<{ message: string }>(`/account/sessions/${encodeURIComponent(session.id)}/end`),
    onSuccess: (_answer, session) => (session.current ? undefined : refresh()),
  });
}

/** POST /account/sessions/end-others: every other session of this person ends. */
export function useEndOtherSessions(idnumber: string) {
  const refresh = useRefreshSessions(idnumber);
  return useMutation({
    mutationFn: () => api.post<{ message: string }>("/account/sessions/end-others"),
    onSuccess: refresh,
  });
}
