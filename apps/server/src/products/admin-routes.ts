import {
  adminProductStatisticsSchema,
  API_MESSAGES,
  messageResponseSchema,
  productCreatePayloadSchema,
  productCreateResponseSchema,
  productListQuerySchema,
  productsListResponseSchema,
  productUpdatePayloadSchema,
  serialParamsSchema,
} from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listProducts } from "./admin-list";
import { createProduct, updateProduct } from "./mutations";
import { productStatistics } from "./queries";
import { currentUser } from "../identity/access";
import { routeOptions } from "../http/route-options";
import { pageOrStream } from "../http/json-list-stream";

/**
 * The admin's product calls: the list (with search, filters, sorting and paging), the
 * statistics cards, create and edit. See docs/api.md.
 */
export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/products/",
    routeOptions(
      "admin",
      "products",
      "Products with repair counts; without parameters every product by serial number. " +
        "q searches serial, type, colour, size and customer name",
      { querystring: productListQuerySchema, response: { 200: productsListResponseSchema } },
    ),
    async (request, reply) => pageOrStream(reply, app.db, request.query, "data", listProducts),
  );

  app.get(
    "/products/statistics",
    routeOptions("admin", "products", "The numbers of the Manage Products cards", {
      response: { 200: adminProductStatisticsSchema },
    }),
    async () => productStatistics(app.db),
  );

  app.post(
    "/products/create",
    routeOptions(
      "admin",
      "products",
      "Register a piece for a customer; the serial number must be new",
      { body: productCreatePayloadSchema, response: { 201: productCreateResponseSchema } },
    ),
    async (request, reply) => {
      await createProduct(app.db, request.body, currentUser(request));
      return reply
        .code(201)
        .send({ message: API_MESSAGES.productCreated, id: request.body.serialno });
    },
  );

  app.put(
    "/products/:id",
    routeOptions(
      "admin",
      "products",
      "Change a piece's type, colour, size or owner; the serial number never changes",
      {
        params: serialParamsSchema,
        body: productUpdatePayloadSchema,
        response: { 200: messageResponseSchema },
      },
    ),
    async (request) => {
      await updateProduct(app.db, request.params.id, request.body, currentUser(request));
      return { message: API_MESSAGES.productUpdated };
    },
  );
};
