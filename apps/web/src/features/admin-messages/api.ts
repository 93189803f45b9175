import type {
  AdminMessagesResponse,
  ContactMessageRecord,
  ContactMessageUpdate,
  ContactMessageView,
  UnreadMessagesResponse,
} from "@lo/domain";
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { api } from "@/lib/api-client";
import { getQuery } from "@/lib/get-query";
import { queryKeys } from "@/lib/query-keys";

/** The unread count is asked again this often while an admin has the site open. */
export const UNREAD_REFRESH_MS = 60_000;

export type MessageListParams = {
  q?: string | undefined;
  view?: ContactMessageView | undefined;
  limit: number;
  offset: number;
};

const keys = {
  all: queryKeys.adminMessages,
  lists: () => [...keys.all, "list"] as const,
  list: (params: MessageListParams) => [...keys.lists(), params] as const,
  unread: () => [...keys.all, "unread-count"] as const,
};

/** GET /admin/messages: one page, newest first, searched and paged by the server. */
export function messagesQueryOptions(params: MessageListParams) {
  return queryOptions({
    ...getQuery<AdminMessagesResponse>(keys.list(params), "/admin/messages", params),
    // Typing in the search box must not blank the page between answers.
    placeholderData: keepPreviousData,
    // A message being read must not jump away because the window got focus again (after
    // Reply, the mail client had it); the list refreshes on each visit and after an archive.
    refetchOnWindowFocus: false,
  });
}

export function useMessages(params: MessageListParams) {
  return useQuery(messagesQueryOptions(params));
}

/** The number in the admin navigation: asked again every minute and when the tab is back. */
export function unreadCountQueryOptions() {
  return queryOptions({
    ...getQuery<UnreadMessagesResponse>(keys.unread(), "/admin/messages/unread-count"),
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: "always",
  });
}

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}

/**
 * The list does not refresh by itself (see messagesQueryOptions); when the unread count rises
 * (a new message came in, asked every minute), the lists are asked again so it shows.
 */
export function useListsFollowUnreadCount(unread: number | undefined) {
  const queryClient = useQueryClient();
  const last = useRef(unread);
  useEffect(() => {
    if (unread !== undefined && last.current !== undefined && unread > last.current) {
      void queryClient.invalidateQueries({ queryKey: keys.lists() });
    }
    last.current = unread;
  }, [unread, queryClient]);
}

export function updateMessage({ id, change }: { id: number; change: ContactMessageUpdate }) {
  return api.patch<ContactMessageRecord>(`/admin/messages/${id}`, change);
}

/** Whether a message belongs in a view: the inbox and unread views hold no archived one. */
function belongsIn(view: ContactMessageView | undefined, message: ContactMessageRecord) {
  return view === "archived" ? message.archivedAt !== null : message.archivedAt === null;
}

/**
 * Puts the message as saved into every cached page that shows it, in place, and takes it out
 * of the pages of a view it has left (archived, or back in the inbox).
 */
function replaceInLists(queryClient: QueryClient, saved: ContactMessageRecord) {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: keys.lists() })) {
    const params = query.queryKey[2] as MessageListParams | undefined;
    queryClient.setQueryData<AdminMessagesResponse>(query.queryKey, (page) => {
      if (!page?.data.some((message) => message.id === saved.id)) return page;
      if (!belongsIn(params?.view, saved)) {
        return {
          data: page.data.filter((message) => message.id !== saved.id),
          total: Math.max(0, page.total - 1),
        };
      }
      return {
        ...page,
        data: page.data.map((message) => (message.id === saved.id ? saved : message)),
      };
    });
  }
}

/**
 * PATCH /admin/messages/{id}. Read, unread and answered change the message where it stands,
 * so nothing moves under the reader; an archive (or its undo) moves it to the other list, so
 * the lists are asked again. The unread count is asked again after every change.
 */
export function useUpdateMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMessage,
    onSuccess: async (saved, { change }) => {
      replaceInLists(queryClient, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.unread() }),
        change.archived !== undefined
          ? queryClient.invalidateQueries({ queryKey: keys.lists() })
          : undefined,
      ]);
    },
  });
}
