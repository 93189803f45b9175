import {
  API_MESSAGES,
  CUSTOMER_PAGE_SIZE,
  type AdminCustomerStatistics,
  type CustomerOverview,
  type CustomerRecord,
  type AnonymiseResponse,
  type CustomersListResponse,
  type CustomerUpdatePayload,
  type UserCreatePayload,
} from "@lo/domain";
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { getQuery } from "@/lib/get-query";
import { queryKeys } from "@/lib/query-keys";

// Everything the admin's customer screens ask the server, keyed under one root so a change
// (create, edit, reset) refreshes the list, the cards and a highlighted customer together.
const ROOT = queryKeys.adminCustomers;

export const customerKeys = {
  all: ROOT,
  list: (q: string) => [...ROOT, "list", q] as const,
  statistics: () => [...ROOT, "statistics"] as const,
  byId: (idnumber: string) => [...ROOT, "by-id", idnumber] as const,
  overview: (idnumber: string) => [...ROOT, "overview", idnumber] as const,
};

type CustomerListParams = {
  q?: string;
  idnumber?: string;
  limit?: number;
  offset?: number;
};

/** GET /users/get-all-customers: one page (server-side search and paging). */
export function getCustomers(params: CustomerListParams, signal?: AbortSignal) {
  return api.get<CustomersListResponse>("/users/get-all-customers", {
    params: {
      q: params.q || undefined,
      idnumber: params.idnumber || undefined,
      limit: params.limit,
      offset: params.offset,
    },
    signal,
  });
}

/** Pages of two dozen customers, newest first, matching `q` (full name or e-mail). */
export function customersQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: customerKeys.list(q),
    queryFn: ({ pageParam, signal }) =>
      getCustomers({ q, limit: CUSTOMER_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((count, page) => count + page.data.length, 0);
      return lastPage.data.length > 0 && loaded < lastPage.total ? loaded : undefined;
    },
  });
}

export function useCustomers(q: string) {
  return useInfiniteQuery(customersQueryOptions(q));
}

/** One customer by exact ID number, or null: the highlight and the Create pre-check. */
export async function getCustomerByIdnumber(
  idnumber: string,
  signal?: AbortSignal,
): Promise<CustomerRecord | null> {
  const page = await getCustomers({ idnumber, limit: 1 }, signal);
  return page.data[0] ?? null;
}

export function customerByIdQueryOptions(idnumber: string) {
  return queryOptions({
    queryKey: customerKeys.byId(idnumber),
    queryFn: ({ signal }) => getCustomerByIdnumber(idnumber, signal),
  });
}

export function useCustomerByIdnumber(idnumber: string | undefined) {
  return useQuery({ ...customerByIdQueryOptions(idnumber ?? ""), enabled: Boolean(idnumber) });
}

/** GET /customers/{id}/overview: the customer page (details, items, requests, messages). */
export function useCustomerOverview(idnumber: string) {
  return useQuery(
    getQuery<CustomerOverview>(
      customerKeys.overview(idnumber),
      `/customers/${encodeURIComponent(idnumber)}/overview`,
    ),
  );
}

export function useCustomerStatistics() {
  return useQuery(
    getQuery<AdminCustomerStatistics>(customerKeys.statistics(), "/users/customer-statistics"),
  );
}

export function createCustomer(payload: UserCreatePayload) {
  return api.post<{ message: string; idnumber: string }>("/users/create", payload);
}

/** docs/requirements.md §8: an existing ID, found by the pre-check or told by the server. */
export function isExistingIdError(error: unknown): boolean {
  return isApiError(error) && error.message === API_MESSAGES.userExists;
}

export function updateCustomer({
  idnumber,
  payload,
}: {
  idnumber: string;
  payload: CustomerUpdatePayload;
}) {
  return api.put<{ message: string }>(
    `/users/update-customer/${encodeURIComponent(idnumber)}`,
    payload,
  );
}

/** PUT /users/reset-password/{id}, flag 0: the password becomes the ID number (requirements §4). */
export function resetCustomerPassword(idnumber: string) {
  return api.put<{ message: string }>(`/users/reset-password/${encodeURIComponent(idnumber)}`, {
    password: idnumber,
    passwordflag: 0,
  });
}

/** POST /customers/{id}/invitation: a new invitation mail; earlier links stop working. */
export function resendInvitation(idnumber: string) {
  return api.post<{ message: string }>(`/customers/${encodeURIComponent(idnumber)}/invitation`);
}

/** POST /customers/{id}/sessions/end: the customer is signed out on every device. */
export function endCustomerSessions(idnumber: string) {
  return api.post<{ message: string; ended: number }>(
    `/customers/${encodeURIComponent(idnumber)}/sessions/end`,
  );
}

/** POST /customers/{id}/anonymise: the customer is forgotten; their new key is answered. */
export function anonymiseCustomer(idnumber: string) {
  return api.post<AnonymiseResponse>(`/customers/${encodeURIComponent(idnumber)}/anonymise`);
}

function useCustomerMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.customerPickers }),
      ]),
  });
}

export function useCreateCustomer() {
  return useCustomerMutation(createCustomer);
}

export function useUpdateCustomer() {
  return useCustomerMutation(updateCustomer);
}

export function useResetCustomerPassword() {
  return useCustomerMutation(resetCustomerPassword);
}

export function useAnonymiseCustomer() {
  return useCustomerMutation(anonymiseCustomer);
}

export function useResendInvitation() {
  return useCustomerMutation(resendInvitation);
}

/** Changes nothing the customer lists show (the audit history refreshes after any write). */
export function useEndCustomerSessions() {
  return useMutation({ mutationFn: endCustomerSessions });
}
