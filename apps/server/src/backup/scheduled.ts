import { createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { AppConfig } from "../config";
import type { DatabaseHandle } from "../db/client";
import { queueMail } from "../mail/outbox";
import { BACKUP_FAILED_MAIL } from "./failed-mail";
import { backupFileDay, backupFileName, backupsToKeep, partialName } from "./retention";
import { claimSlot, finishRun } from "./runs";
import { latestSlot, nextSlot, workshopDay } from "./slots";
import { takeBackup } from "./take";

export interface BackupSchedule {
  handle: DatabaseHandle;
  /** Where the files go: BACKUP_DIR. */
  dir: string;
  config: Pick<AppConfig, "workshopEmail">;
  /** A failure's reason, for the log (the workshop is also mailed). */
  onError: (error: unknown, message: string) => void;
  /** How soon after the start the latest moment is taken if it was missed (default 5 min). */
  catchUpMs?: number;
  /** Only tests move the clock. */
  now?: () => Date;
}

export type BackupOutcome = "succeeded" | "failed" | "taken elsewhere";

/**
 * Removes the backups the retention no longer keeps (backupsToKeep), and what a backup cut short
 * by a stopped process left; returns their names. Run when no backup is being written.
 */
export async function pruneBackups(dir: string): Promise<string[]> {
  const days = new Map<string, string>();
  const removed: string[] = [];
  for (const name of await readdir(dir)) {
    const day = backupFileDay(name);
    if (day) days.set(day, name);
    const inner = name.slice(1, -".partial".length);
    if (backupFileDay(inner) && name === partialName(inner)) {
      await rm(join(dir, name), { force: true });
      removed.push(name);
    }
  }
  const keep = backupsToKeep([...days.keys()]);
  for (const [day, name] of days) {
    if (keep.has(day)) continue;
    await rm(join(dir, name), { force: true });
    removed.push(name);
  }
  return removed.sort();
}

/**
 * Takes the backup of one scheduled moment into BACKUP_DIR, unless a run of that moment exists:
 * written beside its final name and renamed once whole (a file by the final name is always a
 * complete backup), recorded, and the old ones pruned. A failure is recorded and mailed to the
 * workshop in one transaction, and nothing half-written is left.
 */
export async function takeScheduledBackup(
  schedule: BackupSchedule,
  slot: Date,
): Promise<BackupOutcome> {
  const { handle, dir } = schedule;
  const runId = await claimSlot(handle.db, slot);
  if (runId === null) return "taken elsewhere";
  const fileName = backupFileName(workshopDay(slot));
  const partial = join(dir, partialName(fileName));
  try {
    await mkdir(dir, { recursive: true });
    await takeBackup(handle, createWriteStream(partial));
    await rename(partial, join(dir, fileName));
    const { size } = await stat(join(dir, fileName));
    await finishRun(handle.db, runId, { result: "succeeded", fileName, sizeBytes: size });
  } catch (error) {
    await rm(partial, { force: true }).catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    schedule.onError(error, `The backup of ${workshopDay(slot)} failed: ${reason}`);
    await handle.db
      .transaction(async (tx) => {
        await finishRun(tx, runId, { result: "failed", error: reason });
        await queueMail(tx, {
          kind: BACKUP_FAILED_MAIL,
          to: schedule.config.workshopEmail,
          payload: { runId },
        });
      })
      .catch((cause: unknown) => schedule.onError(cause, "Recording the failed backup failed"));
    return "failed";
  }
  await pruneBackups(dir).catch((error: unknown) =>
    schedule.onError(error, "Removing old backups failed; trying again after the next backup"),
  );
  return "succeeded";
}

/** How long after the start the server takes a backup it missed (it was off at 02:00). */
const CATCH_UP_MS = 5 * 60 * 1000;

/**
 * Takes the backups on their schedule (daily at 02:00 workshop time), and, a few minutes after
 * the start, the latest scheduled one if it was missed. Returns the stop, which waits for a
 * backup under way to end.
 */
export function scheduleBackups(schedule: BackupSchedule): () => Promise<void> {
  const now = schedule.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const run = (slot: Date) => {
    running = takeScheduledBackup(schedule, slot).catch((error: unknown) =>
      schedule.onError(error, "The scheduled backup could not start"),
    );
    return running;
  };
  // The moment after the one just taken, even if already past (a long backup); after days
  // asleep, the latest moment passed rather than each one missed.
  const waitForNext = (after: Date) => {
    if (stopped) return;
    const missed = latestSlot(now());
    const slot = missed > after ? missed : nextSlot(after);
    const wait = Math.max(0, slot.getTime() - now().getTime());
    timer = setTimeout(() => void run(slot).then(() => waitForNext(slot)), wait);
    timer.unref();
  };
  const catchUp = () => {
    const slot = latestSlot(now());
    void run(slot).then(() => waitForNext(slot));
  };
  timer = setTimeout(catchUp, schedule.catchUpMs ?? CATCH_UP_MS);
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
