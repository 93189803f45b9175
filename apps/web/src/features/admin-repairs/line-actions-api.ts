import type {
  RepairLineNextPayload,
  RepairLineNextResponse,
  RepairLinesBulkPayload,
  RepairLinesBulkResponse,
  RepairLineUndoPayload,
  RepairLineUndoResponse,
  RepairRequestRecord,
} from "@lo/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { keys, reloadOnConflict, replaceCachedRequest } from "./api";

// The quick line actions: POST /repairs/lines/{id}/next and /undo, POST /repairs/lines/bulk

export const lineActions = {
  next: (lineId: number, payload: RepairLineNextPayload) =>
    api.post<RepairLineNextResponse>(`/repairs/lines/${lineId}/next`, payload),
  undo: (lineId: number, payload: RepairLineUndoPayload) =>
    api.post<RepairLineUndoResponse>(`/repairs/lines/${lineId}/undo`, payload),
  bulk: (payload: RepairLinesBulkPayload) =>
    api.post<RepairLinesBulkResponse>("/repairs/lines/bulk", payload),
};

/** A line action's mutation: the requests it answers go into the cache, like an update's. */
function useLineAction<V, A>(
  run: (variables: V) => Promise<A>,
  changed: (answer: A) => RepairRequestRecord[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (answer) => {
      for (const request of changed(answer)) replaceCachedRequest(queryClient, request);
      void queryClient.invalidateQueries({ queryKey: keys.lists(), refetchType: "none" });
      void queryClient.invalidateQueries({ queryKey: keys.statistics() });
    },
    onError: reloadOnConflict(queryClient),
  });
}

export const useNextLine = () =>
  useLineAction(
    ({ lineId, payload }: { lineId: number; payload: RepairLineNextPayload }) =>
      lineActions.next(lineId, payload),
    (answer) => [answer.repairRequest],
  );

export const useUndoLine = () =>
  useLineAction(
    ({ lineId, payload }: { lineId: number; payload: RepairLineUndoPayload }) =>
      lineActions.undo(lineId, payload),
    (answer) => [answer.repairRequest],
  );

export const useBulkLines = () =>
  useLineAction(lineActions.bulk, (answer) => answer.repairRequests);
