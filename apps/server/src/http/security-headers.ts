import type { FastifyReply, FastifyRequest } from "fastify";
import helmet from "helmet";

/** Helmet's headers for every answer: a strict CSP, and HSTS only behind HTTPS. */
export function securityHeaderOptions(cookieSecure: boolean) {
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
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // HSTS only where cookies are Secure, i.e. behind HTTPS: on plain-HTTP localhost it
    // would make browsers insist on HTTPS for a server that has none.
    strictTransportSecurity: cookieSecure
      ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false }
      : false,
  };
}

/**
 * The same headers set by hand, for the answers Fastify makes before any hook runs (a URL
 * that cannot be decoded): @fastify/helmet sets its headers in an onRequest hook, which
 * those requests never reach (design §4).
 */
export function securityHeadersSetter(cookieSecure: boolean) {
  const middleware = helmet(securityHeaderOptions(cookieSecure));
  return (request: FastifyRequest, reply: FastifyReply): void => {
    middleware(request.raw, reply.raw, () => undefined);
  };
}
