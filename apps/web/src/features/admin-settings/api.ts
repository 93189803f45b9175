import type {
  BackupStatusResponse,
  TurnaroundSettingsResponse,
  TurnaroundTargets,
} from "@lo/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getQuery } from "@/lib/get-query";

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
