import type {
  BackupStatusResponse,
  BillingSettings,
  PaymentSettings,
  PriceList,
  TurnaroundSettingsResponse,
  TurnaroundTargets,
} from "@lo/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getQuery } from "@/lib/get-query";
import { queryKeys } from "@/lib/query-keys";

const keys = {
  turnaround: ["admin-settings", "turnaround"] as const,
  backups: ["admin-settings", "backups"] as const,
};

/** GET /settings/turnaround: each state's target, in days. */
export function useTurnaroundSettings() {
  return useQuery(getQuery<TurnaroundSettingsResponse>(keys.turnaround, "/settings/turnaround"));
}

/** GET /settings/backups: how the scheduled backups are going. */
export function useBackupStatus() {
  return useQuery(getQuery<BackupStatusResponse>(keys.backups, "/settings/backups"));
}

/** PUT /settings/turnaround. */
export function saveTurnaroundSettings(targets: TurnaroundTargets) {
  return api.put<TurnaroundSettingsResponse & { message: string }>("/settings/turnaround", targets);
}

/**
 * Saves the targets. Every overdue mark and estimate shown anywhere depends on them, so every
 * cached answer is refreshed once they are saved.
 */
export function useSaveTurnaroundSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTurnaroundSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(keys.turnaround, { targets: saved.targets });
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== keys.turnaround[0],
      });
    },
  });
}

/** GET /settings/billing: whether the workshop charges VAT, its rate and its number. */
export function useBillingSettings() {
  return useQuery(getQuery<BillingSettings>(queryKeys.billingSettings, "/settings/billing"));
}

/** PUT /settings/billing. */
export function saveBillingSettings(settings: BillingSettings) {
  return api.put<BillingSettings & { message: string }>("/settings/billing", settings);
}

/** Saves the VAT settings; the quote dialog reads the same cached answer (decision 095). */
export function useSaveBillingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBillingSettings,
    onSuccess: ({ vatRegistered, vatBasisPoints, vatNumber }) => {
      queryClient.setQueryData<BillingSettings>(queryKeys.billingSettings, {
        vatRegistered,
        vatBasisPoints,
        vatNumber,
      });
    },
  });
}

/** GET /settings/price-list: the prices quotes start from. */
export function usePriceList() {
  return useQuery(getQuery<PriceList>(queryKeys.priceList, "/settings/price-list"));
}

/** PUT /settings/price-list. */
export function savePriceList(list: PriceList) {
  return api.put<PriceList & { message: string }>("/settings/price-list", list);
}

/** Saves the price list; the quote dialog reads the same cached answer (decision 095). */
export function useSavePriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePriceList,
    onSuccess: ({ prices }) => {
      queryClient.setQueryData<PriceList>(queryKeys.priceList, { prices });
    },
  });
}

/** GET /settings/payment: the workshop's bank details and standard fees. */
export function usePaymentSettings() {
  return useQuery(getQuery<PaymentSettings>(queryKeys.paymentSettings, "/settings/payment"));
}

/** PUT /settings/payment. */
export function savePaymentSettings(settings: PaymentSettings) {
  return api.put<PaymentSettings & { message: string }>("/settings/payment", settings);
}

/** Saves the payment settings; the Add a fee dialog reads the same cached answer (decision 097). */
export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaymentSettings,
    onSuccess: ({ message: _message, ...saved }) => {
      queryClient.setQueryData<PaymentSettings>(queryKeys.paymentSettings, saved);
    },
  });
}
