import type { CareGuide, ItemPage, VerifyLink } from "@lo/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { api, isApiError } from "@/lib/api-client";
import { getQuery } from "@/lib/get-query";
import { queryKeys } from "@/lib/query-keys";

const keys = {
  all: queryKeys.items,
  page: (serialno: string) => [...keys.all, "page", serialno.toLowerCase()] as const,
};

/** GET /items/{serialno}: the piece, its owners, repairs, care guide and verify link. */
export function useItemPage(serialno: string) {
  return useQuery(
    getQuery<ItemPage>(keys.page(serialno), `/items/${encodeURIComponent(serialno)}`),
  );
}

/** PUT /care-guides/{productTypeId} (admins): every item page of that type shows the new text. */
export function useSaveCareGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productTypeId, text }: { productTypeId: number; text: string }) =>
      api.put<CareGuide>(`/care-guides/${productTypeId}`, { text }),
    onSuccess: (guide) => {
      void queryClient.invalidateQueries({ queryKey: keys.all });
      toast.success("Care guide saved", {
        description: `Every ${guide.productType} shows the new guide.`,
      });
    },
  });
}

/** POST /items/{serialno}/verify-link (admins): the printed labels stop working. */
export function useRevokeVerifyLink(serialno: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<VerifyLink>(`/items/${encodeURIComponent(serialno)}/verify-link`, {}),
    onSuccess: ({ verifyUrl }) => {
      queryClient.setQueryData<ItemPage>(keys.page(serialno), (page) =>
        page ? { ...page, verifyUrl } : page,
      );
      toast.success("New verify link made", {
        description: "Labels printed with the old link no longer work. Print new ones.",
      });
    },
    onError: (error) => {
      toast.error("The link was not revoked", {
        description: isApiError(error) ? error.message : "Please try again.",
      });
    },
  });
}
