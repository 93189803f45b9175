import {
  QUOTE_MESSAGES as Q,
  quoteAnswerPayloadSchema,
  quoteAnswerResponseSchema,
  quoteApprovalPayloadSchema,
  quoteHistorySchema,
  quoteSavePayloadSchema,
  quoteSaveResponseSchema,
  quotesSendResponseSchema,
  repairIdParamsSchema,
  repairLineIdParamsSchema,
  trackingTokenParamsSchema,
} from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../errors";
import { perMinute } from "../../http/rate-limit";
import { privateLinkRouteOptions, routeOptions } from "../../http/route-options";
import { currentUser } from "../../identity/access";
import { findTrackedRequestId } from "../../links/tracking-links";
import { REPAIR_MESSAGES } from "../messages";
import { repairRequestOwner } from "../queries";
import { TRACKING_MESSAGES, TRACKING_RATE_LIMIT } from "../tracking-routes";
import { answerQuote, recordApproval } from "./answers";
import { saveQuote, sendQuotes } from "./mutations";
import { lineQuoteHistory } from "./history";

/**
 * Quotes of the pieces the warranty does not cover (decision 095): the workshop writes and
 * sends them and records approvals taken by phone; the customer answers from the tracking
 * page (its link is the credential) or their own request page.
 */
export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    "/repairs/lines/:lineId/quote",
    routeOptions("admin", "quotes", "Write a piece's quote: its draft, or its next version", {
      params: repairLineIdParamsSchema,
      body: quoteSavePayloadSchema,
      response: { 200: quoteSaveResponseSchema },
    }),
    async (request) => ({
      message: Q.saved,
      quote: await saveQuote(app.db, request.params.lineId, request.body, currentUser(request)),
    }),
  );

  app.get(
    "/repairs/lines/:lineId/quotes",
    routeOptions("admin", "quotes", "Every version of a piece's quote, newest first", {
      params: repairLineIdParamsSchema,
      response: { 200: quoteHistorySchema },
    }),
    async (request) => lineQuoteHistory(app.db, request.params.lineId),
  );

  app.post(
    "/repairs/lines/:lineId/quote/approval",
    routeOptions(
      "admin",
      "quotes",
      "Record the customer's approval given by phone or in the workshop, with a note",
      {
        params: repairLineIdParamsSchema,
        body: quoteApprovalPayloadSchema,
        response: { 200: quoteSaveResponseSchema },
      },
    ),
    async (request) => ({
      message: Q.recorded,
      quote: await recordApproval(
        app.db,
        request.params.lineId,
        request.body,
        currentUser(request),
      ),
    }),
  );

  app.post(
    "/repairs/:id/quotes/send",
    routeOptions("admin", "quotes", "Send a request's unsent quotes to its customer (one mail)", {
      params: repairIdParamsSchema,
      response: { 200: quotesSendResponseSchema },
    }),
    async (request) => {
      const sent = await sendQuotes(
        app.db,
        request.params.id,
        currentUser(request),
        app.config.notifyBatchSeconds,
      );
      return { message: Q.sent(sent), sent };
    },
  );

  app.post(
    "/repairs/:id/quote-answers",
    routeOptions("signedIn", "quotes", "The customer approves or declines a piece's quote", {
      params: repairIdParamsSchema,
      body: quoteAnswerPayloadSchema,
      response: { 200: quoteAnswerResponseSchema },
    }),
    async (request) => {
      // Only the request's own customer answers here (an admin records an approval instead):
      // anyone else gets the 404 of a request that does not exist.
      const owner = await repairRequestOwner(app.db, request.params.id);
      if (owner === undefined || owner !== currentUser(request).idnumber) {
        throw notFound(REPAIR_MESSAGES.requestNotFound);
      }
      const answered = await answerQuote(app.db, request.params.id, request.body, "customer-page");
      return { message: messageOf(request.body.answer, answered.serialno), quote: answered.quote };
    },
  );

  app.post(
    "/track/:token/quote-answers",
    privateLinkRouteOptions(
      perMinute(TRACKING_RATE_LIMIT, TRACKING_MESSAGES.tooMany),
      "tracking",
      "Approve or decline a piece's quote, for whoever holds the request's tracking link",
      {
        params: trackingTokenParamsSchema,
        body: quoteAnswerPayloadSchema,
        response: { 200: quoteAnswerResponseSchema },
      },
    ),
    async (request) => {
      const id = await findTrackedRequestId(app.db, request.params.token);
      if (id === undefined) throw notFound(TRACKING_MESSAGES.notFound);
      const answered = await answerQuote(app.db, id, request.body, "tracking-link");
      return { message: messageOf(request.body.answer, answered.serialno), quote: answered.quote };
    },
  );
};

const messageOf = (answer: "approve" | "decline", serialno: string) =>
  answer === "approve" ? Q.approved(serialno) : Q.declined(serialno);
