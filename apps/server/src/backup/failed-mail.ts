import { formatWorkshopDateTime } from "@lo/domain";
import type { MailRenderer } from "../mail/kinds";
import { renderFrame } from "../mail/layout";
import { findRun } from "./runs";

/** The mail that tells the workshop a scheduled backup failed (queued with the failure). */
export const BACKUP_FAILED_MAIL = "backup-failed";

/**
 * To WORKSHOP_EMAIL: which backup failed, when, why, and where to look. Read from the run when
 * sent; a run that is gone (a restore replaced the database) fails the mail with that reason.
 */
export const renderBackupFailedMail: MailRenderer = async (rows, { db, config }) => {
  const row = rows[0];
  const runId = row?.payload.runId;
  if (typeof runId !== "number") throw new Error("The mail names no backup (payload.runId).");
  const run = await findRun(db, runId);
  if (!run) throw new Error(`Backup run ${runId} no longer exists.`);
  const when = formatWorkshopDateTime(run.finishedAt ?? run.startedAt);
  const { text, html } = renderFrame({
    heading: "Last night's backup failed",
    blocks: [
      { kind: "item", title: `Backup of ${when}`, lines: [`Reason: ${run.error ?? "unknown"}`] },
      {
        kind: "paragraph",
        text: "The shop's data is as it was, but it has no new copy. The server tries again at 02:00 tomorrow; the server's log has the details. If it fails again, take a backup by hand (npm run backup) and check the disk where BACKUP_DIR is.",
      },
      { kind: "button", label: "Open the settings", url: `${config.publicUrl}/admin/settings` },
    ],
  });
  return { to: row?.toAddress ?? config.workshopEmail, subject: "The backup failed", text, html };
};
