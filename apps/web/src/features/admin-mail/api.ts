import type { FailedMail } from "@lo/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getQuery } from "@/lib/get-query";

export type FailedMailPage = { data: FailedMail[]; total: number };
export type FailedMailParams = { limit: number; offset: number };

// Only this feature reads or changes the list of undelivered mail.
const keys = {
  all: ["admin-mail"] as const,
  failed: (params: FailedMailParams) => [...keys.all, "failed", params] as const,
};

/**
 * GET /admin/mail/failed: one page of the mails the worker gave up on, newest failure first;
 * the previous page stays on screen while the next one loads.
 */
export function useFailedMails(params: FailedMailParams) {
  return useQuery({
    ...getQuery<FailedMailPage>(keys.failed(params), "/admin/mail/failed", params),
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/mail/{id}/retry: back in the queue with a fresh day of tries. */
export function retryMail(id: number) {
  return api.post<{ message: string }>(`/admin/mail/${id}/retry`);
}

/**
 * Retry one mail. The list is fetched again before the call counts as done, so the mail has
 * left it when the success toast shows; it is fetched again after a refusal too (another
 * admin may have retried it already, 409, or it is gone, 404).
 */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
