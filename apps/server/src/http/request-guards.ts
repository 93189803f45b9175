import { hasNulCharacter, NUL_CHARACTER_MESSAGE } from "@lo/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { validationError } from "../errors";
import { pathOfString } from "./json-body";

/**
 * Guards that hold for every route, whatever its own schema says (decision 063):
 *
 * - a NUL byte in a path parameter, the query string or a JSON body is refused with 400
 *   before validation. The domain's field schemas refuse it too (`plainText`); this is the
 *   net under the routes whose parameters are plain strings. PostgreSQL cannot store a NUL
 *   in text and answered such a value with an error (a 500 whose log held the statement).
 * - a JSON body's own limits (its nesting depth, lone surrogates) are checked earlier, where
 *   it is parsed (json-body.ts); the depth bound keeps the walk here off the stack's limit.
 *   A lone surrogate cannot come in through the URL: it is decoded as UTF-8, which has no
 *   form for one (such a path is refused before routing, such a query value stays %-text).
 * - API answers are never stored by a browser or a proxy (`Cache-Control: no-store`) unless
 *   the route chose otherwise: most carry a signed-in person's data.
 */
export function registerRequestGuards(
  app: FastifyInstance,
  isApiRequest: (request: FastifyRequest) => boolean,
): void {
  app.addHook("preValidation", async (request) => {
    for (const [part, value] of [
      ["params", request.params],
      ["query", request.query],
      ["body", request.body],
    ] as const) {
      const path = pathOfString(value, hasNulCharacter);
      if (path) {
        throw validationError([
          { path: path.length > 0 ? path.join(".") : part, message: NUL_CHARACTER_MESSAGE },
        ]);
      }
    }
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (!reply.hasHeader("cache-control") && isApiRequest(request)) {
      reply.header("cache-control", "no-store");
    }
    return payload;
  });
}

/**
 * The onRequest hook of the public data behind a private link (tracking, verify): on every
 * answer, a 404 or 429 included, never indexed and never cached on the way.
 */
export async function privateLinkHeaders(_request: FastifyRequest, reply: FastifyReply) {
  reply.header("x-robots-tag", "noindex, nofollow").header("cache-control", "no-store");
}
