/**
 * The one HTTP client of the app. Every call of docs/api.md goes through `apiRequest`, so the
 * base path, the API key, cookies and the error shape are decided here and nowhere else.
 */
import { confirmIdentity, needsConfirmation } from "./identity-confirmation";

export const API_BASE = "/lifetime-outfitter";

export type ApiIssue = { path: string; message: string };

/** A not-ok answer from the server, carrying the human message the server gave. */
export class ApiError extends Error {
  readonly status: number;
  readonly issues: ApiIssue[] | undefined;
  /** True when `message` came from the server body rather than our status fallback. */
  readonly fromServer: boolean;
  /** Names a refusal the person may lift by confirming (decision 098: `balance-due`). */
  readonly code: string | undefined;

  constructor(
    status: number,
    message: string,
    issues?: ApiIssue[],
    fromServer = false,
    code?: string,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.issues = issues;
    this.fromServer = fromServer;
    this.code = code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's message when it gave one (e.g. a rule the password broke), else `fallback`. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return isApiError(error) && error.fromServer ? error.message : fallback;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Lets the session forget a user whose server session has ended (expired, logged out on
 * another tab, password reset by an admin) the moment any call answers 401.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function apiKey(): string | undefined {
  if (typeof document === "undefined") return undefined;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="lo-api-key"]');
  return meta?.content || undefined;
}

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  /** Query string parameters; undefined values are left out. */
  params?: Record<string, string | number | boolean | undefined>;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function parseIssues(value: unknown): ApiIssue[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const issues = value.flatMap((item): ApiIssue[] => {
    if (!isRecord(item) || typeof item.message !== "string") return [];
    const path = Array.isArray(item.path) ? item.path.join(".") : String(item.path ?? "");
    return [{ path, message: item.message }];
  });
  return issues.length > 0 ? issues : undefined;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("json")) {
    const text = await response.text();
    if (text === "") return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return response.text();
}

function toApiError(status: number, body: unknown): ApiError {
  if (isRecord(body)) {
    const serverMessage =
      (typeof body.error === "string" && body.error) ||
      (typeof body.message === "string" && body.message) ||
      undefined;
    const code = typeof body.code === "string" ? body.code : undefined;
    if (serverMessage) {
      return new ApiError(status, serverMessage, parseIssues(body.issues), true, code);
    }
  }
  return new ApiError(status, `HTTP error! status: ${status}`);
}

export function buildUrl(path: string, params?: RequestOptions["params"]): string {
  const url = `${API_BASE}${path.startsWith("/") ? path : `/${path}`}`;
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${url}?${query}` : url;
}

export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions = {},
  confirmed = false,
): Promise<T> {
  const { method = "GET", body, signal, params } = options;
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const key = apiKey();
  if (key) headers["x-api-key"] = key;

  const response = await fetch(buildUrl(path, params), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
    signal,
  });
  const payload = await readBody(response);
  if (!response.ok) {
    const error = toApiError(response.status, payload);
    if (response.status === 401 && path !== "/users/login") {
      unauthorizedListeners.forEach((listener) => listener());
    }
    // A call that needs a recent proof that it is the person: asked for, then made again.
    if (!confirmed && needsConfirmation(response.status, error.message)) {
      if (await confirmIdentity()) return apiRequest<T>(path, options, true);
    }
    throw error;
  }
  return payload as T;
}

/**
 * POST of one file's raw bytes (the photo uploads, docs/design.md §9): sent with the file's own
 * image type, or application/octet-stream when the browser gives none; never a form.
 */
export async function uploadFile<T>(
  path: string,
  file: Blob,
  params?: RequestOptions["params"],
  method: "POST" | "PUT" = "POST",
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Content-Type": file.type.startsWith("image/") ? file.type : "application/octet-stream",
  };
  const key = apiKey();
  if (key) headers["x-api-key"] = key;
  const response = await fetch(buildUrl(path, params), {
    method,
    headers,
    body: file,
    credentials: "same-origin",
  });
  const payload = await readBody(response);
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PATCH", body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "DELETE" }),
};
