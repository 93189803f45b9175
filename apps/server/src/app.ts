import { createHash, timingSafeEqual } from "node:crypto";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifySerializerCompiler,
} from "fastify";
import type { ZodType } from "zod";
import {
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { oneClickUnsubscribeRoutes } from "./account/one-click";
import { API_PREFIX, registerAccessControl } from "./identity/access";
import type { AppConfig } from "./config";
import type { Db } from "./db/client";
import {
  answerClientError,
  answerFrameworkError,
  forbidden,
  MESSAGES,
  notFound,
  registerErrorHandler,
  sendError,
  unauthorized,
} from "./errors";
import { answerSerializerCompiler } from "./http/answer-serializer";
import { jsonBodyParser } from "./http/json-body";
import { logSerializers } from "./http/log-serializers";
import { registerOpenApi } from "./http/openapi";
import { registerRateLimit } from "./http/rate-limit";
import { registerRequestGuards } from "./http/request-guards";
import { registerSecurityHeaders, securityHeadersSetter } from "./http/security-headers";
import { registerMetrics } from "./http/metrics";
import { registerSecurityTxt } from "./http/security-txt";
import { registerWebApp } from "./web/static";
import { FEATURES } from "./features";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    /** The current time: the clock overdue lines and estimates are judged by (tests fake it). */
    now: () => Date;
  }
}

export interface BuildAppOptions {
  db: Db;
  /**
   * More API routes, registered under the API prefix like the features' own (tests add
   * throw-away routes this way). They must declare config.access too.
   */
  extraApiRoutes?: FastifyPluginAsyncZod;
  /** The clock (default: the system's); tests pass a fake one. */
  now?: () => Date;
  /**
   * How answers are serialised (default: compiled from their schemas, http/answer-serializer.ts);
   * a test passes zod's parse-and-stringify to compare the bytes.
   */
  serializerCompiler?: FastifySerializerCompiler<ZodType>;
}

/** The largest JSON body accepted; the biggest real payload (a repair request) is a few KiB. */
export const BODY_LIMIT = 256 * 1024;

const STATE_CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function isApiPath(url: string): boolean {
  return url === API_PREFIX || /^\/lifetime-outfitter[/?]/.test(url);
}

/**
 * Whether a request is for the API, judged by the route it matched rather than by how the
 * client spelled the URL: the router decodes `/%6Cifetime-outfitter/...` to an API route, so
 * a check on the raw URL alone could be walked around.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const pattern = request.routeOptions.url;
  if (pattern !== undefined && pattern !== "/*") return isApiPath(pattern);
  const path = request.url.split("?")[0] ?? "";
  try {
    return isApiPath(decodeURIComponent(path));
  } catch {
    return isApiPath(path);
  }
}

const sha256 = (value: string) => createHash("sha256").update(value).digest();

/** Foreign Origin or Sec-Fetch-Site: cross-site on a state-changing request (design §4). */
function isCrossSite(request: FastifyRequest): boolean {
  if (request.routeOptions.config?.crossSiteAllowed) return false; // account/one-click.ts
  if (request.headers["sec-fetch-site"] === "cross-site") return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host.toLowerCase() !== (request.headers.host ?? "").toLowerCase();
  } catch {
    // 'null' (sandboxed frames, file://) and anything unparsable is treated as foreign.
    return true;
  }
}

/** Cookies, security headers, per-route rate limits and the OpenAPI document. */
async function registerPlugins(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(fastifyCookie);
  await registerSecurityHeaders(app, config);
  // Answers of 1 kB or more go out compressed to clients that accept it (the web app's own
  // files come compressed from its build, web/static.ts). Request bodies stay plain JSON:
  // inflating them would let a small upload grow past BODY_LIMIT.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ["br", "gzip"],
    globalDecompression: false,
  });
  // Limits are declared per route (config.rateLimit): login and the contact form.
  await registerRateLimit(app, config);
  await registerOpenApi(app);
}

/**
 * The whole HTTP application on a database that is already migrated. No port is opened:
 * main.ts listens, tests call `app.inject`.
 */
export async function buildApp(config: AppConfig, options: BuildAppOptions) {
  const app = Fastify({
    logger: { level: config.logLevel, serializers: logSerializers },
    bodyLimit: BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
    // Behind a reverse proxy every client would otherwise share the proxy's address, and the
    // per-IP sign-in limits would become one global limit (design §4).
    trustProxy: config.trustProxy,
    // Errors Fastify would otherwise answer itself, in its own shape (see errors.ts).
    frameworkErrors: answerFrameworkError(securityHeadersSetter(config)),
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(options.serializerCompiler ?? answerSerializerCompiler);
  app.decorate("db", options.db);
  app.decorate("config", config);
  app.decorate("now", options.now ?? (() => new Date()));
  app.decorateRequest("auth", null);
  app.decorateRequest("authLoaded", false);
  registerErrorHandler(app);
  registerAccessControl(app);
  registerRequestGuards(app, isApiRequest);

  // JSON only: no text/plain parser means a cross-site <form enctype="text/plain"> gets 415.
  // Every route's JSON body goes through this one parser (http/json-body.ts).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string" },
    jsonBodyParser(app.getDefaultJsonParser("error", "error")),
  );

  if (config.apiKey) {
    const expected = sha256(config.apiKey);
    app.addHook("onRequest", async (request) => {
      if (!isApiRequest(request) || request.routeOptions.config.downloadLink === true) return;
      const provided = request.headers["x-api-key"];
      // Comparing fixed-length digests keeps the comparison constant-time whatever the input.
      if (typeof provided !== "string" || !timingSafeEqual(sha256(provided), expected)) {
        throw unauthorized(MESSAGES.invalidApiKey);
      }
    });
  }

  app.addHook("onRequest", async (request) => {
    if (STATE_CHANGING_METHODS.has(request.method) && isCrossSite(request)) {
      throw forbidden(MESSAGES.crossSite);
    }
  });

  await registerPlugins(app, config);
  // Before the routes, so that every one of them is timed (decision 090).
  registerMetrics(app, config.metricsToken);

  await app.register(
    async (api) => {
      for (const routes of Object.values(FEATURES)) await api.register(routes);
      if (options.extraApiRoutes) await api.register(options.extraApiRoutes);
    },
    { prefix: API_PREFIX },
  );

  // The one route a feature serves outside the API prefix: mail clients' one-click opt-out
  // (docs/decisions/055-one-click-opt-out-outside-the-api.md).
  await app.register(oneClickUnsubscribeRoutes);
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
  registerSecurityTxt(app, config, app.now());

  const web = registerWebApp(app, {
    webDist: config.webDist,
    apiKey: config.apiKey,
    publicUrl: config.publicUrl,
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (!isApiRequest(request) && !request.url.startsWith("/api/")) {
      if (await web.fallback(request, reply)) return reply;
    }
    return sendError(reply, notFound());
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
