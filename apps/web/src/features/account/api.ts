import type { NotificationSettings } from "@lo/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

// The opt-out page's calls are in unsubscribe-api.ts: that page is public and stays lean,
// without TanStack Query.

type SavedSettings = NotificationSettings & { message?: string };

/** GET /account/notifications: the signed-in customer's mail choices. */
export function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return api.get<NotificationSettings>("/account/notifications", { signal });
}

/** PUT /account/notifications. */
export function saveNotificationSettings(settings: NotificationSettings): Promise<SavedSettings> {
  return api.put<SavedSettings>("/account/notifications", settings);
}

export const notificationSettingsQueryOptions = (idnumber: string) =>
  queryOptions({
    queryKey: ["account", idnumber, "notifications"] as const,
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });

export function useNotificationSettings(idnumber: string) {
  return useQuery(notificationSettingsQueryOptions(idnumber));
}

/** Saves a choice; the page shows what the server kept. */
export function useSaveNotificationSettings(idnumber: string) {
  const queryClient = useQueryClient();
  const { queryKey } = notificationSettingsQueryOptions(idnumber);
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: ({ statusMails }) => queryClient.setQueryData(queryKey, { statusMails }),
  });
}
