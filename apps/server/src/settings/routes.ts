import {
  TURNAROUND_MESSAGES,
  turnaroundSettingsResponseSchema,
  turnaroundTargetsSchema,
} from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { readTurnaroundTargets } from "../db/settings";
import { routeOptions } from "../http/route-options";
import { currentUser } from "../identity/access";
import { backupRoutes } from "./backup-routes";
import { billingRoutes } from "./billing-routes";
import { saveTurnaroundTargets } from "./mutations";
import { paymentSettingsRoutes } from "./payment-routes";

/**
 * The workshop's settings (admin): the turnaround targets (decision 067), the backups, billing
 * (VAT and the price list, decision 095) and payment (bank details and standard fees, decision
 * 097).
 */
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

  await app.register(backupRoutes);
  await app.register(billingRoutes);
  await app.register(paymentSettingsRoutes);
};
