import type {
  NoRepairProductRecord,
  RepairCreatePayload,
  RepairCreateResponse,
  RepairRequestRecord,
} from "@lo/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";

/**
 * Every query about one customer's own data starts with this key, whichever feature owns it
 * (My Products uses it too), so a new repair request can refresh all of them at once without
 * this feature importing another.
 */
export const customerDataKey = (idnumber: string) => ["customers", idnumber] as const;

const path = (idnumber: string) => encodeURIComponent(idnumber);

/**
 * GET /repairs/get-customer-repairs/{id}, newest first. SPEC §8: an answer of 'not found' or
 * 404 means the customer has no requests yet, not that something went wrong.
 */
export async function getMyRepairs(
  idnumber: string,
  signal?: AbortSignal,
): Promise<RepairRequestRecord[]> {
  try {
    return await api.get<RepairRequestRecord[]>(`/repairs/get-customer-repairs/${path(idnumber)}`, {
      signal,
    });
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || /not found/i.test(error.message))) {
      return [];
    }
    throw error;
  }
}

export const myRepairsQueryOptions = (idnumber: string) =>
  queryOptions({
    queryKey: [...customerDataKey(idnumber), "repairs"],
    queryFn: ({ signal }) => getMyRepairs(idnumber, signal),
  });

export function useMyRepairs(idnumber: string) {
  return useQuery(myRepairsQueryOptions(idnumber));
}

/** GET /products/no-repair-products-for-customer/{id}: products with no open repair line. */
export async function getNoRepairProducts(
  idnumber: string,
  signal?: AbortSignal,
): Promise<NoRepairProductRecord[]> {
  const answer = await api.get<{ data: NoRepairProductRecord[] }>(
    `/products/no-repair-products-for-customer/${path(idnumber)}`,
    { signal },
  );
  return answer.data;
}

export const noRepairProductsQueryOptions = (idnumber: string) =>
  queryOptions({
    queryKey: [...customerDataKey(idnumber), "no-repair-products"],
    queryFn: ({ signal }) => getNoRepairProducts(idnumber, signal),
  });

export function useNoRepairProducts(idnumber: string) {
  return useQuery(noRepairProductsQueryOptions(idnumber));
}

/** The repair id as created, or the SPEC §8 placeholder when the server gave none. */
export type CreatedRepair = { repairid: number | string; message: string | undefined };

/** 'R-' and up to five digits, for an answer without a repair id (SPEC §8). */
export function placeholderRepairId(): string {
  return `R-${Math.floor(Math.random() * 100_000)}`;
}

/** POST /repairs/create. */
export async function createRepairRequest(payload: RepairCreatePayload): Promise<CreatedRepair> {
  const answer = await api.post<Partial<RepairCreateResponse> | undefined>(
    "/repairs/create",
    payload,
  );
  return {
    repairid: answer?.repairid ?? placeholderRepairId(),
    message: answer?.message || undefined,
  };
}

/**
 * Creates a request, then refreshes everything about the customer: their repairs, the
 * products still free for a new request, and My Products' repair counts and dates.
 */
export function useCreateRepairRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRepairRequest,
    onSuccess: (_created, payload) =>
      queryClient.invalidateQueries({ queryKey: customerDataKey(payload.customeridnumber) }),
  });
}
