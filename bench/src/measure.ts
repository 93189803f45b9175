/**
 * Timing: percentiles of repeated calls, the SQL a call ran (captured through Drizzle's
 * logger) and that same SQL replayed on the bare driver, so each page's figure stands beside
 * what the database alone needs for it.
 */
import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { DatabaseHandle, Db } from "../../apps/server/src/db/client";
import * as schema from "../../apps/server/src/db/schema";
import { PLAIN_SESSION_COOKIE } from "../../apps/server/src/identity/sessions";
import { rawExec, type Exec } from "./seed";

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

export function percentiles(samples: number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { p50: round(at(0.5)), p95: round(at(0.95)), p99: round(at(0.99)) };
}

export async function sample(
  count: number,
  warmup: number,
  run: () => Promise<void>,
): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples;
}

export interface CapturedQuery {
  text: string;
  params: unknown[];
}

/** A Drizzle database on the handle's connection that can record the SQL it runs. */
export function capturingDb(handle: DatabaseHandle) {
  let recording: CapturedQuery[] | undefined;
  const logger = {
    logQuery(text: string, params: unknown[]) {
      recording?.push({ text, params });
    },
  };
  const db = (handle.kind === "postgres"
    ? drizzleNodePg({ client: handle.pool, schema, logger })
    : drizzlePglite({ client: handle.client, schema, logger })) as unknown as Db;
  return {
    db,
    async capture(run: () => Promise<void>): Promise<CapturedQuery[]> {
      recording = [];
      try {
        await run();
        return recording;
      } finally {
        recording = undefined;
      }
    },
  };
}

/** The captured statements run one after another on the bare driver, as the page ran them. */
export function replay(exec: Exec, queries: CapturedQuery[]): () => Promise<void> {
  return async () => {
    for (const query of queries) await exec(query.text, query.params);
  };
}

export { rawExec };

/** A signed-in session made directly in the database (sign-in's rate limits stay out of it). */
export async function sessionCookie(exec: Exec, idnumber: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const hash = createHash("sha256").update(token).digest("hex");
  await exec(
    // As proved its second factor (an admin's session must have, decision 087) and confirmed
    // at sign-in, for the exports (decision 088; the servers' window is a day: server-process).
    `insert into sessions (token_hash, user_idnumber, expires_at, second_factor_at, confirmed_at)
     values ($1, $2, now() + interval '1 day', now(), now())`,
    [hash, idnumber],
  );
  // The benchmark's servers listen on plain http, where the cookie has no __Host- prefix.
  return `${PLAIN_SESSION_COOKIE}=${token}`;
}

export interface HttpCall {
  path: string;
  method?: "GET" | "POST" | "PUT";
  body?: unknown;
  cookie?: string;
}

/** One kept-alive connection pool for every timed call: no client-side set-up per call. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/**
 * One call over node:http (lighter than fetch, whose own cost would otherwise be counted as
 * the server's).
 */
export function call(
  baseUrl: string,
  request: HttpCall,
): Promise<{ status: number; body: string }> {
  const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      baseUrl + request.path,
      {
        method: request.method ?? "GET",
        agent,
        headers: {
          ...(request.cookie ? { cookie: request.cookie } : {}),
          ...(payload === undefined
            ? {}
            : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }),
          "accept-encoding": "identity",
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(payload);
  });
}

/** Time to the first chunk of the body and to its end, for the long unpaged answers. */
export async function firstByteAndTotal(
  baseUrl: string,
  request: HttpCall,
): Promise<{ firstByte: number; total: number; bytes: number; status: number }> {
  const started = performance.now();
  const response = await fetch(baseUrl + request.path, {
    headers: {
      ...(request.cookie ? { cookie: request.cookie } : {}),
      "accept-encoding": "identity",
    },
  });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  let firstByte = 0;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (firstByte === 0) firstByte = performance.now() - started;
    bytes += value.byteLength;
  }
  return { firstByte, total: performance.now() - started, bytes, status: response.status };
}
