import { auditLogQuerySchema, auditLogResponseSchema } from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeOptions } from "../http/route-options";
import { auditHistory } from "./queries";

/** The audit log (admin): GET /audit-log, one customer's, item's or request's history. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/audit-log",
    routeOptions(
      "admin",
      "audit",
      "The admin changes recorded about one customer, item or request, newest first, 50 a page",
      { querystring: auditLogQuerySchema, response: { 200: auditLogResponseSchema } },
    ),
    async (request) => {
      const { before, ...subject } = request.query;
      return auditHistory(app.db, subject, before);
    },
  );
};
