import type { FeePayload, PaymentPayload, PaymentSettings, RequestMoney } from "@lo/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getQuery } from "@/lib/get-query";
import { queryKeys } from "@/lib/query-keys";
import { keys } from "./api";

// A request's money (decision 096): POST /repairs/{id}/payments, POST /repairs/{id}/fees,
// DELETE /repairs/{id}/fees/{feeId}; each answers the request's money as it now is.

type MoneyAnswer = { message: string; money: RequestMoney };

function useMoneyCall<V>(requestId: number, call: (variables: V) => Promise<MoneyAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: keys.page(requestId) });
      void queryClient.invalidateQueries({ queryKey: keys.lists() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.requestInvoices(requestId) });
    },
  });
}

export const useRecordPayment = (requestId: number) =>
  useMoneyCall(requestId, (payload: PaymentPayload) =>
    api.post<MoneyAnswer>(`/repairs/${requestId}/payments`, payload),
  );

export const useAddFee = (requestId: number) =>
  useMoneyCall(requestId, (payload: FeePayload) =>
    api.post<MoneyAnswer>(`/repairs/${requestId}/fees`, payload),
  );

export const useRemoveFee = (requestId: number) =>
  useMoneyCall(requestId, (feeId: number) =>
    api.delete<MoneyAnswer>(`/repairs/${requestId}/fees/${feeId}`),
  );

/** The workshop's standard fees the Add a fee dialog offers (decision 097). */
export const usePaymentSettings = () =>
  useQuery(getQuery<PaymentSettings>(queryKeys.paymentSettings, "/settings/payment"));
