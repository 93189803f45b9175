import {
  messageResponseSchema,
  passkeyAssertionSchema,
  SECOND_FACTOR_MESSAGES,
  secondFactorCodeSchema,
  secondFactorStatusSchema,
  totpConfirmedSchema,
  totpEnrolmentSchema,
  webauthnOptionsSchema,
} from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { unauthorized } from "../errors";
import { routeOptions } from "../http/route-options";
import { currentUser } from "../identity/access";
import { refuseNewFactorWhilePending } from "../identity/second-factor-state";
import { startPasskeyAssertion, verifyPasskeyAssertion } from "../identity/webauthn";
import { removeTotp, replaceRecoveryCodes } from "./removal";
import {
  confirmTotp,
  markSessionProved,
  secondFactorStatus,
  startTotpEnrolment,
  verifySecondFactor,
} from "./mutations";

/** The second factor's own routes: open to an admin's session that has yet to prove one. */
const PENDING_FACTOR = { access: "signedIn", allowPendingSecondFactor: true } as const;

/**
 * Second factors: an authenticator app (TOTP, RFC 6238) with ten recovery codes, set up from
 * /account, and the code that confirms a sign-in. See
 * docs/decisions/085-second-factors.md.
 */
export const factorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/account/second-factor",
    routeOptions(PENDING_FACTOR, "account", "One's second factors and the recovery codes left", {
      response: { 200: secondFactorStatusSchema },
    }),
    async (request) => secondFactorStatus(app.db, currentUser(request).idnumber),
  );

  app.post(
    "/account/totp/enrol",
    routeOptions(
      PENDING_FACTOR,
      "account",
      "Start setting up an authenticator app: a new key, as a QR code and as text",
      { response: { 200: totpEnrolmentSchema } },
    ),
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      await refuseNewFactorWhilePending(app.db, auth);
      return startTotpEnrolment(app.db, auth.user);
    },
  );

  app.post(
    "/account/totp/confirm",
    routeOptions(
      PENDING_FACTOR,
      "account",
      "Confirm the authenticator with its first code; answers the ten recovery codes, once",
      { body: secondFactorCodeSchema, response: { 200: totpConfirmedSchema } },
    ),
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      await refuseNewFactorWhilePending(app.db, auth);
      const recoveryCodes = await confirmTotp(app.db, auth, request.body.code, request);
      return { message: SECOND_FACTOR_MESSAGES.enrolled, recoveryCodes };
    },
  );

  app.post(
    "/users/second-factor",
    routeOptions(
      PENDING_FACTOR,
      "users",
      "Confirm this sign-in with a code from the authenticator or a recovery code",
      { body: secondFactorCodeSchema, response: { 200: messageResponseSchema } },
    ),
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      await verifySecondFactor(app.db, auth, request.body.code, request);
      return { message: SECOND_FACTOR_MESSAGES.verified };
    },
  );

  app.post(
    "/users/second-factor/passkey/options",
    routeOptions(
      PENDING_FACTOR,
      "users",
      "Start confirming this sign-in with one of one's passkeys: the options for the browser",
      { response: { 200: webauthnOptionsSchema } },
    ),
    async (request) =>
      startPasskeyAssertion(app.db, app.config, "second-factor", currentUser(request).idnumber),
  );

  app.post(
    "/users/second-factor/passkey",
    routeOptions(
      PENDING_FACTOR,
      "users",
      "Confirm this sign-in with the passkey the browser answered with",
      { body: passkeyAssertionSchema, response: { 200: messageResponseSchema } },
    ),
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const { db, config } = app;
      await verifyPasskeyAssertion(db, config, request.body, "second-factor", auth.user.idnumber);
      await markSessionProved(db, auth.tokenHash, new Date());
      return { message: SECOND_FACTOR_MESSAGES.verified };
    },
  );

  app.delete(
    "/account/totp",
    routeOptions(
      { access: "signedIn", confirmRecent: true },
      "account",
      "Remove one's authenticator app and its recovery codes (an admin must keep another factor)",
      { response: { 200: messageResponseSchema } },
    ),
    async (request) => {
      await removeTotp(app.db, currentUser(request), request);
      return { message: SECOND_FACTOR_MESSAGES.removed };
    },
  );

  app.post(
    "/account/recovery-codes",
    routeOptions(
      { access: "signedIn", confirmRecent: true },
      "account",
      "Ten new recovery codes in place of the old ones, shown once",
      { response: { 200: totpConfirmedSchema } },
    ),
    async (request) => ({
      message: SECOND_FACTOR_MESSAGES.newRecoveryCodes,
      recoveryCodes: await replaceRecoveryCodes(app.db, currentUser(request), request),
    }),
  );
};
