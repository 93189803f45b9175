import {
  BALANCE_DUE_CODE,
  type AdminRepairsResponse,
  type RepairRequestPage,
  type RepairRequestRecord,
  type RepairSortKey,
  type RepairStatistics,
  type RepairUpdatePayload,
  type RepairUpdateResponse,
  type ServerStatus,
  type SortDirection,
  type TrackingLink,
} from "@lo/domain";
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { api, isApiError } from "@/lib/api-client";
import { getQuery } from "@/lib/get-query";
import { queryKeys } from "@/lib/query-keys";

/** Requests per page of the admin list: the server pages, the browser never holds them all. */
export const REPAIRS_PAGE_SIZE = 20;

export const keys = {
  all: queryKeys.adminRepairs,
  lists: () => [...keys.all, "list"] as const,
  list: (params: AdminRepairsParams) => [...keys.lists(), params] as const,
  highlight: (id: number) => [...keys.all, "highlight", id] as const,
  statistics: () => [...keys.all, "statistics"] as const,
  page: (id: number) => [...keys.all, "page", id] as const,
};

// ---------------------------------------------------------------------------------------
// The list

export type AdminRepairsParams = {
  q?: string | undefined;
  status?: ServerStatus | undefined;
  /** "1": only the requests with an overdue line. */
  overdue?: "1" | undefined;
  sort?: RepairSortKey | undefined;
  dir?: SortDirection | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
};

/** requirements §8: a listing answered with 404 or 'not found' means "none", not a failure. */
function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || /not found/i.test(error.message));
}

export async function getAdminRepairs(
  params: AdminRepairsParams,
  signal?: AbortSignal,
): Promise<AdminRepairsResponse> {
  try {
    return await api.get<AdminRepairsResponse>("/repairs/get-admin-repairs", { params, signal });
  } catch (error) {
    if (isNotFound(error)) return { repairRequests: [], total: 0 };
    throw error;
  }
}

export function adminRepairsQueryOptions(params: AdminRepairsParams) {
  return queryOptions({
    queryKey: keys.list(params),
    queryFn: ({ signal }) => getAdminRepairs(params, signal),
    // Typing in the search box must not blank the page between answers.
    placeholderData: keepPreviousData,
  });
}

export function useAdminRepairs(params: AdminRepairsParams) {
  return useQuery(adminRepairsQueryOptions(params));
}

/** A highlighted request not on the page shown: found by searching for its id, shown first. */
export function highlightedRepairQueryOptions(id: number) {
  return queryOptions({
    queryKey: keys.highlight(id),
    queryFn: async ({ signal }) => {
      const answer = await getAdminRepairs({ q: String(id), limit: REPAIRS_PAGE_SIZE }, signal);
      return answer.repairRequests.find((request) => request.id === id) ?? null;
    },
  });
}

export function useHighlightedRepair(id: number | null, enabled: boolean) {
  return useQuery({
    ...highlightedRepairQueryOptions(id ?? 0),
    enabled: enabled && id !== null,
  });
}

export function useRepairStatistics() {
  return useQuery(getQuery<RepairStatistics>(keys.statistics(), "/repairs/statistics"));
}

// ---------------------------------------------------------------------------------------
// One request's page

/** GET /repairs/requests/{id}: the request, its customer, items, history and every note. */
export function useRepairRequestPage(id: number) {
  return useQuery(getQuery<RepairRequestPage>(keys.page(id), `/repairs/requests/${id}`));
}

// ---------------------------------------------------------------------------------------
// Updating a line

export function updateRepair(id: number, payload: RepairUpdatePayload) {
  return api.put<RepairUpdateResponse>(`/repairs/update-repair/${id}`, payload);
}

/** Puts the server's copy of one request into every cached list page that shows it. */
export function replaceCachedRequest(queryClient: QueryClient, updated: RepairRequestRecord) {
  queryClient.setQueriesData<AdminRepairsResponse>({ queryKey: keys.lists() }, (page) =>
    page
      ? {
          ...page,
          repairRequests: page.repairRequests.map((request) =>
            request.id === updated.id ? updated : request,
          ),
        }
      : page,
  );
  queryClient.setQueriesData<RepairRequestRecord | null>(
    { queryKey: keys.highlight(updated.id) },
    (request) => (request ? updated : request),
  );
}

export function useUpdateRepair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: RepairUpdatePayload }) =>
      updateRepair(id, payload),
    onSuccess: (answer, { id }) => {
      if (answer.repairRequest) replaceCachedRequest(queryClient, answer.repairRequest);
      // The request's own page shows the history and notes the update added: read it again.
      void queryClient.invalidateQueries({ queryKey: keys.page(id) });
      // The page on screen keeps the updated card where it is (docs/requirements.md §4 "updates the
      // list locally"); other pages and filters are fetched afresh when next shown.
      void queryClient.invalidateQueries({
        queryKey: keys.lists(),
        refetchType: answer.repairRequest ? "none" : "active",
      });
      void queryClient.invalidateQueries({ queryKey: keys.statistics() });
    },
    onError: reloadOnConflict(queryClient),
  });
}

/**
 * A stale edit (409): fetch the lines as they are now so the admin can look again. A balance
 * still due (decision 098) is a question, not a stale page: nothing is fetched for it.
 */
export const reloadOnConflict = (queryClient: QueryClient) => (error: unknown) => {
  if (isApiError(error) && error.status === 409 && error.code !== BALANCE_DUE_CODE) {
    void queryClient.invalidateQueries({ queryKey: keys.all });
  }
};

// ---------------------------------------------------------------------------------------
// The tracking link

/** POST /repairs/revoke-tracking-link/{id}: ends the request's link and answers the new one. */
export function revokeTrackingLink(id: number) {
  return api.post<TrackingLink>(`/repairs/revoke-tracking-link/${id}`);
}

/** Puts a request's new tracking link into every cached list page and highlight showing it. */
function replaceTrackingUrl(queryClient: QueryClient, id: number, trackingUrl: string) {
  const withUrl = (request: RepairRequestRecord) =>
    request.id === id ? { ...request, trackingUrl } : request;
  queryClient.setQueriesData<AdminRepairsResponse>({ queryKey: keys.lists() }, (page) =>
    page ? { ...page, repairRequests: page.repairRequests.map(withUrl) } : page,
  );
  queryClient.setQueriesData<RepairRequestRecord | null>(
    { queryKey: keys.highlight(id) },
    (request) => (request ? withUrl(request) : request),
  );
}

export function useRevokeTrackingLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeTrackingLink,
    onSuccess: ({ trackingUrl }, id) => {
      replaceTrackingUrl(queryClient, id, trackingUrl);
      void queryClient.invalidateQueries({ queryKey: keys.page(id) });
      toast.success("New tracking link made", {
        description: `The old link of request #${id} no longer works.`,
      });
    },
    onError: (error) => {
      toast.error("The link was not revoked", {
        description: isApiError(error) ? error.message : "Please try again.",
      });
    },
  });
}
