import { asc, eq } from "drizzle-orm";
import {
  productAttributesSchema,
  productTypeParamsSchema,
  productTypesResponseSchema,
} from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { colours, productTypeColours, productTypes, productTypeSizes, sizes } from "../db/schema";
import { notFound } from "../errors";
import { adminProductRoutes } from "./admin-routes";
import { allAttributes } from "./queries";

export const PRODUCT_MESSAGES = {
  typeNotFound: "Product type not found.",
} as const;

/**
 * Products: the public reference data the product forms need (types, colours, sizes), and the
 * admin's list, statistics, create and edit (admin-routes.ts).
 */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminProductRoutes);

  app.get(
    "/products/product-attributes",
    {
      config: { access: "public" },
      schema: {
        tags: ["products"],
        summary: "Every colour and size, in picker order (the filters of Manage Products)",
        response: { 200: productAttributesSchema },
      },
    },
    async () => allAttributes(app.db),
  );

  app.get(
    "/products/product-types",
    {
      config: { access: "public" },
      schema: {
        tags: ["products"],
        summary: "Every product type, by name, with Custom last",
        response: { 200: productTypesResponseSchema },
      },
    },
    async () => {
      const rows = await app.db
        .select({ producttypeid: productTypes.id, name: productTypes.name })
        .from(productTypes)
        // false sorts before true: the catalogue types first, then Custom.
        .orderBy(asc(productTypes.isCustom), asc(productTypes.name));
      return { data: rows };
    },
  );

  app.get(
    "/products/product-attributes/:id",
    {
      config: { access: "public" },
      schema: {
        tags: ["products"],
        summary: "The colours and sizes a product type is offered in",
        params: productTypeParamsSchema,
        response: { 200: productAttributesSchema },
      },
    },
    async (request) => {
      const { db } = app;
      const { id } = request.params;
      const [type] = await db
        .select({ id: productTypes.id })
        .from(productTypes)
        .where(eq(productTypes.id, id))
        .limit(1);
      if (!type) throw notFound(PRODUCT_MESSAGES.typeNotFound);

      const [colorRows, sizeRows] = await Promise.all([
        db
          .select({ colourid: colours.id, name: colours.name })
          .from(productTypeColours)
          .innerJoin(colours, eq(colours.id, productTypeColours.colourId))
          .where(eq(productTypeColours.productTypeId, id))
          .orderBy(asc(colours.sortOrder), asc(colours.name)),
        db
          .select({ sizeid: sizes.id, name: sizes.name })
          .from(productTypeSizes)
          .innerJoin(sizes, eq(sizes.id, productTypeSizes.sizeId))
          .where(eq(productTypeSizes.productTypeId, id))
          .orderBy(asc(sizes.sortOrder), asc(sizes.name)),
      ]);
      return { colors: colorRows, sizes: sizeRows };
    },
  );
};
