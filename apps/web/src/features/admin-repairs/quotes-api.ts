import type {
  BillingSettings,
  PriceList,
  QuoteApprovalPayload,
  QuoteSavePayload,
} from "@lo/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getQuery } from "@/lib/get-query";
import { queryKeys } from "@/lib/query-keys";
import { keys } from "./api";

// Quotes of paid pieces (decision 095): PUT /repairs/lines/{id}/quote, POST
// /repairs/{id}/quotes/send, POST /repairs/lines/{id}/quote/approval; the price list and the
// VAT settings the quote dialog starts from.

type Answer = { message: string };

export const usePriceList = () =>
  useQuery(getQuery<PriceList>(queryKeys.priceList, "/settings/price-list"));

export const useBillingSettings = () =>
  useQuery(getQuery<BillingSettings>(queryKeys.billingSettings, "/settings/billing"));

/** A quote call on request `requestId`'s page: its page is read again once it is done. */
function useQuoteCall<V>(requestId: number, call: (variables: V) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: keys.page(requestId) });
      void queryClient.invalidateQueries({ queryKey: keys.lists() });
    },
  });
}

export const useSaveQuote = (requestId: number) =>
  useQuoteCall(requestId, ({ lineId, payload }: { lineId: number; payload: QuoteSavePayload }) =>
    api.put<Answer>(`/repairs/lines/${lineId}/quote`, payload),
  );

export const useSendQuotes = (requestId: number) =>
  useQuoteCall(requestId, () => api.post<Answer>(`/repairs/${requestId}/quotes/send`, {}));

export const useRecordApproval = (requestId: number) =>
  useQuoteCall(
    requestId,
    ({ lineId, payload }: { lineId: number; payload: QuoteApprovalPayload }) =>
      api.post<Answer>(`/repairs/lines/${lineId}/quote/approval`, payload),
  );
