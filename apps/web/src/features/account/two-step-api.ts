import type { SecondFactorStatus } from "@lo/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getQuery } from "@/lib/get-query";

/** GET /account/second-factor: whether an authenticator app is set up, the codes left. */
export const secondFactorStatusQueryOptions = (idnumber: string) =>
  getQuery<SecondFactorStatus>(["account", idnumber, "second-factor"], "/account/second-factor");

export function useSecondFactorStatus(idnumber: string) {
  return useQuery(secondFactorStatusQueryOptions(idnumber));
}

/** Reads the status again (after the app was set up in the dialog). */
export function useRefreshSecondFactorStatus(idnumber: string) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: secondFactorStatusQueryOptions(idnumber).queryKey });
}

/** POST /account/recovery-codes: ten new codes, shown once. */
export function useNewRecoveryCodes(idnumber: string) {
  const refresh = useRefreshSecondFactorStatus(idnumber);
  return useMutation({
    mutationFn: () =>
      api.post<{ message: string; recoveryCodes: string[] }>("/account/recovery-codes"),
    onSuccess: refresh,
  });
}

/** DELETE /account/totp. */
export function useRemoveTotp(idnumber: string) {
  const refresh = useRefreshSecondFactorStatus(idnumber);
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>("/account/totp"),
    onSuccess: refresh,
  });
}
