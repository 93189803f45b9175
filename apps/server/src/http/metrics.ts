import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import pg from "pg";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { lastGoodBackup } from "../backup/runs";
import type { Db } from "../db/client";
import { forbidden } from "../errors";
import { outboxSignals, type OutboxSignals } from "../db/outbox-signals";

/** The headers a proxy adds: a request carrying one came from elsewhere, through it. */
const FORWARDED = ["x-forwarded-for", "forwarded", "x-real-ip"];

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Who may read /metrics: a scraper on this machine (the socket's peer is loopback and no proxy
 * forwarded the request: a proxy on this machine would make the whole internet 'loopback'),
 * or anyone with `Authorization: Bearer METRICS_TOKEN`.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (token && typeof header === "string" && header.startsWith("Bearer ")) {
    return timingSafeEqual(digest(header.slice("Bearer ".length)), digest(token));
  }
  return fromThisMachine(request);
}

/**
 * The socket's peer is this machine (loopback, or the very address the server listens on when
 * that is not loopback) and no proxy forwarded the request.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? "";
  const local = LOOPBACK.test(peer) || peer === request.socket.localAddress;
  return local && FORWARDED.every((name) => request.headers[name] === undefined);
}

/** The PostgreSQL pool behind `db`, if it is one (PGlite is one connection in the process). */
function poolOf(db: Db): pg.Pool | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/** The signals an operator watches (decision 090), in a registry of this app's own. */
function signals(app: FastifyInstance): { registry: Registry; requests: Histogram } {
  const registry = new Registry();
  // Node's own: CPU, memory, handles, and nodejs_eventloop_lag_seconds among them.
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: "lo_http_request_duration_seconds",
    help: "Requests answered, by method, route and status, with their durations",
    labelNames: ["method", "route", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: "lo_db_pool_connections",
    help: "PostgreSQL pool connections: in use, idle, and requests waiting for one",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const pool = poolOf(app.db);
      if (!pool) return;
      this.set({ state: "in_use" }, pool.totalCount - pool.idleCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });
  // One read of the outbox a scrape, shared by its three gauges (collected together).
  let last: { at: number; signals: Promise<OutboxSignals> } | undefined;
  const outbox = () => {
    if (!last || Date.now() - last.at > 1000) {
      last = { at: Date.now(), signals: outboxSignals(app.db) };
    }
    return last.signals;
  };
  const outboxGauge = (name: string, help: string, value: (read: OutboxSignals) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(value(await outbox()));
      },
    });
  outboxGauge(
    "lo_outbox_depth",
    "Mails waiting in the outbox (pending or being sent)",
    (read) => read.depth,
  );
  outboxGauge(
    "lo_outbox_oldest_due_seconds",
    "How long the oldest mail due has waited to be sent (0 when none is due)",
    (read) => read.oldestDueSeconds,
  );
  outboxGauge(
    "lo_mail_failed",
    "Mails that failed for good (the admins' undelivered mail list)",
    (read) => read.failed,
  );
  if (app.config.backupDir !== undefined) {
    new Gauge({
      name: "lo_backup_last_success_age_seconds",
      help: "Seconds since the last scheduled backup that succeeded (+Inf before the first)",
      registers: [registry],
      async collect() {
        const good = await lastGoodBackup(app.db);
        this.set(good ? (Date.now() - good.at.getTime()) / 1000 : Infinity);
      },
    });
  }
  return { registry, requests };
}

/**
 * GET /metrics in the Prometheus text format (prom-client), outside the API: what a scraper
 * reads. Every answered request is timed by its route's pattern (never its address, so that
 * ids do not make a series each); a request no route matched is `unmatched`.
 */
export function registerMetrics(app: FastifyInstance, token: string | undefined): void {
  const { registry, requests } = signals(app);
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    if (route === "/metrics") return;
    requests.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  // Not in the OpenAPI document: an operator's address, not the shop's API (README: Signals).
  const options = { config: { access: "public" as const }, schema: { hide: true } };
  app.get("/metrics", options, async (request, reply) => {
    if (!mayReadMetrics(request, token)) {
      throw forbidden("Metrics are read from this machine, or with METRICS_TOKEN.");
    }
    const text = await registry.metrics();
    return reply.header("cache-control", "no-store").type(registry.contentType).send(text);
  });
}
