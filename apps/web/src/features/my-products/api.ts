import type { CustomerProductRecord } from "@lo/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/**
 * GET /products/products-for-customer/{id} without parameters: the customer's whole list
 * (one person owns a handful of pieces), searched and sorted in the browser.
 */
export async function getMyProducts(
  idnumber: string,
  signal?: AbortSignal,
): Promise<CustomerProductRecord[]> {
  const answer = await api.get<{ data: CustomerProductRecord[] }>(
    `/products/products-for-customer/${encodeURIComponent(idnumber)}`,
    { signal },
  );
  return answer.data;
}

export const myProductsQueryOptions = (idnumber: string) =>
  queryOptions({
    // Under the customer's key, so a new repair request refreshes the repair columns too.
    queryKey: queryKeys.customerProducts(idnumber),
    queryFn: ({ signal }) => getMyProducts(idnumber, signal),
  });

export function useMyProducts(idnumber: string) {
  return useQuery(myProductsQueryOptions(idnumber));
}
