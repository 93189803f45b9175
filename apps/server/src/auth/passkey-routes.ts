import { loginResponseSchema, passkeyAssertionSchema, webauthnOptionsSchema } from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { perMinute } from "../http/rate-limit";
import { routeOptions } from "../http/route-options";
import { noteSignInDevice } from "../identity/known-devices";
import { signInBrowser } from "../identity/sessions";
import { startPasskeyAssertion } from "../identity/webauthn";
import { AUTH_MESSAGES } from "./messages";
import { signInWithPasskey } from "./mutations";

const passkeySignIn = {
  access: "public",
  rateLimit: perMinute(30, AUTH_MESSAGES.tooManyFromIp),
} as const;

/**
 * Signing in with a passkey instead of an e-mail and password: the options for the browser,
 * then its answer. The passkey proves two factors at once (the device, and the PIN or
 * fingerprint that unlocks it), so an admin's session needs no code after it.
 */
export const passkeySignInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/users/passkey/options",
    routeOptions(
      passkeySignIn,
      "users",
      "Start signing in with a passkey: the options for the browser's WebAuthn call",
      { response: { 200: webauthnOptionsSchema } },
    ),
    async () => startPasskeyAssertion(app.db, app.config, "sign-in", null),
  );

  app.post(
    "/users/passkey/login",
    routeOptions(
      passkeySignIn,
      "users",
      "Sign in with the passkey the browser answered with; sets the session cookie",
      { body: passkeyAssertionSchema, response: { 200: loginResponseSchema } },
    ),
    async (request, reply) => {
      const { db, config } = app;
      const { user, session } = await signInWithPasskey(db, config, request.body, request);
      await signInBrowser(db, request, reply, session, config.cookieSecure);
      await noteSignInDevice(db, request, reply, user, config.cookieSecure);
      // A passkey is two factors: an admin's session has proved its second.
      const secondFactor = user.role === "admin" ? ("proved" as const) : ("none" as const);
      return { message: AUTH_MESSAGES.loginSuccessful, ...user, secondFactor };
    },
  );
};
