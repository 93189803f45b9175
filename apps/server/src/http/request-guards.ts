import { hasNulCharacter, NUL_CHARACTER_MESSAGE } from "@lo/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { validationError } from "../errors";

/** The path (a.b.0.c) of the first string holding a NUL byte, if any. */
function pathOfNul(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === "string") return hasNulCharacter(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathOfNul(item, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = pathOfNul(item, [...path, key]) ?? pathOfNul(key, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Guards that hold for every route, whatever its own schema says (issue 11):
 *
 * - a NUL byte in a path parameter, the query string or a JSON body is refused with 400
 *   before validation. The domain's field schemas refuse it too (`plainText`); this is the
 *   net under the routes whose parameters are plain strings. PostgreSQL cannot store a NUL
 *   in text and answered such a value with an error (a 500 whose log held the statement).
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
      const path = pathOfNul(value);
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
