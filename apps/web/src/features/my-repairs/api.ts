import type {
  QuoteAnswerPayload,
  RepairRequestPage,
  RepairRequestRecord,
  TrackingLink,
} from "@lo/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { QuoteAnswerReply } from "@/components/repair/quote-panel";
import { toast } from "@/components/ui/toast";
import { api, isApiError } from "@/lib/api-client";
import { getQuery } from "@/lib/get-query";
import { queryKeys } from "@/lib/query-keys";

/**
 * GET /repairs/get-customer-repairs/{id}, newest first. docs/requirements.md §8: an answer of
 * 'not found' or 404 means the customer has no requests yet, not that something went wrong.
 */
export async function getMyRepairs(
  idnumber: string,
  signal?: AbortSignal,
): Promise<RepairRequestRecord[]> {
  try {
    return await api.get<RepairRequestRecord[]>(
      `/repairs/get-customer-repairs/${encodeURIComponent(idnumber)}`,
      { signal },
    );
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || /not found/i.test(error.message))) {
      return [];
    }
    throw error;
  }
}

export const myRepairsQueryOptions = (idnumber: string) =>
  queryOptions({
    queryKey: queryKeys.customerRepairs(idnumber),
    queryFn: ({ signal }) => getMyRepairs(idnumber, signal),
  });

export function useMyRepairs(idnumber: string) {
  return useQuery(myRepairsQueryOptions(idnumber));
}

/** GET /repairs/requests/{id}: one of the customer's own requests (anyone else's is a 404). */
export const myRepairPageQueryOptions = (idnumber: string, id: number) =>
  getQuery<RepairRequestPage>(
    [...queryKeys.customerRepairs(idnumber), "page", id],
    `/repairs/requests/${id}`,
  );

export function useMyRepairPage(idnumber: string, id: number) {
  return useQuery(myRepairPageQueryOptions(idnumber, id));
}

/** POST /repairs/revoke-tracking-link/{id}: ends the request's link and answers the new one. */
export function revokeTrackingLink(id: number) {
  return api.post<TrackingLink>(`/repairs/revoke-tracking-link/${id}`);
}

/** Revokes one of the customer's tracking links; the card shows the new link at once. */
export function useRevokeTrackingLink(idnumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeTrackingLink,
    onSuccess: ({ trackingUrl }, id) => {
      queryClient.setQueryData<RepairRequestRecord[]>(
        myRepairsQueryOptions(idnumber).queryKey,
        (requests) =>
          requests?.map((request) => (request.id === id ? { ...request, trackingUrl } : request)),
      );
      queryClient.setQueryData<RepairRequestPage>(
        myRepairPageQueryOptions(idnumber, id).queryKey,
        (page) => (page ? { ...page, request: { ...page.request, trackingUrl } } : page),
      );
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

/** POST /repairs/{id}/quote-answers: the customer approves or declines a piece's quote. */
export function answerQuote(id: number, payload: QuoteAnswerPayload) {
  return api.post<QuoteAnswerReply>(`/repairs/${id}/quote-answers`, payload);
}

/**
 * After a quote's answer (or a 409): the request page reads its request again, and My Repairs,
 * whose cards show where each piece stands, is read afresh on its next visit.
 */
export function useRefreshMyRepairs(idnumber: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.customerRepairs(idnumber) });
}
