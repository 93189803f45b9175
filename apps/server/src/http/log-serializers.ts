import type { FastifyRequest } from "fastify";

/** The path segments a link's token follows, pages and API calls alike. */
const TOKEN_PATH =
  /(\/(?:track|unsubscribe|password-links|email-confirmations|verify|transfer|transfer-links)\/)[^/?#]+/g;

/**
 * A link's token is as good as the link itself: request logs name the path and leave the
 * token out, the page's own address and its API call alike: a tracking page (`/track/…`), a
 * confirm-email link (`/confirm-email?token=…`, `/account/email-confirmations/…`), a transfer
 * link (`/transfer/…`, `/transfer-links/…/accept`).
 */
export function redactLinkTokens(url: string): string {
  return url.replace(TOKEN_PATH, "$1…").replace(/([?&]token=)[^&#]*/g, "$1…");
}

// What a failed statement carries besides its SQL: the values (drizzle's `params`), the row
// PostgreSQL quotes back (`detail`: "Key (lower(email))=(ann@example.com) already exists")
// and the context that may name a parameter's value (`where`).
const PERSONAL_ERROR_FIELDS = new Set(["params", "detail", "where"]);

/** A drizzle error's message ends with "\nparams: <the statement's values>". */
function withoutParams(text: string | undefined): string | undefined {
  return text?.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, "\nparams: […]");
}

/**
 * PostgreSQL's data exceptions (class 22: "invalid input syntax for type integer: "…"")
 * quote the value that failed; other classes quote names (a constraint, a column), kept.
 */
function withoutQuotedValues(error: Error, text: string | undefined): string | undefined {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  const dataException = typeof code === "string" && code.startsWith("22") && severity !== undefined;
  return dataException ? text?.replace(/"[^"\n]*"/g, '"…"') : text;
}

/**
 * An error as the logs keep it: type, message, stack, its own fields and its cause, without
 * the personal data of the statement that failed (decision 063: error logs name no customer).
 */
export function serializeError(error: Error, depth = 0): SerializedError {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (PERSONAL_ERROR_FIELDS.has(key) || key === "cause") continue;
    fields[key] = value;
  }
  const { cause } = error;
  return {
    ...fields,
    type: error.constructor.name,
    message: withoutQuotedValues(error, withoutParams(error.message)) ?? "",
    stack: withoutQuotedValues(error, withoutParams(error.stack)) ?? "",
    ...(cause === undefined
      ? {}
      : { cause: cause instanceof Error && depth < 5 ? serializeError(cause, depth + 1) : cause }),
  };
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** Fastify's own request serializer, with the URL's link tokens left out; errors without personal data. */
export const logSerializers = {
  err: serializeError,
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
