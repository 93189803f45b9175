import {
  BACKUP_WARNING_HOURS,
  type BackupResult,
  type BackupRun,
  type BackupStatusResponse,
} from "@lo/domain";
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { backupRuns } from "../db/schema";

/** A run unfinished this long was cut short (a backup of twenty years takes about a minute). */
const DEAD_AFTER_HOURS = 12;

/**
 * Claims a scheduled moment for this process: the id of its run, or null when a run of that
 * moment ended or is under way in another process. A run left unfinished (its process died, or
 * a restored backup caught it under way) is taken over: on the embedded database at once (one
 * process, and this one is not running it), on PostgreSQL after DEAD_AFTER_HOURS.
 */
export async function claimSlot(
  db: Db,
  slot: Date,
  unfinishedIsDead: boolean,
): Promise<number | null> {
  const claimed = (await db.execute(
    sql`insert into backup_runs (slot) values (${slot.toISOString()}::timestamptz)
      on conflict (slot) do update set started_at = now()
        where backup_runs.finished_at is null
          and (${unfinishedIsDead}::boolean
            or backup_runs.started_at < now() - make_interval(hours => ${DEAD_AFTER_HOURS}))
      returning id`,
  )) as unknown as { rows: { id: number | string }[] };
  const id = claimed.rows[0]?.id;
  return id === undefined ? null : Number(id);
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
  state: { scheduled: boolean; downloadable: boolean; serverStarted: Date },
  now = new Date(),
): Promise<BackupStatusResponse> {
  const { scheduled, downloadable } = state;
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
  // Before any backup succeeded, the hours count from the first attempt (or the server's start
  // before any): a shop set up an hour ago is not warned, one whose every backup has failed, or
  // none was tried, for two days is.
  const since = good?.at ?? (await firstStarted(db)) ?? state.serverStarted;
  return {
    scheduled,
    last: lastRun,
    lastSucceededAt: good ? good.at.toISOString() : null,
    overdue: scheduled && now.getTime() - since.getTime() > warnAfter,
    downloadable,
  };
}
