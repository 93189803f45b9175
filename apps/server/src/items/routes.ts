import {
  careGuideBodySchema,
  careGuideParamsSchema,
  careGuideSchema,
  ITEM_MESSAGES,
  itemPageSchema,
  itemParamsSchema,
  verifyLinkSchema,
} from "@lo/domain";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { recordAudit } from "../db/audit-log";
import { careGuides, productTypes } from "../db/schema";
import { notFound } from "../errors";
import { routeOptions } from "../http/route-options";
import { linkSecret, tokenFromSalt } from "../links/link-secret";
import { currentUser } from "../identity/access";
import { revokeVerifyLink, verifyTokenFor, verifyUrl } from "../links/verify-links";
import { itemPage, visibleItem } from "./item-page";
import { verifyRoutes } from "./verify-routes";

/**
 * The item page (`GET /items/{serialno}`), its verify link's revocation and the care guides'
 * edit; the public verify page's data and the labels are verify-routes.ts (issue 13).
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
      const token = await app.db.transaction(async (tx) => {
        const made = await revokeVerifyLink(tx, item.serialno);
        await recordAudit(tx, {
          actor: user,
          entityKind: "product",
          entityId: item.serialno,
          action: "verify-link-renewed",
          subjects: { serialno: item.serialno, customerIdnumber: item.owner },
        });
        return made;
      });
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
    async (request) => {
      const user = currentUser(request);
      const { productTypeId } = request.params;
      const { text } = request.body;
      return app.db.transaction(async (tx) => {
        const [type] = await tx
          .select({ name: productTypes.name, before: careGuides.text })
          .from(productTypes)
          .leftJoin(careGuides, eq(careGuides.productTypeId, productTypes.id))
          .where(eq(productTypes.id, productTypeId))
          .for("update", { of: productTypes });
        if (!type) throw notFound(ITEM_MESSAGES.productTypeNotFound);
        const [saved] = await tx
          .insert(careGuides)
          .values({ productTypeId, text })
          .onConflictDoUpdate({
            target: careGuides.productTypeId,
            set: { text, updatedAt: new Date() },
          })
          .returning({ updatedAt: careGuides.updatedAt });
        if (type.before !== text) {
          await recordAudit(tx, {
            actor: user,
            entityKind: "setting",
            entityId: `care-guide:${type.name}`,
            action: "update",
            changes: { careGuide: { before: type.before, after: text } },
          });
        }
        return {
          productTypeId,
          productType: type.name,
          text,
          updatedAt: (saved?.updatedAt ?? new Date()).toISOString(),
        };
      });
    },
  );
};
