import type { FastifyContextConfig, FastifySchema } from "fastify";
import type { Access } from "../identity/access";
import { linkTokenRateLimit, type perMinute } from "./rate-limit";
import { privateLinkHeaders } from "./request-guards";

/**
 * What every API route declares: who may call it (`config.access`, plus any other route
 * config such as a rate limit) and, for the OpenAPI document, its tag and summary; `schema`
 * adds the params, querystring, body and responses (zod schemas, which also type the handler).
 */
export function routeOptions<const S extends FastifySchema>(
  access: Access | (FastifyContextConfig & { access: Access }),
  tag: string,
  summary: string,
  schema: S,
) {
  return {
    config: typeof access === "object" && "access" in access ? access : { access },
    schema: { tags: [tag], summary, ...schema },
  };
}

/** Who may make a call by a link's token (the link is its credential): anyone, rate limited. */
export const BY_LINK_TOKEN = { access: "public", rateLimit: linkTokenRateLimit } as const;

/**
 * The options of a public page's data behind a private link (tracking, verify): anyone, within
 * `rateLimit`, and every answer (a 404 or 429 included) never indexed nor cached on the way.
 */
export function privateLinkRouteOptions<const S extends FastifySchema>(
  rateLimit: ReturnType<typeof perMinute>,
  tag: string,
  summary: string,
  schema: S,
) {
  return {
    ...routeOptions({ access: "public", rateLimit }, tag, summary, schema),
    onRequest: privateLinkHeaders,
  };
}
