import {
  PAYMENT_SETTINGS_MESSAGES,
  paymentSettingsResponseSchema,
  paymentSettingsSchema,
} from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { PAYMENT_SETTING, readWholeSetting } from "../db/settings";
import { routeOptions } from "../http/route-options";
import { currentUser } from "../identity/access";
import { saveWholeSetting } from "./mutations";

/**
 * How customers pay (decision 097), admin only: the workshop's bank details and its standard
 * fees, a setting of its own, so saving VAT or the price list never touches it. Audited.
 */
export const paymentSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/settings/payment",
    routeOptions("admin", "settings", "The workshop's bank details and standard fees", {
      response: { 200: paymentSettingsResponseSchema },
    }),
    async () => readWholeSetting(app.db, PAYMENT_SETTING),
  );

  app.put(
    "/settings/payment",
    routeOptions("admin", "settings", "Set the workshop's bank details and standard fees", {
      body: paymentSettingsSchema,
      response: { 200: paymentSettingsResponseSchema.extend({ message: z.string() }) },
    }),
    async (request) => {
      const saved = await saveWholeSetting(
        app.db,
        PAYMENT_SETTING,
        request.body,
        currentUser(request),
      );
      return { ...saved, message: PAYMENT_SETTINGS_MESSAGES.saved };
    },
  );
};
