import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";

/**
 * Every error the API answers has this shape. `error` and `message` carry the same human
 * text because the original client (requirements §7) shows `error` first: never put a bare
 * status word there.
 */
export interface ApiErrorBody {
  error: string;
  message: string;
  issues?: { path: string; message: string }[];
  /** Names a refusal the client may lift by confirming (decision 098: `balance-due`). */
  code?: string;
}

export const MESSAGES = {
  notFound: "The requested resource was not found.",
  internal: "Something went wrong. Please try again.",
  invalidJson: "The request body is not valid JSON.",
  tooLarge: "The request body is too large.",
  nestedTooDeeply: "The request body nests arrays and objects too deeply.",
  unsupportedMediaType: "Please send the request body as JSON (Content-Type: application/json).",
  badRequest: "The request is not valid.",
  signIn: "Please sign in.",
  forbidden: "You do not have access to this.",
  passwordChangePending: "Please set a new password first.",
  secondFactorPending: "Please confirm your sign-in with your second factor first.",
  crossSite: "Cross-site requests are not allowed.",
  invalidApiKey: "Invalid API key.",
  tooManyRequests: "Too many requests. Please wait a minute and try again.",
  uriTooLong: "The request address is too long.",
  timeout: "The request took too long. Please try again.",
  headersTooLarge: "The request headers are too large.",
  // Both the customers' and the repairs' calls name a customer by ID number.
  customerNotFound: "Customer not found.",
} as const;

/** Throw one of these from a handler or hook for an expected failure; the handler maps it. */
export class HttpError extends Error {
  override name = "HttpError";

  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: { path: string; message: string }[],
    readonly code?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, issues?: { path: string; message: string }[]) =>
  new HttpError(400, message, issues);
export const unauthorized = (message: string = MESSAGES.signIn) => new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);

/** The value, or a 404 (`message`, by default the usual one) where there is none. */
export function orNotFound<T>(value: T | null | undefined, message?: string): T {
  if (value === null || value === undefined) throw notFound(message);
  return value;
}
/** 409; `code` names a refusal the client may lift by confirming (decision 098). */
export const conflict = (message: string, code?: string) =>
  new HttpError(409, message, undefined, code);
export const tooManyRequests = (message: string = MESSAGES.tooManyRequests) =>
  new HttpError(429, message);

/** A zod issue path as the web forms name their fields: `products.0.problemDescription`. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.map(String).join(".");
}

/** 400 with one issue per failing rule; error/message repeat the first issue's text. */
export function validationError(issues: { path: string; message: string }[]): HttpError {
  return badRequest(issues[0]?.message ?? MESSAGES.badRequest, issues);
}

export function fromZodError(error: ZodError): HttpError {
  return validationError(
    error.issues.map((issue) => ({ path: issuePath(issue.path), message: issue.message })),
  );
}

export function errorBody(
  message: string,
  issues?: ApiErrorBody["issues"],
  code?: string,
): ApiErrorBody {
  return {
    error: message,
    message,
    ...(issues ? { issues } : {}),
    ...(code === undefined ? {} : { code }),
  };
}

// Fastify's own client errors carry developer wording; these are what a person should read.
const FASTIFY_CODE_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: MESSAGES.badRequest,
  FST_ERR_NOT_FOUND: MESSAGES.notFound,
};

const STATUS_MESSAGES: Record<number, string> = {
  400: MESSAGES.badRequest,
  401: MESSAGES.signIn,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  405: "This method is not allowed here.",
  406: "This response format is not available.",
  408: MESSAGES.timeout,
  413: MESSAGES.tooLarge,
  414: MESSAGES.uriTooLong,
  415: MESSAGES.unsupportedMediaType,
  429: MESSAGES.tooManyRequests,
  431: MESSAGES.headersTooLarge,
};

function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return validationError(
      error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, "").replaceAll("/", "."),
        message: issue.message ?? MESSAGES.badRequest,
      })),
    );
  }
  if (error instanceof ZodError) return fromZodError(error);
  const fastifyError = error as Partial<FastifyError> | null;
  const status = fastifyError?.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    const byCode = fastifyError?.code ? FASTIFY_CODE_MESSAGES[fastifyError.code] : undefined;
    return new HttpError(status, byCode ?? STATUS_MESSAGES[status] ?? MESSAGES.badRequest);
  }
  return undefined;
}

export function sendError(reply: FastifyReply, error: HttpError): FastifyReply {
  return reply
    .code(error.statusCode)
    .type("application/json; charset=utf-8")
    .send(errorBody(error.message, error.issues, error.code));
}

/**
 * The one error answer of the whole app: expected failures keep their status and human text,
 * anything else is logged in full and answered with a plain 500 (never a stack trace).
 */
export function answerError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const httpError = toHttpError(error);
  if (httpError) {
    if (httpError.statusCode >= 500) request.log.error({ err: error }, "request failed");
    return sendError(reply, httpError);
  }
  request.log.error({ err: error }, "unexpected error");
  return sendError(reply, new HttpError(500, MESSAGES.internal));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
}

/**
 * Fastify's `frameworkErrors`: errors the router meets before any route or hook runs (a URL
 * that cannot be decoded, FST_ERR_BAD_URL; an over-long path parameter; a failing
 * constraint). Without it Fastify answers them itself with a bare status word, its internal
 * code and the echoed path; with it they get the same answer as everything else.
 */
export function answerFrameworkError(
  setSecurityHeaders: (request: FastifyRequest, reply: FastifyReply) => void,
) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    // No hook has run, so the headers every other answer carries are set here.
    setSecurityHeaders(request, reply);
    return answerError(error, request, reply);
  };
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request (a malformed
 * Content-Length, a broken request line, headers too large, a timeout) before there is any
 * request object, so the answer is written to the socket by hand, in the usual error shape.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const status =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? 408
      : error.code === "HPE_HEADER_OVERFLOW"
        ? 431
        : 400;
  const body = JSON.stringify(errorBody(STATUS_MESSAGES[status] ?? MESSAGES.badRequest));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "Bad Request"}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  // As Node and Fastify do by default: the connection cannot be trusted to carry on.
  socket.destroy(error);
}
