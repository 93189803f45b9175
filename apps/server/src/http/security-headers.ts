import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import helmet from "helmet";
import { servedOverHttps, type AppConfig } from "../config";

type HeaderConfig = Pick<AppConfig, "publicUrl">;

/** HSTS for one year, subdomains included (decision 083). */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * What the pages may ask the browser for. Allowed to this site alone: the camera (an admin
 * page will scan QR codes; the phones' photo uploads go through file inputs, which need no
 * permission) and passkeys (WebAuthn, to come). Everything else the site has no use for is
 * turned off, for its own pages and any frame; features left out keep the browser's default
 * (clipboard-write is used: a tracking link's Copy button). Only names Chromium knows: an
 * unknown one costs a console warning on every page (decision 083).
 */
export const PERMISSIONS_POLICY = [
  "camera=(self)",
  "publickey-credentials-get=(self)",
  "publickey-credentials-create=(self)",
  ...[
    "accelerometer",
    "autoplay",
    "browsing-topics",
    "display-capture",
    "encrypted-media",
    "fullscreen",
    "geolocation",
    "gyroscope",
    "hid",
    "idle-detection",
    "interest-cohort",
    "local-fonts",
    "magnetometer",
    "microphone",
    "midi",
    "payment",
    "picture-in-picture",
    "screen-wake-lock",
    "serial",
    "usb",
    "xr-spatial-tracking",
  ].map((feature) => `${feature}=()`),
].join(", ");

/**
 * Helmet's headers for every answer: a strict CSP, and HSTS only when customers reach the site
 * over https (PUBLIC_URL): a browser ignores HSTS heard over plain http, and on http localhost
 * it would only make a later https-less run refuse to load.
 */
export function securityHeaderOptions(config: HeaderConfig) {
  return {
    contentSecurityPolicy: {
      useDefaults: false as const,
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:"],
        // sonner and Radix set inline styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // No page has a <base>: an injected one could not redirect relative script URLs.
        baseUri: ["'none'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: servedOverHttps(config)
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true }
      : false,
  };
}

/** Helmet's headers and the Permissions-Policy on every answer that reaches the hooks. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: HeaderConfig,
): Promise<void> {
  await app.register(fastifyHelmet, securityHeaderOptions(config));
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("permissions-policy", PERMISSIONS_POLICY);
  });
}

/**
 * The same headers set by hand, for the answers Fastify makes before any hook runs (a URL
 * that cannot be decoded): @fastify/helmet sets its headers in an onRequest hook, which
 * those requests never reach (design §4).
 */
export function securityHeadersSetter(config: HeaderConfig) {
  const middleware = helmet(securityHeaderOptions(config));
  return (request: FastifyRequest, reply: FastifyReply): void => {
    middleware(request.raw, reply.raw, () => undefined);
    reply.header("permissions-policy", PERMISSIONS_POLICY);
  };
}
