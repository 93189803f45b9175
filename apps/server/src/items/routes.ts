import {
  careGuideBodySchema,
  careGuideParamsSchema,
  careGuideSchema,
  itemPageSchema,
  itemParamsSchema,
  verifyLinkSchema,
} from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeOptions } from "../http/route-options";
import { linkSecret, tokenFromSalt } from "../links/link-secret";
import { currentUser } from "../identity/access";
import { verifyTokenFor, verifyUrl } from "./verify-links";
import { itemPage, visibleItem } from "./item-page";
import { renewVerifyLink, saveCareGuide } from "./mutations";
import { verifyRoutes } from "./verify-routes";

/**
 * The item page (`GET /items/{serialno}`), its verify link's revocation and the care guides'
 * edit; the public verify page's data and the labels are verify-routes.ts.
 */
export const itemRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(verifyRoutes);
  const urlOf = async (serialno: string, salt: string | null) =>
    verifyUrl(
      app.config.publicUrl,
      salt === null
        ? await verifyTokenFor(app.db, serialno)
        : tokenFromSalt(await linkSecret(app.db), salt),
    );

  app.get(
    "/items/:serialno",
    routeOptions("signedIn", "items", "A piece's page (an admin any, a customer their own)", {
      params: itemParamsSchema,
      response: { 200: itemPageSchema },
    }),
    async (request) => itemPage(app.db, request.params.serialno, currentUser(request), urlOf),
  );

  app.post(
    "/items/:serialno/verify-link",
    routeOptions(
      "admin",
      "items",
      "End a piece's verify link (its printed labels stop working) and make a new one",
      { params: itemParamsSchema, response: { 200: verifyLinkSchema } },
    ),
    async (request) => {
      const user = currentUser(request);
      const item = await visibleItem(app.db, request.params.serialno, user);
      const token = await renewVerifyLink(app.db, item, user);
      return { verifyUrl: verifyUrl(app.config.publicUrl, token) };
    },
  );

  app.put(
    "/care-guides/:productTypeId",
    routeOptions("admin", "items", "Change a product type's care guide", {
      params: careGuideParamsSchema,
      body: careGuideBodySchema,
      response: { 200: careGuideSchema },
    }),
    async (request) =>
      saveCareGuide(app.db, request.params.productTypeId, request.body.text, currentUser(request)),
  );
};
