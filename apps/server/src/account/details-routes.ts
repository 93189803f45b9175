import {
  ACCOUNT_MESSAGES,
  accountDetailsResponseSchema,
  accountUpdatePayloadSchema,
  API_MESSAGES,
  emailConfirmationParamsSchema,
  messageResponseSchema,
} from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HttpError, notFound, orNotFound, unauthorized } from "../errors";
import { BY_LINK_TOKEN, routeOptions } from "../http/route-options";
import { currentUser } from "../identity/access";
import { deleteOtherSessions } from "../identity/session-list";
import { recordSecurity } from "../db/security-log";
import { accountDetails, updateAccountDetails } from "./details";
import { cancelEmailChange, confirmEmailChange } from "./email-change";

/**
 * The customer's own account (design §8, decision 062): their details, a change of e-mail
 * address confirmed from the new address, and signing out of their other devices. The mail
 * choices are in routes.ts; the password is changed with `PUT /users/reset-password/{own id}`.
 */
export const accountDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/account",
    routeOptions("customer", "account", "The signed-in customer's details", {
      response: { 200: accountDetailsResponseSchema },
    }),
    async (request) => orNotFound(await accountDetails(app.db, currentUser(request).idnumber)),
  );

  app.put(
    "/account",
    routeOptions(
      "customer",
      "account",
      "Save one's own details; a new e-mail waits for confirmation from that address",
      { body: accountUpdatePayloadSchema, response: { 200: accountDetailsResponseSchema } },
    ),
    async (request) => {
      const saved = await updateAccountDetails(
        app.db,
        currentUser(request),
        request.body,
        request.ip,
      );
      return { message: ACCOUNT_MESSAGES.detailsSaved, ...saved };
    },
  );

  app.delete(
    "/account/pending-email",
    routeOptions(
      "customer",
      "account",
      "Cancel a change of e-mail address (its link stops working)",
      {
        response: { 200: accountDetailsResponseSchema },
      },
    ),
    async (request) => {
      const { idnumber } = currentUser(request);
      await cancelEmailChange(app.db, idnumber);
      const details = orNotFound(await accountDetails(app.db, idnumber));
      return { message: ACCOUNT_MESSAGES.emailChangeCancelled, ...details };
    },
  );

  app.post(
    "/account/email-confirmations/:token",
    routeOptions(
      // Public: the link may be opened on another device, signed in as no one.
      BY_LINK_TOKEN,
      "account",
      "Use a confirm-email link: its address becomes the login (the link is spent)",
      { params: emailConfirmationParamsSchema, response: { 200: messageResponseSchema } },
    ),
    async (request) => {
      const outcome = await confirmEmailChange(app.db, request.params.token, request);
      if (outcome === "not-live") throw notFound(ACCOUNT_MESSAGES.linkExpired);
      if (outcome === "taken") throw new HttpError(409, API_MESSAGES.emailExists);
      return { message: ACCOUNT_MESSAGES.emailChanged };
    },
  );

  app.post(
    "/account/sessions/end-others",
    routeOptions("signedIn", "account", "Sign out of every other device (this session stays)", {
      response: { 200: messageResponseSchema },
    }),
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const ended = await deleteOtherSessions(app.db, auth.user.idnumber, auth.tokenHash);
      await recordSecurity(app.db, request, {
        event: "sessions-ended",
        userIdnumber: auth.user.idnumber,
        details: { ended, kept: "this device" },
      });
      return { message: ACCOUNT_MESSAGES.signedOutElsewhere };
    },
  );
};
