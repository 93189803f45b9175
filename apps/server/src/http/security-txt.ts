import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../config";

export const SECURITY_TXT_PATH = "/.well-known/security.txt";

/**
 * RFC 9116 recommends an Expires less than a year ahead, so a forgotten file goes stale rather
 * than naming an old address for ever; each start of the server writes a new one.
 */
const SECURITY_TXT_DAYS = 364;

/** The file's text: where to report a vulnerability, until when that holds, in which language. */
export function securityTxt(config: Pick<AppConfig, "publicUrl" | "workshopEmail">, now: Date) {
  const expires = new Date(now.getTime() + SECURITY_TXT_DAYS * 24 * 60 * 60 * 1000);
  return [
    `Contact: mailto:${config.workshopEmail}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, "Z")}`,
    "Preferred-Languages: en",
    `Canonical: ${config.publicUrl}${SECURITY_TXT_PATH}`,
    "",
  ].join("\n");
}

/**
 * `GET /.well-known/security.txt` (RFC 9116): public, outside the API prefix (no API key, no
 * session), registered as a route of its own so the web app's page fallback never answers it.
 * The workshop's address (WORKSHOP_EMAIL) is the contact: it is the one that reads what
 * visitors write. Written once, when the app is built (decision 083).
 */
export function registerSecurityTxt(app: FastifyInstance, config: AppConfig, now: Date): void {
  const text = securityTxt(config, now);
  app.get(SECURITY_TXT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=86400")
      .send(text),
  );
}
