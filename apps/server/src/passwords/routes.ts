import {
  forgotPasswordSchema,
  loginResponseSchema,
  messageResponseSchema,
  PASSWORD_LINK_MESSAGES,
  passwordLinkParamsSchema,
  passwordLinkStateSchema,
  setPasswordByLinkSchema,
} from "@lo/domain";
import type { FastifySchema } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { tooManyRequests } from "../errors";
import { BY_LINK_TOKEN, routeOptions } from "../http/route-options";
import { secondFactorState } from "../identity/second-factor-state";
import { noteSignInDevice } from "../identity/known-devices";
import { signInBrowser } from "../identity/sessions";
import { livePasswordLink, requestPasswordReset, setPasswordByLink } from "./mutations";

/** Per IP: each request may send a mail, to anyone's address. */
const forgotRateLimit = {
  max: 10,
  timeWindow: "15 minutes",
  errorResponseBuilder: () => tooManyRequests(PASSWORD_LINK_MESSAGES.tooManyForgot),
};

/**
 * The password links of design §8: what a link is for, setting a password with it (which signs
 * the browser in), and asking for a reset link. The invitations an admin sends are the
 * customers' (customers/routes.ts).
 */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  // A password link's calls: public, by the link's token, rate limited.
  const byLink = <const S extends FastifySchema>(summary: string, schema: S) =>
    routeOptions(BY_LINK_TOKEN, "users", summary, {
      params: passwordLinkParamsSchema,
      ...schema,
    });

  app.get(
    "/password-links/:token",
    byLink("What a live password link is for (invitation or reset); anything else 404", {
      response: { 200: passwordLinkStateSchema },
    }),
    async (request) => {
      const { purpose } = await livePasswordLink(app.db, request.params.token);
      return { purpose };
    },
  );

  app.post(
    "/password-links/:token",
    byLink(
      "Set the password with a live link (flag 1): ends every session of the account and signs this browser in",
      { body: setPasswordByLinkSchema, response: { 200: loginResponseSchema } },
    ),
    async (request, reply) => {
      const { db, config } = app;
      const { user, session } = await setPasswordByLink(
        db,
        request.params.token,
        request.body.password,
        request,
      );
      await signInBrowser(db, request, reply, session, config.cookieSecure);
      await noteSignInDevice(db, request, reply, user, config.cookieSecure);
      // An admin's recovery still asks for the second factor: this session has proved none.
      const secondFactor = await secondFactorState(db, user, null);
      return { message: PASSWORD_LINK_MESSAGES.passwordSet, ...user, secondFactor };
    },
  );

  app.post(
    "/users/forgot-password",
    routeOptions(
      { access: "public", rateLimit: forgotRateLimit },
      "users",
      "Mail a reset link (valid 1 hour) to the account with this address; the answer is the same whether or not there is one",
      { body: forgotPasswordSchema, response: { 200: messageResponseSchema } },
    ),
    async (request) => {
      await requestPasswordReset(app.db, request.body.email, request);
      return { message: PASSWORD_LINK_MESSAGES.forgotAnswer };
    },
  );
};
