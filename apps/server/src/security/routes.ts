import { securityLogQuerySchema, securityLogResponseSchema } from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeOptions } from "../http/route-options";
import { securityLogPage } from "./queries";

/** The security log (admin): sign-ins, password and e-mail changes, factors, sessions, exports. */
export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/security-log",
    routeOptions(
      "admin",
      "security",
      "The security log, newest first, by event, person and days, a page at a time",
      { querystring: securityLogQuerySchema, response: { 200: securityLogResponseSchema } },
    ),
    async (request) => securityLogPage(app.db, request.query),
  );
};
