import type { PendingTransfer } from "@lo/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** The owner's transfers waiting to be accepted: one list, read by every panel on a page. */
export const MY_TRANSFERS_KEY = ["transfers", "mine"] as const;

export function useMyPendingTransfers(enabled = true) {
  return useQuery({
    queryKey: MY_TRANSFERS_KEY,
    queryFn: ({ signal }) =>
      api.get<{ data: PendingTransfer[] }>("/transfers/mine", { signal }).then((r) => r.data),
    enabled,
  });
}

export function useOfferTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { serialno: string; email: string }) =>
      api.post<{ message: string; transfer: PendingTransfer }>("/transfers", body),
    onSuccess: () => client.invalidateQueries({ queryKey: MY_TRANSFERS_KEY }),
  });
}

export function useCancelTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (serialno: string) =>
      api.delete<{ message: string }>(`/transfers/pending/${encodeURIComponent(serialno)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: MY_TRANSFERS_KEY }),
  });
}

export function useAdminTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { serialno: string; customeridnumber: string }) =>
      api.post<{ message: string }>("/transfers/direct", body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.adminProducts });
      void client.invalidateQueries({ queryKey: queryKeys.adminCustomers });
      void client.invalidateQueries({ queryKey: queryKeys.items });
    },
  });
}
