import type { FastifyContextConfig, FastifySchema } from "fastify";
import type { Access } from "../identity/access";

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
