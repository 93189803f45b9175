import {
  messageResponseSchema,
  PASSKEY_MESSAGES,
  passkeyIdParamsSchema,
  passkeyNameSchema,
  passkeyRegistrationSchema,
  passkeysResponseSchema,
  webauthnOptionsSchema,
} from "@lo/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { unauthorized } from "../errors";
import { routeOptions } from "../http/route-options";
import { currentUser } from "../identity/access";
import { refuseNewFactorWhilePending } from "../identity/second-factor-state";
import {
  finishRegistration,
  listPasskeys,
  removePasskey,
  renamePasskey,
  startRegistration,
} from "./mutations";

/**
 * Adding a passkey is open to an admin's session that has not proved a second factor only while
 * they have none: it is one way to set up their first (decision 087).
 */
const FIRST_FACTOR = {
  access: "signedIn",
  allowPendingSecondFactor: true,
  // A new way in to the account: the person must have proved it is them lately.
  confirmRecent: true,
} as const;

function authOf(request: FastifyRequest) {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * One's passkeys on /account: the list, adding one (two calls: the options for the browser,
 * then its answer), naming and removing them. Signing in with one is auth/passkey-routes.ts.
 * See docs/decisions/086-passkeys.md.
 */
export const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/account/passkeys",
    routeOptions("signedIn", "account", "One's passkeys: name, added, last used", {
      response: { 200: passkeysResponseSchema },
    }),
    async (request) => ({ passkeys: await listPasskeys(app.db, currentUser(request).idnumber) }),
  );

  app.post(
    "/account/passkeys/options",
    routeOptions(
      FIRST_FACTOR,
      "account",
      "Start adding a passkey: the options for the browser's WebAuthn call (valid 5 minutes)",
      { response: { 200: webauthnOptionsSchema } },
    ),
    async (request) => {
      await refuseNewFactorWhilePending(app.db, authOf(request));
      return startRegistration(app.db, app.config, currentUser(request));
    },
  );

  app.post(
    "/account/passkeys",
    routeOptions(FIRST_FACTOR, "account", "Add the passkey the browser made, under a name", {
      body: passkeyRegistrationSchema,
      response: { 201: messageResponseSchema },
    }),
    async (request, reply) => {
      await refuseNewFactorWhilePending(app.db, authOf(request));
      await finishRegistration(app.db, app.config, currentUser(request), request.body, request);
      return reply.code(201).send({ message: PASSKEY_MESSAGES.added });
    },
  );

  app.put(
    "/account/passkeys/:id",
    routeOptions("signedIn", "account", "Rename one of one's passkeys", {
      params: passkeyIdParamsSchema,
      body: passkeyNameSchema,
      response: { 200: messageResponseSchema },
    }),
    async (request) => {
      const { idnumber } = currentUser(request);
      await renamePasskey(app.db, idnumber, request.params.id, request.body.name);
      return { message: PASSKEY_MESSAGES.renamed };
    },
  );

  app.delete(
    "/account/passkeys/:id",
    routeOptions(
      { access: "signedIn", confirmRecent: true },
      "account",
      "Remove one of one's passkeys (an admin must keep another second factor)",
      {
        params: passkeyIdParamsSchema,
        response: { 200: messageResponseSchema },
      },
    ),
    async (request) => {
      await removePasskey(app.db, currentUser(request), request.params.id, request);
      return { message: PASSKEY_MESSAGES.removed };
    },
  );
};
