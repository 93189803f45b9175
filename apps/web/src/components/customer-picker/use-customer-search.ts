import type { CustomerPickerItem, CustomersForProductsResponse } from "@lo/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** How many customers the picker offers for one search; typing narrows them on the server. */
export const CUSTOMER_PICKER_LIMIT = 20;

/** GET /users/customers-for-products: customers whose name or ID number matches `q`. */
export async function searchCustomers(
  q: string,
  signal?: AbortSignal,
): Promise<CustomerPickerItem[]> {
  const answer = await api.get<CustomersForProductsResponse>("/users/customers-for-products", {
    params: { q: q.trim() || undefined, limit: CUSTOMER_PICKER_LIMIT },
    signal,
  });
  return answer.data;
}

export function customerSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: queryKeys.customerPicker(q.trim()),
    queryFn: ({ signal }) => searchCustomers(q, signal),
    staleTime: 30_000,
  });
}

/** The customers matching `q` ("" for the first ones); the last answer stays while typing. */
export function useCustomerSearch(q: string, enabled = true) {
  return useQuery({
    ...customerSearchQueryOptions(q),
    enabled,
    placeholderData: keepPreviousData,
  });
}
