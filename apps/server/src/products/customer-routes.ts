import {
  customerProductsResponseSchema,
  idNumberParamsSchema,
  noRepairProductsResponseSchema,
  totalSchema,
} from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { customerProducts, customerProductsQuerySchema, noRepairProducts } from "./customer-lists";
import { routeOptions } from "../http/route-options";

/** `total` is an addition to requirements §7's `{data}`: the count before paging. */
const customerProductsPageSchema = customerProductsResponseSchema.extend({ total: totalSchema });

/**
 * A customer's own products: GET /products/products-for-customer/:id and
 * /products/no-repair-products-for-customer/:id. A customer may name only themself (404
 * otherwise), an admin anyone. See docs/api.md.
 */
export const customerProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/products/products-for-customer/:id",
    routeOptions(
      { own: "id" },
      "products",
      "A customer's products with their repair count and last repair date",
      {
        params: idNumberParamsSchema,
        querystring: customerProductsQuerySchema,
        response: { 200: customerProductsPageSchema },
      },
    ),
    async (request) => customerProducts(app.db, request.params.id, request.query),
  );

  app.get(
    "/products/no-repair-products-for-customer/:id",
    routeOptions(
      { own: "id" },
      "products",
      "A customer's products with no open repair line (may go into a new request)",
      { params: idNumberParamsSchema, response: { 200: noRepairProductsResponseSchema } },
    ),
    async (request) => noRepairProducts(app.db, request.params.id),
  );
};
