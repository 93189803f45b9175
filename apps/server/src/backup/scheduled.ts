import { createWriteStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { AppConfig } from "../config";
import type { DatabaseHandle } from "../db/client";
import { queueMail } from "../mail/outbox";
import { verifiedManifest } from "./archive-reader";
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

/** A partial file this old is a backup cut short, not one another process is writing. */
const STALE_PARTIAL_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the backups the retention no longer keeps (backupsToKeep), and what a backup cut short
 * by a stopped process left a day ago or more; returns their names.
 */
export async function pruneBackups(dir: string, now = new Date()): Promise<string[]> {
  const days = new Map<string, string>();
  const removed: string[] = [];
  for (const name of await readdir(dir)) {
    const day = backupFileDay(name);
    if (day) days.set(day, name);
    const inner = name.slice(1, -".partial".length);
    if (!backupFileDay(inner) || name !== partialName(inner)) continue;
    const { mtimeMs } = await stat(join(dir, name));
    if (now.getTime() - mtimeMs < STALE_PARTIAL_MS) continue;
    await rm(join(dir, name), { force: true });
    removed.push(name);
  }
  const keep = backupsToKeep([...days.keys()]);
  for (const [day, name] of days) {
    if (keep.has(day)) continue;
    await rm(join(dir, name), { force: true });
    removed.push(name);
  }
  return removed.sort();
}

/** Writes the backup to `path` and makes sure it is on the disk and reads back whole. */
async function writeDurably(handle: DatabaseHandle, path: string, signal?: AbortSignal) {
  await takeBackup(handle, createWriteStream(path), signal);
  const file = await open(path, "r+");
  try {
    await file.sync();
  } finally {
    await file.close();
  }
  await verifiedManifest(path);
}

/** The folder's own entry of a renamed file, on the disk too (where the system allows it). */
async function syncFolder(dir: string) {
  const folder = await open(dir, "r").catch(() => null);
  await folder?.sync().catch(() => undefined);
  await folder?.close();
}

/**
 * Takes the backup of one scheduled moment into BACKUP_DIR, unless a run of that moment exists:
 * written beside its final name, synced and read back, and renamed once whole (a file by the
 * final name is always a complete backup), recorded, and the old ones pruned. A failure (a stop
 * through `signal` included) is recorded and mailed to the workshop in one transaction, and
 * nothing half-written is left.
 */
export async function takeScheduledBackup(
  schedule: BackupSchedule,
  slot: Date,
  signal?: AbortSignal,
): Promise<BackupOutcome> {
  const { handle, dir } = schedule;
  const runId = await claimSlot(handle.db, slot, handle.kind === "pglite");
  if (runId === null) return "taken elsewhere";
  const fileName = backupFileName(workshopDay(slot));
  const partial = join(dir, partialName(fileName));
  try {
    await mkdir(dir, { recursive: true });
    await writeDurably(handle, partial, signal);
    await rename(partial, join(dir, fileName));
    await syncFolder(dir);
    const { size } = await stat(join(dir, fileName));
    await finishRun(handle.db, runId, { result: "succeeded", fileName, sizeBytes: size });
  } catch (error) {
    await rm(partial, { force: true }).catch(() => undefined);
    const reason = signal?.aborted
      ? "The server was stopped while it took the backup."
      : error instanceof Error
        ? error.message
        : String(error);
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
 * the start, the latest scheduled one if it was missed. Returns the stop, which ends a backup
 * under way at its next batch and waits for its failure to be recorded.
 */
export function scheduleBackups(schedule: BackupSchedule): () => Promise<void> {
  const now = schedule.now ?? (() => new Date());
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  // Takes `slot`, or the latest moment passed if the timer fired late (a machine asleep), and
  // then waits for the moment after it, even if already past (a long backup).
  const run = (slot: Date) => {
    const latest = latestSlot(now());
    const taken = latest > slot ? latest : slot;
    running = takeScheduledBackup(schedule, taken, stopping.signal)
      .catch((error: unknown) => schedule.onError(error, "The scheduled backup could not start"))
      .then(() => waitForNext(taken));
  };
  const waitForNext = (after: Date) => {
    if (stopping.signal.aborted) return;
    const slot = nextSlot(after);
    timer = setTimeout(() => run(slot), Math.max(0, slot.getTime() - now().getTime()));
    timer.unref();
  };
  timer = setTimeout(() => run(latestSlot(now())), schedule.catchUpMs ?? CATCH_UP_MS);
  timer.unref();
  return async () => {
    stopping.abort();
    clearTimeout(timer);
    await running;
  };
}
