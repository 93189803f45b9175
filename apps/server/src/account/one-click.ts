import { ACCOUNT_MESSAGES, unsubscribeParamsSchema, unsubscribeResponseSchema } from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../errors";
import { linkTokenRateLimit } from "../http/rate-limit";
import { turnOffStatusMailsByToken } from "./status-mails";

/** Bodies a one-click POST may carry: `List-Unsubscribe=One-Click`, a few bytes. */
const ONE_CLICK_BODY_LIMIT = 4096;

/**
 * `POST /unsubscribe/{token}`, the address of every status mail's `List-Unsubscribe` header
 * with `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058). A mail provider posts
 * it from its own servers as a form (`application/x-www-form-urlencoded` or
 * `multipart/form-data`), with no cookie, API key or same-site Origin, so this route lives
 * outside the API, reads any body type (and ignores it), and is let through the cross-site
 * check: the secret token in the address is the whole authority, and all it can do is turn
 * mails off. A GET of the same address is the SPA's page, which changes nothing (link
 * scanners follow links). Decision 055.
 */
export const oneClickUnsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only in this plugin's scope: the rest of the app still accepts JSON alone.
  app.addContentTypeParser(
    "*",
    { parseAs: "string", bodyLimit: ONE_CLICK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    "/unsubscribe/:token",
    {
      config: { access: "public", crossSiteAllowed: true, rateLimit: linkTokenRateLimit },
      schema: {
        tags: ["account"],
        summary: "One-click opt-out from a mail client (RFC 8058): status mails off",
        params: unsubscribeParamsSchema,
        response: { 200: unsubscribeResponseSchema },
      },
    },
    async (request) => {
      if (!(await turnOffStatusMailsByToken(app.db, request.params.token))) throw notFound();
      return { statusMails: false, message: ACCOUNT_MESSAGES.statusMailsOff };
    },
  );
};
