import {
  failedMailListQuerySchema,
  failedMailListResponseSchema,
  MAIL_MESSAGES,
  mailIdParamsSchema,
  messageResponseSchema,
} from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeOptions } from "../http/route-options";
import { retryFailedMail } from "./mutations";
import { failedMailPage } from "./queries";

/**
 * Mails that could not be delivered (admin): the list, newest failure first, and retry, which
 * puts one back in the queue with a fresh day of tries.
 */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/mail/failed",
    routeOptions("admin", "mail", "Mails that could not be delivered, newest first", {
      querystring: failedMailListQuerySchema,
      response: { 200: failedMailListResponseSchema },
    }),
    async (request) => failedMailPage(app.db, request.query),
  );

  app.post(
    "/admin/mail/:id/retry",
    routeOptions("admin", "mail", "Send a failed mail again", {
      params: mailIdParamsSchema,
      response: { 200: messageResponseSchema },
    }),
    async (request) => {
      await retryFailedMail(app.db, request.params.id);
      return { message: MAIL_MESSAGES.retryQueued };
    },
  );
};
