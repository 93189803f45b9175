import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { BACKUP_MESSAGES, backupStatusResponseSchema } from "@lo/domain";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { backupStatus, lastGoodBackup } from "../backup/runs";
import { recordSecurity } from "../db/security-log";
import { notFound } from "../errors";
import { downloadHeaders } from "../http/csv-export";
import { routeOptions } from "../http/route-options";

/** The newest succeeded scheduled backup's file in BACKUP_DIR, if it is there. */
async function latestFile(app: FastifyInstance) {
  const dir = app.config.backupDir;
  const good = dir ? await lastGoodBackup(app.db) : null;
  if (!dir || !good) return null;
  const path = join(dir, good.fileName);
  const found = await stat(path).catch(() => null);
  return found?.isFile() ? { path, name: good.fileName, size: found.size } : null;
}

/**
 * The scheduled backups on Admin Settings (decision 092): how the last went, and the newest
 * to download, which holds every customer's details and so asks for a recent proof that it is
 * the admin, and is written in the security log.
 */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before any run, the 48 hours count from the server's start: a schedule that never ran warns.
  const started = new Date();
  app.get(
    "/settings/backups",
    routeOptions("admin", "settings", "The scheduled backups: the last one and its result", {
      response: { 200: backupStatusResponseSchema },
    }),
    async () =>
      backupStatus(app.db, {
        scheduled: app.config.backupDir !== undefined,
        downloadable: (await latestFile(app)) !== null,
        serverStarted: started,
      }),
  );

  app.get(
    "/settings/backups/latest",
    routeOptions(
      { access: "admin", downloadLink: true, confirmRecent: true },
      "settings",
      "The newest scheduled backup, as the ZIP file `npm run restore` reads",
      {},
    ),
    async (request, reply) => {
      const file = await latestFile(app);
      if (!file) throw notFound(BACKUP_MESSAGES.noFile);
      await recordSecurity(app.db, request, {
        event: "backup-downloaded",
        userIdnumber: request.auth?.user.idnumber,
        details: { file: file.name, bytes: file.size },
      });
      return reply
        .headers({ ...downloadHeaders(file.name), "content-length": String(file.size) })
        .type("application/zip")
        .send(createReadStream(file.path));
    },
  );
};
