import { globalSearchQuerySchema, globalSearchResponseSchema } from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeOptions } from "../http/route-options";
import { globalSearch } from "./search";

/** The admin header's search box: GET /search?q= (see docs/api.md). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/search",
    routeOptions(
      "admin",
      "search",
      "Items, requests and customers matching q, grouped by kind, and the one thing q names exactly",
      { querystring: globalSearchQuerySchema, response: { 200: globalSearchResponseSchema } },
    ),
    async (request) => globalSearch(app.db, request.query.q),
  );
};
