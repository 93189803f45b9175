import {
  loginResponseSchema,
  loginSchema,
  resetPasswordPayloadSchema,
  userRecordSchema,
} from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { unauthorized } from "../errors";
import { perMinute } from "../http/rate-limit";
import { noteSignInDevice } from "../identity/known-devices";
import { secondFactorState } from "../identity/second-factor-state";
import {
  clearSessionCookie,
  createSession,
  endBrowserSession,
  setSessionCookie,
} from "../identity/sessions";
import { recordSecurity } from "../db/security-log";
import { AUTH_MESSAGES } from "./messages";
import { confirmIdentityRoutes } from "./confirm-identity-routes";
import { passkeySignInRoutes } from "./passkey-routes";
import { checkCredentials, resetCustomerPassword, setOwnPassword } from "./mutations";
import { routeOptions } from "../http/route-options";

const messageSchema = z.object({ message: z.string() });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/users/login",
    {
      config: {
        access: "public",
        rateLimit: perMinute(30, AUTH_MESSAGES.tooManyFromIp),
      },
      schema: {
        tags: ["users"],
        summary: "Sign in; sets the session cookie",
        body: loginSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const { db, config } = app;
      const user = await checkCredentials(db, request.body, request, {
        tempPasswordDays: config.tempPasswordDays,
      });
      // A sign-in replaces whatever session this browser had, never adds to it.
      await endBrowserSession(db, request);
      const session = await createSession(db, user.idnumber, request);
      await recordSecurity(db, request, { event: "sign-in", userIdnumber: user.idnumber });
      setSessionCookie(reply, session.token, session.expiresAt, config.cookieSecure);
      await noteSignInDevice(db, request, reply, user, config.cookieSecure);
      const secondFactor = await secondFactorState(db, user, null);
      return { message: AUTH_MESSAGES.loginSuccessful, ...user, secondFactor };
    },
  );

  app.post(
    "/users/logout",
    routeOptions("public", "users", "Sign out: ends the session and clears the cookie", {
      response: { 200: messageSchema },
    }),
    async (request, reply) => {
      const ended = await endBrowserSession(app.db, request);
      if (ended) await recordSecurity(app.db, request, { event: "sign-out", userIdnumber: ended });
      clearSessionCookie(reply, app.config.cookieSecure);
      return { message: AUTH_MESSAGES.loggedOut };
    },
  );

  app.get(
    "/users/me",
    routeOptions(
      { access: "signedIn", allowPendingPasswordChange: true, allowPendingSecondFactor: true },
      "users",
      "The signed-in user, and where this session stands with its second factor",
      { response: { 200: userRecordSchema } },
    ),
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const secondFactor = await secondFactorState(app.db, auth.user, auth.secondFactorAt);
      return { ...auth.user, secondFactor };
    },
  );

  app.put(
    "/users/reset-password/:id",
    routeOptions(
      {
        access: { own: "id" },
        allowPendingPasswordChange: true,
        // An admin resetting a customer's password: one's own takes the current password.
        confirmRecent: (request) =>
          (request.params as { id?: string }).id !== request.auth?.user.idnumber,
      },
      "users",
      "Own id: set your own password (passwordflag 1; with currentPassword unless it is a first-time one). Admin on a customer: reset it to their ID number (passwordflag 0)",
      {
        params: z.object({ id: z.string() }),
        body: resetPasswordPayloadSchema,
        response: { 200: messageSchema },
      },
    ),
    async (request, reply) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      if (request.params.id === auth.user.idnumber) {
        const session = await setOwnPassword(app.db, auth, request.body, request);
        setSessionCookie(reply, session.token, session.expiresAt, app.config.cookieSecure);
        return { message: AUTH_MESSAGES.passwordUpdated };
      }
      await resetCustomerPassword(app.db, auth.user, request.params.id, request.body, request);
      return { message: AUTH_MESSAGES.passwordReset };
    },
  );

  await app.register(passkeySignInRoutes);
  await app.register(confirmIdentityRoutes);
};
