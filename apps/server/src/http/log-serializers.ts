import type { FastifyRequest } from "fastify";

/**
 * A link's token is as good as the link itself: request logs name the path and leave the
 * token out, the page's own address and its API call alike: a tracking page (`/track/…`), a
 * confirm-email link (`/confirm-email?token=…`, `/account/email-confirmations/…`).
 */
export function redactLinkTokens(url: string): string {
  return url
    .replace(/(\/(?:track|email-confirmations)\/)[^/?#]+/g, "$1…")
    .replace(/([?&]token=)[^&#]*/g, "$1…");
}

/** Fastify's own request serializer, with the URL's link tokens left out. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactLinkTokens(request.url),
      version: [request.headers?.["accept-version"]].flat()[0],
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
