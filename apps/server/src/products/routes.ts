import {
  ADMIN_PRODUCT_MESSAGES,
  productAttributesSchema,
  productTypeParamsSchema,
  productTypesResponseSchema,
} from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { orNotFound } from "../errors";
import { adminProductRoutes } from "./admin-routes";
import { customerProductRoutes } from "./customer-routes";
import { productExportRoutes } from "./export-routes";
import { allAttributes, allProductTypes, typeAttributes } from "./queries";
import { routeOptions } from "../http/route-options";

/**
 * Products: the public reference data the product forms need (types, colours, sizes) here,
 * the admin's list, statistics, create and edit (admin-routes.ts), and a customer's own
 * products (customer-routes.ts).
 */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminProductRoutes);
  await app.register(productExportRoutes);

  app.get(
    "/products/product-attributes",
    routeOptions(
      "public",
      "products",
      "Every colour and size, in picker order (the filters of Manage Products)",
      { response: { 200: productAttributesSchema } },
    ),
    async () => allAttributes(app.db),
  );

  app.get(
    "/products/product-types",
    routeOptions("public", "products", "Every product type, by name, with Custom last", {
      response: { 200: productTypesResponseSchema },
    }),
    async () => allProductTypes(app.db),
  );

  app.get(
    "/products/product-attributes/:id",
    routeOptions("public", "products", "The colours and sizes a product type is offered in", {
      params: productTypeParamsSchema,
      response: { 200: productAttributesSchema },
    }),
    async (request) =>
      orNotFound(
        await typeAttributes(app.db, request.params.id),
        ADMIN_PRODUCT_MESSAGES.typeNotFound,
      ),
  );

  await app.register(customerProductRoutes);
};
