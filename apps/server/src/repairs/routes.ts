import {
  adminRepairsResponseSchema,
  API_MESSAGES,
  customerRepairsResponseSchema,
  idNumberParamsSchema,
  optionalQueryInteger,
  LIST_LIMIT_MAX,
  repairCreatePayloadSchema,
  repairCreateResponseSchema,
  repairIdParamsSchema,
  repairListQuerySchema,
  repairRequestPageSchema,
  repairStatisticsSchema,
  repairUpdatePayloadSchema,
  repairUpdateResponseSchema,
} from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../identity/access";
import { trackingUrls } from "../links/tracking-links";
import { createRepairRequest, updateRepairRequest } from "./mutations";
import { adminRepairRequests, customerRepairRequests, repairStatistics } from "./queries";
import { routeOptions } from "../http/route-options";
import { pageOrStream } from "../http/json-list-stream";
import { repairRequestPage } from "./request-page";
import { turnaroundAt } from "./turnaround";
import { trackingRoutes } from "./tracking-routes";
import { repairExportRoutes } from "./export-routes";
import { lineActionRoutes } from "./line-action-routes";
import { documentRoutes } from "./documents/document-routes";
import { accountsExportRoutes } from "./payments/accounts-export-routes";
import { paymentRoutes } from "./payments/payment-routes";
import { quoteRoutes } from "./quotes/quote-routes";

/** Optional paging of a customer's requests; without it, all of them (requirements §7). */
const customerRepairsQuerySchema = z.object({
  limit: optionalQueryInteger(1, LIST_LIMIT_MAX),
  offset: optionalQueryInteger(0),
});

/**
 * Repair requests: /repairs/get-customer-repairs/:id, /repairs/get-admin-repairs,
 * /repairs/statistics, /repairs/create, /repairs/update-repair/:id, /repairs/requests/:id.
 * See docs/api.md.
 */
export const repairRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each request read by its customer or an admin carries its tracking link.
  const urlsOfLinks = () => trackingUrls(app.db, app.config.publicUrl);

  app.get(
    "/repairs/get-customer-repairs/:id",
    routeOptions(
      { own: "id" },
      "repairs",
      "A customer's repair requests, newest first, each line with its full log",
      {
        params: idNumberParamsSchema,
        querystring: customerRepairsQuerySchema,
        response: { 200: customerRepairsResponseSchema },
      },
    ),
    async (request) =>
      customerRepairRequests(app.db, request.params.id, request.query, await urlsOfLinks()),
  );

  app.post(
    "/repairs/create",
    routeOptions(
      { ownBody: "customeridnumber" },
      "repairs",
      "Raise a repair request (a customer for their own products, an admin for any)",
      { body: repairCreatePayloadSchema, response: { 201: repairCreateResponseSchema } },
    ),
    async (request, reply) => {
      const repairid = await createRepairRequest(app.db, request.body, currentUser(request));
      return reply.code(201).send({ repairid, message: API_MESSAGES.repairCreated });
    },
  );

  app.get(
    "/repairs/get-admin-repairs",
    routeOptions(
      "admin",
      "repairs",
      "Every repair request: search, status filter, sort and paging",
      { querystring: repairListQuerySchema, response: { 200: adminRepairsResponseSchema } },
    ),
    async (request, reply) => {
      const urlOf = await urlsOfLinks();
      const turnaround = await turnaroundAt(app.db, app.now());
      return pageOrStream(reply, app.db, request.query, "repairRequests", (db, query, known) =>
        adminRepairRequests(db, query, turnaround, urlOf, known),
      );
    },
  );

  app.get(
    "/repairs/statistics",
    routeOptions(
      "admin",
      "repairs",
      "Requests by status bucket, open requests and their average age",
      { response: { 200: repairStatisticsSchema } },
    ),
    async () => repairStatistics(app.db, await turnaroundAt(app.db, app.now())),
  );

  app.get(
    "/repairs/requests/:id",
    routeOptions(
      "signedIn",
      "repairs",
      "One request's page: its customer, items, dated state history and notes (an admin: any; a customer: their own)",
      { params: repairIdParamsSchema, response: { 200: repairRequestPageSchema } },
    ),
    async (request) =>
      repairRequestPage(
        app.db,
        request.params.id,
        currentUser(request),
        await urlsOfLinks(),
        await turnaroundAt(app.db, app.now()),
      ),
  );

  await app.register(trackingRoutes);
  await app.register(repairExportRoutes);
  await app.register(lineActionRoutes);
  await app.register(quoteRoutes);
  await app.register(paymentRoutes);
  await app.register(documentRoutes);
  await app.register(accountsExportRoutes);

  app.put(
    "/repairs/update-repair/:id",
    routeOptions(
      "admin",
      "repairs",
      "Update location and lines, append notes; the status follows from the lines",
      {
        params: repairIdParamsSchema,
        body: repairUpdatePayloadSchema,
        response: { 200: repairUpdateResponseSchema },
      },
    ),
    async (request) => {
      const repairRequest = await updateRepairRequest(
        app.db,
        request.params.id,
        request.body,
        currentUser(request),
        {
          notifyBatchSeconds: app.config.notifyBatchSeconds,
          trackingUrlOf: await urlsOfLinks(),
        },
      );
      return { message: API_MESSAGES.repairUpdated, repairRequest };
    },
  );
};
