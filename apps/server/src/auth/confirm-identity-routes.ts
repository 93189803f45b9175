import {
  CONFIRM_IDENTITY_MESSAGES,
  confirmIdentitySchema,
  confirmIdentityStatusSchema,
  messageResponseSchema,
} from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { unauthorized } from "../errors";
import { routeOptions } from "../http/route-options";
import { confirmedUntil, markConfirmed } from "../identity/confirm-identity";
import { checkCurrentPassword } from "../identity/current-password";

/**
 * 'Confirm it is you' (decision 088): the password once more, which lets the calls that need a
 * recent proof through for 15 minutes (a code or a passkey does the same through the second
 * factor's routes), and until when the last proof lasts.
 */
export const confirmIdentityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/users/confirm-identity",
    routeOptions(
      "signedIn",
      "users",
      "Until when this session's last proof that it is the person lasts",
      {
        response: { 200: confirmIdentityStatusSchema },
      },
    ),
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      return {
        confirmedUntil:
          confirmedUntil(auth, app.config.confirmIdentitySeconds)?.toISOString() ?? null,
      };
    },
  );

  app.post(
    "/users/confirm-identity",
    routeOptions(
      "signedIn",
      "users",
      "Confirm it is you with your password: calls that need it go through for 15 minutes",
      { body: confirmIdentitySchema, response: { 200: messageResponseSchema } },
    ),
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      // A wrong password counts against the account's sign-in limit, as a sign-in does.
      await checkCurrentPassword(app.db, auth.user, request.body.password, request.ip, "password");
      await markConfirmed(app.db, auth.tokenHash);
      return { message: CONFIRM_IDENTITY_MESSAGES.confirmed };
    },
  );
};
