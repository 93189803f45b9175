import { BACKUP_KEEP } from "@lo/domain";

/** A scheduled backup's file: the workshop day it was taken for. */
const FILE = /^lifetime-outfitter-(\d{4}-\d{2}-\d{2})\.zip$/;

export const backupFileName = (day: string) => `lifetime-outfitter-${day}.zip`;

/** A backup being written: hidden, and named so that nothing takes it for a whole one. */
export const partialName = (fileName: string) => `.${fileName}.partial`;

/** The workshop day (YYYY-MM-DD) a scheduled backup's file is named for, or null for others. */
export function backupFileDay(name: string): string | null {
  return FILE.exec(name)?.[1] ?? null;
}

/** The Monday that starts the (ISO) week of `day`, as YYYY-MM-DD. */
function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

const RULES: { keep: number; bucket: (day: string) => string }[] = [
  { keep: BACKUP_KEEP.daily, bucket: (day) => day },
  { keep: BACKUP_KEEP.weekly, bucket: weekOf },
  { keep: BACKUP_KEEP.monthly, bucket: (day) => day.slice(0, 7) },
];

/**
 * Which of the backups (their days) to keep: for each rule, going from the newest, the newest
 * backup of each day, week and month, until that rule has its count of them (7 days, 4 weeks,
 * 12 months). A backup kept by one rule still counts for the others, so the newest is always
 * kept and a year of daily backups leaves 7 days, the last of 3 more weeks and of 11 more
 * months. The rest may go.
 */
export function backupsToKeep(days: readonly string[]): Set<string> {
  const newestFirst = [...new Set(days)].sort().reverse();
  const kept = new Set<string>();
  for (const rule of RULES) {
    const buckets = new Set<string>();
    for (const day of newestFirst) {
      if (buckets.size === rule.keep) break;
      const bucket = rule.bucket(day);
      if (buckets.has(bucket)) continue;
      buckets.add(bucket);
      kept.add(day);
    }
  }
  return kept;
}
