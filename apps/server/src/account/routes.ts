import {
  ACCOUNT_MESSAGES,
  notificationSettingsResponseSchema,
  notificationSettingsSchema,
  unsubscribeParamsSchema,
  unsubscribeResponseSchema,
} from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound, orNotFound } from "../errors";
import { currentUser } from "../identity/access";
import { BY_LINK_TOKEN, routeOptions } from "../http/route-options";
import { accountDetailsRoutes } from "./details-routes";
import { accountSessionRoutes } from "./session-routes";
import {
  mailChoicesOf,
  setMailChoices,
  statusMailsByToken,
  turnOffStatusMailsByToken,
} from "./status-mails";

/**
 * A customer's own mail choices (/account/notifications) and the opt-out link's calls for
 * the /unsubscribe/{token} page (/unsubscribe/{token}; the one-click POST of mail clients is
 * one-click.ts, outside the API); registers details-routes.ts.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/account/notifications",
    routeOptions("customer", "account", "The signed-in customer's mail choices", {
      response: { 200: notificationSettingsResponseSchema },
    }),
    async (request) => mailChoicesOf(app.db, currentUser(request).idnumber),
  );

  app.put(
    "/account/notifications",
    routeOptions(
      "customer",
      "account",
      "Turn the mails about one's repairs, and about sign-ins from a new device, on or off",
      {
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsResponseSchema },
      },
    ),
    async (request) => {
      const saved = await setMailChoices(app.db, currentUser(request).idnumber, request.body);
      return { ...saved, message: ACCOUNT_MESSAGES.choicesSaved };
    },
  );

  // The opt-out link's page: public, by the link's token, rate limited.
  const optOutLink = (summary: string) =>
    routeOptions(BY_LINK_TOKEN, "account", summary, {
      params: unsubscribeParamsSchema,
      response: { 200: unsubscribeResponseSchema },
    });

  app.get(
    "/unsubscribe/:token",
    optOutLink("Whether the status mails of an opt-out link's customer are on (changes nothing)"),
    async (request) => ({
      statusMails: orNotFound(await statusMailsByToken(app.db, request.params.token)),
    }),
  );

  app.post(
    "/unsubscribe/:token",
    optOutLink("Turn off the status mails of an opt-out link's customer (the page's button)"),
    async (request) => {
      if (!(await turnOffStatusMailsByToken(app.db, request.params.token))) throw notFound();
      return { statusMails: false, message: ACCOUNT_MESSAGES.statusMailsOff };
    },
  );

  await app.register(accountDetailsRoutes);
  await app.register(accountSessionRoutes);
};
