import {
  accountSessionsResponseSchema,
  messageResponseSchema,
  SESSION_MESSAGES,
  sessionIdParamsSchema,
} from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound, unauthorized } from "../errors";
import { recordSecurity } from "../db/security-log";
import { routeOptions } from "../http/route-options";
import { endSessionById, listSessions, publicSessionId } from "../identity/session-list";
import { clearSessionCookie } from "../identity/sessions";

/** The signed-in person's sessions on /account: the list, and ending one of them. */
export const accountSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/account/sessions",
    routeOptions(
      "signedIn",
      "account",
      "One's own sessions: browser and system, address, started, last seen, this device",
      { response: { 200: accountSessionsResponseSchema } },
    ),
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      return {
        sessions: await listSessions(app.db, auth.user.idnumber, auth.tokenHash, new Date()),
      };
    },
  );

  app.post(
    "/account/sessions/:id/end",
    routeOptions("signedIn", "account", "End one of one's own sessions (this one signs out)", {
      params: sessionIdParamsSchema,
      response: { 200: messageResponseSchema },
    }),
    async (request, reply) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const { id } = request.params;
      // Someone else's session is as unknown as one that never was.
      if (!(await endSessionById(app.db, auth.user.idnumber, id))) {
        throw notFound(SESSION_MESSAGES.sessionNotFound);
      }
      const current = id === publicSessionId(auth.tokenHash);
      await recordSecurity(app.db, request, {
        event: "session-ended",
        userIdnumber: auth.user.idnumber,
        details: { current },
      });
      if (current) clearSessionCookie(reply, app.config.cookieSecure);
      return { message: SESSION_MESSAGES.sessionEnded };
    },
  );
};
