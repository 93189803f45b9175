import fastifySwagger, { type FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import type { FastifyInstance, RouteOptions } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { MESSAGES } from "../errors";
import { API_PREFIX, type Access } from "../identity/access";
import { PLAIN_SESSION_COOKIE, SECURE_SESSION_COOKIE } from "../identity/sessions";

/**
 * The OpenAPI document (`GET /api/openapi.json`, and docs/openapi.json + docs/api.md through
 * `npm run docs:api`). Routes declare only their own schemas and access (route-options.ts);
 * what follows from the access (security, the shared 4xx answers) is added here for every
 * route at once, so the document lints clean under Redocly's recommended rules.
 */

type Schema = Record<string, unknown>;
type Operation = { responses?: Record<string, unknown>; [key: string]: unknown };
type Document = { paths?: Record<string, Record<string, Operation>>; [key: string]: unknown };

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
// A marker the per-route transform leaves for the document transform, removed there.
const ERRORS_KEY = "x-lo-errors";

const errorSchema = {
  type: "object",
  description: "Every error: the same human text in error and message (errors.ts).",
  properties: {
    error: { type: "string" },
    message: { type: "string" },
    issues: {
      type: "array",
      description: "400 from validation: one entry per failing rule, path as the form names it.",
      items: {
        type: "object",
        properties: { path: { type: "string" }, message: { type: "string" } },
        required: ["path", "message"],
      },
    },
  },
  required: ["error", "message"],
};

/** The shared 4xx answers: components.responses[name], described once. */
const ERROR_RESPONSES: Record<string, { name: string; description: string }> = {
  400: {
    name: "BadRequest",
    description: "Invalid input: the body, query or path breaks a rule (issues name the fields).",
  },
  401: {
    name: "Unauthorized",
    description: `Not signed in ('${MESSAGES.signIn}'), or API_KEY is set and x-api-key is wrong.`,
  },
  403: {
    name: "Forbidden",
    description:
      `Wrong role, a password change pending ('${MESSAGES.passwordChangePending}'), ` +
      "or a state-changing request from a foreign origin.",
  },
  404: { name: "NotFound", description: "Not found, or another customer's data." },
  409: {
    name: "Conflict",
    description: "A duplicate, a stale edit, or a change the current state forbids.",
  },
  413: { name: "PayloadTooLarge", description: `The body is too large ('${MESSAGES.tooLarge}').` },
  415: { name: "UnsupportedMediaType", description: MESSAGES.unsupportedMediaType },
  429: { name: "TooManyRequests", description: "Too many attempts: wait and try again." },
};

/** Which of the shared 4xx answers a route can give, from what it declares. */
export function errorStatuses(route: RouteOptions, schema: Schema, url: string): number[] {
  const config = route.config ?? {};
  const access: Access = config.access ?? "public";
  const methods = ([] as string[]).concat(route.method);
  const isApi = url.startsWith(API_PREFIX);
  const statuses = new Set<number>();
  if (schema.body !== undefined || schema.querystring !== undefined) statuses.add(400);
  if (schema.params !== undefined) statuses.add(400).add(404);
  if (access !== "public" || (isApi && config.downloadLink !== true)) statuses.add(401);
  if (access !== "public") statuses.add(403);
  const changes = methods.some((method) => STATE_CHANGING.has(method));
  if (changes && config.crossSiteAllowed !== true) statuses.add(403);
  if (typeof access === "object") statuses.add(404);
  if (schema.body !== undefined) statuses.add(413).add(415);
  // A body that carries a version is checked against the row's: a stale edit is a 409.
  if (JSON.stringify(schema.body ?? {}).includes('"version":')) statuses.add(409);
  if (config.rateLimit !== undefined) statuses.add(429);
  return [...statuses].sort();
}

/**
 * Who may call: the session cookie for any non-public route; the API key on every API route
 * when API_KEY is set (hence the alternative without it), except the download links.
 */
export function securityOf(route: RouteOptions, url: string): Record<string, string[]>[] {
  const config = route.config ?? {};
  const signedIn = config.access !== undefined && config.access !== "public";
  if (!url.startsWith(API_PREFIX)) return [{}];
  if (config.downloadLink === true) return [{ session: [] }];
  if (signedIn) return [{ session: [], apiKey: [] }, { session: [] }];
  return [{ apiKey: [] }, {}];
}

/** `get /users/reset-password/{id}` → `getUsersResetPasswordById`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .slice(url.startsWith(API_PREFIX) ? API_PREFIX.length : 0)
    .split(/[/\-._]+/)
    .filter(Boolean)
    .map((word) => word.replace(/^:(.*)$/, "by-$1").replace(/^\{(.*)\}$/, "by-$1"))
    .flatMap((word) => word.split("-"));
  const tail = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
  const root = url.startsWith(API_PREFIX) ? "" : "Root";
  return `${method.toLowerCase()}${root}${tail}`;
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };

function transformRoute(input: TransformInput) {
  const transformed = jsonSchemaTransform(input) as { schema?: Schema; url: string };
  const { url } = transformed;
  const schema = transformed.schema ?? {};
  if (schema.hide === true) return transformed;
  const { route } = input;
  const method = ([] as string[]).concat(route.method)[0] ?? "GET";
  const access = route.config?.access;
  return {
    // ignoreTrailingSlash serves `/products/` and `/products` alike; the document names one.
    url: url.length > 1 ? url.replace(/\/+$/, "") : url,
    schema: {
      ...schema,
      operationId: schema.operationId ?? operationIdOf(method, url.replace(/\/+$/, "")),
      security: securityOf(route, url),
      ...(access === undefined ? {} : { "x-access": access }),
      ...(route.config?.allowPendingPasswordChange ? { "x-pending-password-allowed": true } : {}),
      [ERRORS_KEY]: errorStatuses(route, schema, url),
    },
  };
}

/** OpenAPI 3.0 wants a type beside `nullable`; zod's JSON Schema leaves it off for unions. */
function typeNullables(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(typeNullables);
  if (node === null || typeof node !== "object") return;
  const object = node as Schema;
  const variants = (object.anyOf ?? object.oneOf) as Schema[] | undefined;
  if (variants?.length === 1) {
    // A one-schema union (zod's nullable of one type) says no more than the schema itself.
    delete object.anyOf;
    delete object.oneOf;
    Object.assign(object, variants[0]);
  }
  if (object.nullable === true && object.type === undefined) {
    const variants = (object.anyOf ?? object.oneOf) as Schema[] | undefined;
    const types = new Set(variants?.map((variant) => variant.type));
    if (types.size === 1 && [...types][0] !== undefined) object.type = [...types][0];
    else delete object.nullable;
  }
  Object.values(object).forEach(typeNullables);
}

function transformDocument({ openapiObject }: { openapiObject: Partial<Document> }) {
  const document = openapiObject as Document;
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const statuses = (operation[ERRORS_KEY] ?? []) as number[];
      delete operation[ERRORS_KEY];
      const responses = (operation.responses ??= {});
      for (const status of statuses) {
        const shared = ERROR_RESPONSES[status];
        if (shared && responses[status] === undefined) {
          responses[status] = { $ref: `#/components/responses/${shared.name}` };
        }
      }
    }
  }
  typeNullables(document.paths);
  const components = (document.components ?? {}) as Schema;
  const responses = Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(({ name, description }) => [
      name,
      {
        description,
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      },
    ]),
  );
  const schemas = { ...(components.schemas as Schema), Error: errorSchema };
  return { ...document, components: { ...components, schemas, responses } };
}

export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: "3.0.3",
    info: {
      title: "Lifetime Outfitter API",
      version: "1.0.0",
      description:
        "Storefront, customer portal and workshop repair tracking. Errors are always " +
        "{ error, message } with the same human text (400s add issues[]).",
      // Not an open API: the workshop grants its use (its contact page is where to ask).
      license: { name: "Proprietary: all rights reserved", url: "/contact" },
    },
    servers: [
      { url: "/", description: "The site itself: the API lives under /lifetime-outfitter" },
    ],
    components: {
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: SECURE_SESSION_COOKIE,
          description:
            `The HttpOnly session cookie POST /users/login sets: ${SECURE_SESSION_COOKIE} on a ` +
            `site served over https, ${PLAIN_SESSION_COOKIE} on plain http.`,
        },
        apiKey: {
          type: "apiKey",
          in: "header",
          name: "x-api-key",
          description: "Required on every /lifetime-outfitter call when the server has API_KEY.",
        },
      },
    },
  },
  transform: transformRoute as FastifyDynamicSwaggerOptions["transform"],
  transformObject: transformDocument as FastifyDynamicSwaggerOptions["transformObject"],
};

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, openApiOptions);
}
