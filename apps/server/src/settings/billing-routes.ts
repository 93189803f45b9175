import {
  BILLING_MESSAGES,
  billingSettingsResponseSchema,
  billingSettingsSchema,
  priceListSchema,
} from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BILLING_SETTING, PRICE_LIST_SETTING, readWholeSetting } from "../db/settings";
import { routeOptions } from "../http/route-options";
import { currentUser } from "../identity/access";
import { saveWholeSetting } from "./mutations";

/**
 * The workshop's billing settings (decision 095), admin only: VAT (registered or not, the
 * rate, the VAT number) and the price list quotes start from. Each save is audited.
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/settings/billing",
    routeOptions("admin", "settings", "Whether the workshop charges VAT, its rate and number", {
      response: { 200: billingSettingsResponseSchema },
    }),
    async () => readWholeSetting(app.db, BILLING_SETTING),
  );

  app.put(
    "/settings/billing",
    routeOptions("admin", "settings", "Set whether the workshop charges VAT, its rate and number", {
      body: billingSettingsSchema,
      response: { 200: billingSettingsResponseSchema.extend({ message: z.string() }) },
    }),
    async (request) => {
      const saved = await saveWholeSetting(
        app.db,
        BILLING_SETTING,
        request.body,
        currentUser(request),
      );
      return { ...saved, message: BILLING_MESSAGES.saved };
    },
  );

  app.get(
    "/settings/price-list",
    routeOptions("admin", "settings", "The price list quotes start from", {
      response: { 200: priceListSchema },
    }),
    async () => readWholeSetting(app.db, PRICE_LIST_SETTING),
  );

  app.put(
    "/settings/price-list",
    routeOptions("admin", "settings", "Set the price list quotes start from", {
      body: priceListSchema,
      response: { 200: priceListSchema.extend({ message: z.string() }) },
    }),
    async (request) => {
      const saved = await saveWholeSetting(
        app.db,
        PRICE_LIST_SETTING,
        request.body,
        currentUser(request),
      );
      return { ...saved, message: BILLING_MESSAGES.priceListSaved };
    },
  );
};
