import type { FastifyBaseLogger } from "fastify";
import { scheduleBackups } from "./backup/scheduled";
import type { AppConfig } from "./config";
import type { DatabaseHandle } from "./db/client";
import { schedulePruning } from "./security/prune";

/**
 * The daily work: the security log's pruning of entries over a year old, and the scheduled
 * backups into BACKUP_DIR (decision 092). Returns the stop, which lets a backup under way end
 * within `ms` (after that, the closing database cuts it short: no file, and the next goes on).
 */
export function startDailyWork(handle: DatabaseHandle, config: AppConfig, log: FastifyBaseLogger) {
  const stopPruning = schedulePruning(handle.db, (error) =>
    log.error({ err: error }, "Pruning the security log failed; trying again tomorrow"),
  );
  const dir = config.backupDir;
  const stopBackups = dir
    ? scheduleBackups({
        handle,
        dir,
        config,
        catchUpMs: config.backupCatchUpSeconds * 1000,
        onError: (error, message) => log.error({ err: error }, message),
      })
    : async () => undefined;
  return async (ms: number) => {
    stopPruning();
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([
      stopBackups(),
      new Promise((resolve) => (waited = setTimeout(resolve, ms))),
    ]);
    clearTimeout(waited);
  };
}
