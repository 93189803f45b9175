import { z } from "zod";
import { isoDateTimeSchema } from "./common";

/** Admin Settings warns when no scheduled backup has succeeded for this long. */
export const BACKUP_WARNING_HOURS = 48;

/** How many scheduled backups are kept: the newest of each of so many days, weeks and months. */
export const BACKUP_KEEP = { daily: 7, weekly: 4, monthly: 12 } as const;

/** When the scheduled backup runs, in workshop time (hour, minute). */
export const BACKUP_TIME = { hour: 2, minute: 0 } as const;

export const BACKUP_RESULTS = ["succeeded", "failed"] as const;
export type BackupResult = (typeof BACKUP_RESULTS)[number];

export const BACKUP_RESULT_LABELS: Record<BackupResult, string> = {
  succeeded: "Succeeded",
  failed: "Failed",
};

/** The words of the Backups card on Admin Settings and of its download. */
export const BACKUP_MESSAGES = {
  overdue: `No backup has succeeded in the last ${BACKUP_WARNING_HOURS} hours.`,
  none: "No backup has been taken yet.",
  off: "Scheduled backups are off: this shop runs on PostgreSQL and BACKUP_DIR is not set. The README's 'Backups and restore' says how to back it up.",
  schedule: `Every day at 02:00 workshop time, keeping the last ${BACKUP_KEEP.daily} days, ${BACKUP_KEEP.weekly} weeks and ${BACKUP_KEEP.monthly} months.`,
  noFile: "There is no backup to download yet.",
} as const;

/** One backup the server took on its schedule: when it finished, its size and how it went. */
export const backupRunSchema = z.object({
  at: isoDateTimeSchema,
  result: z.enum(BACKUP_RESULTS),
  /** The file's size in bytes (a succeeded backup); null for a failed one. */
  sizeBytes: z.number().int().nonnegative().nullable(),
  /** What went wrong (a failed backup); null for a succeeded one. */
  error: z.string().nullable(),
});
export type BackupRun = z.infer<typeof backupRunSchema>;

/** `GET /settings/backups` (admin): the scheduled backups' state. */
export const backupStatusResponseSchema = z.object({
  /** Whether this server takes backups on its schedule (embedded, or PostgreSQL with BACKUP_DIR). */
  scheduled: z.boolean(),
  /** The most recent scheduled backup, succeeded or failed; null before the first. */
  last: backupRunSchema.nullable(),
  /** When the most recent backup that succeeded finished; null if none did. */
  lastSucceededAt: isoDateTimeSchema.nullable(),
  /** No backup succeeded in the last BACKUP_WARNING_HOURS (and backups are on). */
  overdue: z.boolean(),
  /** A succeeded backup's file is there to download (`GET /settings/backups/latest`). */
  downloadable: z.boolean(),
});
export type BackupStatusResponse = z.infer<typeof backupStatusResponseSchema>;

/** A backup file's size for people: "812 KB", "12.4 MB", "1.2 GB". */
export function formatBackupSize(bytes: number): string {
  const units = ["KB", "MB", "GB", "TB"];
  if (bytes < 1000) return `${bytes} bytes`;
  let value = bytes / 1000;
  let unit = 0;
  // Rounded as shown: 999,950 bytes is "1.0 MB", not "1000 KB".
  while (Math.round(value) >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${Number(value.toFixed(1)) >= 100 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}
