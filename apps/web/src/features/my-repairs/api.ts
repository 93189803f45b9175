import type { RepairRequestRecord } from "@lo/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/**
 * GET /repairs/get-customer-repairs/{id}, newest first. SPEC §8: an answer of 'not found' or
 * 404 means the customer has no requests yet, not that something went wrong.
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
