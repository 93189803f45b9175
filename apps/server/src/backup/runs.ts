import {
  BACKUP_WARNING_HOURS,
  type BackupResult,
  type BackupRun,
  type BackupStatusResponse,
} from "@lo/domain";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { backupRuns } from "../db/schema";

/**
 * Claims a scheduled moment for this process: the id of its new run, or null when a run of
 * that moment exists (another process took it, or this one did before a restart).
 */
export async function claimSlot(db: Db, slot: Date): Promise<number | null> {
  const [claimed] = await db
    .insert(backupRuns)
    .values({ slot })
    .onConflictDoNothing({ target: backupRuns.slot })
    .returning({ id: backupRuns.id });
  return claimed?.id ?? null;
}

type Ending =
  | { result: "succeeded"; fileName: string; sizeBytes: number }
  | { result: "failed"; error: string };

/** Says how a run ended, in the caller's transaction (with the mail a failure queues). */
export async function finishRun(db: Db | Tx, id: number, ending: Ending): Promise<void> {
  await db
    .update(backupRuns)
    .set({ finishedAt: new Date(), ...ending })
    .where(eq(backupRuns.id, id));
}

export async function findRun(db: Db, id: number) {
  const [run] = await db.select().from(backupRuns).where(eq(backupRuns.id, id));
  return run;
}

/** The most recent run that ended (a run still going, or cut short by a crash, is not one). */
async function lastFinished(db: Db, result?: BackupResult) {
  const [run] = await db
    .select()
    .from(backupRuns)
    .where(
      and(
        isNotNull(backupRuns.finishedAt),
        result ? eq(backupRuns.result, result) : isNotNull(backupRuns.result),
      ),
    )
    .orderBy(desc(backupRuns.finishedAt))
    .limit(1);
  return run;
}

async function firstStarted(db: Db): Promise<Date | null> {
  const [run] = await db
    .select({ at: backupRuns.startedAt })
    .from(backupRuns)
    .orderBy(backupRuns.startedAt)
    .limit(1);
  return run?.at ?? null;
}

/** The newest succeeded backup's file name and when it finished, if any. */
export async function lastGoodBackup(db: Db) {
  const run = await lastFinished(db, "succeeded");
  return run?.fileName && run.finishedAt ? { fileName: run.fileName, at: run.finishedAt } : null;
}

/**
 * What Admin Settings shows of the scheduled backups: the last, how it went, and whether none
 * succeeded in BACKUP_WARNING_HOURS. `downloadable` is for the caller to say (the file's there).
 */
export async function backupStatus(
  db: Db,
  scheduled: boolean,
  downloadable: boolean,
  now = new Date(),
): Promise<BackupStatusResponse> {
  const last = await lastFinished(db);
  const good = await lastGoodBackup(db);
  const lastRun: BackupRun | null =
    last?.finishedAt && last.result
      ? {
          at: last.finishedAt.toISOString(),
          result: last.result as BackupResult,
          sizeBytes: last.sizeBytes ?? null,
          error: last.error ?? null,
        }
      : null;
  const warnAfter = BACKUP_WARNING_HOURS * 60 * 60 * 1000;
  // Before any backup succeeded, the hours count from the first attempt: a shop set up an
  // hour ago is not warned, one whose every backup has failed for two days is.
  const since = good?.at ?? (await firstStarted(db));
  return {
    scheduled,
    last: lastRun,
    lastSucceededAt: good ? good.at.toISOString() : null,
    overdue: scheduled && since !== null && now.getTime() - since.getTime() > warnAfter,
    downloadable,
  };
}
