import type {
  CustomerProductRecord,
  NoRepairProductRecord,
  RepairCreatePayload,
  RepairCreateResponse,
} from "@lo/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /products/no-repair-products-for-customer/{id}: products with no open repair line. */
export async function getNoRepairProducts(
  idnumber: string,
  signal?: AbortSignal,
): Promise<NoRepairProductRecord[]> {
  const answer = await api.get<{ data: NoRepairProductRecord[] }>(
    `/products/no-repair-products-for-customer/${encodeURIComponent(idnumber)}`,
    { signal },
  );
  return answer.data;
}

export function noRepairProductsQueryOptions(idnumber: string) {
  return queryOptions({
    queryKey: queryKeys.noRepairProducts(idnumber),
    queryFn: ({ signal }) => getNoRepairProducts(idnumber, signal),
  });
}

/** Nothing is fetched until there is a customer (`""`: the admin has not chosen one yet). */
export function useNoRepairProducts(idnumber: string) {
  return useQuery({ ...noRepairProductsQueryOptions(idnumber), enabled: idnumber !== "" });
}

/** What the server says of a new request; either part may be missing (docs/requirements.md §8). */
export type CreatedRepairAnswer = { repairid: number | undefined; message: string | undefined };

/** POST /repairs/create. */
export async function createRepairRequest(
  payload: RepairCreatePayload,
): Promise<CreatedRepairAnswer> {
  const answer = await api.post<Partial<RepairCreateResponse> | undefined>(
    "/repairs/create",
    payload,
  );
  return { repairid: answer?.repairid || undefined, message: answer?.message || undefined };
}

/**
 * Creates a request, then refreshes everything about the customer (their repairs, the products
 * still free for a new request, My Products' repair dates) and the workshop's lists.
 */
export function useCreateRepairRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRepairRequest,
    onSuccess: (_created, payload) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: queryKeys.customerData(payload.customeridnumber),
        }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminRepairs }),
      ]),
  });
}

/**
 * Whether the customer owns any piece at all (GET /products/products-for-customer/{id}, the
 * list My Products shows, under its key so the two share one answer). Asked only when no piece
 * is free for a new request, to say why: none registered, or all already in a repair.
 */
export function useOwnsPieces(idnumber: string, enabled: boolean) {
  const owned = useQuery({
    queryKey: queryKeys.customerProducts(idnumber),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: CustomerProductRecord[] }>(
          `/products/products-for-customer/${encodeURIComponent(idnumber)}`,
          { signal },
        )
      ).data,
    enabled,
  });
  return owned.data === undefined ? undefined : owned.data.length > 0;
}
