import { SECURITY_LOG_KEEP_DAYS } from "@lo/domain";
import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { securityLog } from "../db/schema";

/**
 * Removes the security log's entries older than a year, in the one kind of transaction the
 * database lets delete from it (migration 0025: it says so in a setting of its own, and only
 * entries over a year old may go). Returns how many went.
 */
export async function pruneSecurityLog(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('lo.pruning_security_log', 'on', true)`);
    const removed = await tx
      .delete(securityLog)
      .where(lt(securityLog.at, sql`now() - make_interval(days => ${SECURITY_LOG_KEEP_DAYS})`))
      .returning({ id: securityLog.id });
    return removed.length;
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Prunes once at start and then daily; every process may run it (a second run finds nothing).
 * Returns the stop. Failures are reported, never thrown: the next day tries again.
 */
export function schedulePruning(db: Db, onError: (error: unknown) => void): () => void {
  const run = () => void pruneSecurityLog(db).catch(onError);
  const first = setTimeout(run, 60 * 1000);
  const daily = setInterval(run, DAY_MS);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
