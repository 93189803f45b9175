import {
  TURNAROUND_MESSAGES,
  turnaroundSettingsResponseSchema,
  turnaroundTargetsSchema,
  type TurnaroundTargets,
} from "@lo/domain";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { changedFields, recordAudit } from "../db/audit-log";
import type { Db } from "../db/client";
import { readTurnaroundTargets, TURNAROUND_SETTING, writeTurnaroundTargets } from "../db/settings";
import { routeOptions } from "../http/route-options";
import { currentUser } from "../identity/access";
import type { SessionUser } from "../identity/sessions";

/**
 * Stores the targets and audits the states whose target changed (entity kind 'setting'), in
 * one transaction, read under the row's lock so two admins' saves record true befores.
 */
async function saveTurnaroundTargets(
  db: Db,
  targets: TurnaroundTargets,
  actor: SessionUser,
): Promise<TurnaroundTargets> {
  return db.transaction(async (tx) => {
    // One admin's save at a time, so the audit entry's before is the value really replaced
    // (a transaction-scoped advisory lock on the key, released at commit).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${TURNAROUND_SETTING}))`);
    const before = await readTurnaroundTargets(tx);
    await writeTurnaroundTargets(tx, targets, actor.idnumber);
    const changes = changedFields(before, targets);
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, {
        actor,
        entityKind: "setting",
        entityId: TURNAROUND_SETTING,
        action: "update",
        changes,
      });
    }
    return targets;
  });
}

/** The workshop's settings (admin): the turnaround targets (decision 067). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/settings/turnaround",
    routeOptions("admin", "settings", "The turnaround target of each state, in days", {
      response: { 200: turnaroundSettingsResponseSchema },
    }),
    async () => ({ targets: await readTurnaroundTargets(app.db) }),
  );

  app.put(
    "/settings/turnaround",
    routeOptions("admin", "settings", "Set the turnaround target of each state, in days", {
      body: turnaroundTargetsSchema,
      response: {
        200: turnaroundSettingsResponseSchema.extend({ message: z.string() }),
      },
    }),
    async (request) => {
      const targets = await saveTurnaroundTargets(app.db, request.body, currentUser(request));
      return { message: TURNAROUND_MESSAGES.saved, targets };
    },
  );
};
