import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { outboxMails } from "../src/db/schema";
import {
  createTestApp,
  createTestDatabase,
  testConfig,
  TEST_DRIVER,
  type TestApp,
} from "./helpers";
import { parseExposition, type Exposition } from "./prometheus-text";

// The signals an operator watches (decision 090): /ready beside /health, and /metrics in the
// Prometheus text format, read by a parser as a scraper would.

const TOKEN = "a-metrics-token-of-some-length";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { metricsToken: TOKEN } });
});
afterAll(() => t.close());

const scrape = (headers: Record<string, string> = {}, remoteAddress = "127.0.0.1") =>
  t.app.inject({ method: "GET", url: "/metrics", headers, remoteAddress });

/** The samples of `name` whose labels include `labels`. */
const samplesOf = (scraped: Exposition, name: string, labels: Record<string, string> = {}) =>
  scraped.samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
const valueOf = (scraped: Exposition, name: string) => {
  const [sample] = samplesOf(scraped, name);
  if (!sample) throw new Error(`${name} is not in /metrics`);
  return sample.value;
};

describe("GET /lifetime-outfitter/ready", () => {
  it("answers ready when the database answers and holds every migration", async () => {
    const answer = await t.app.inject({ method: "GET", url: "/lifetime-outfitter/ready" });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: "ready" });
  });

  it("answers 503 before the migrations ran, and while the database is out of reach", async () => {
    const empty = await createTestDatabase();
    const migrated = await createTestDatabase({ migrate: true });
    const [unmigrated, gone] = [
      await buildApp(testConfig(), { db: empty.db }),
      await buildApp(testConfig(), { db: migrated.db }),
    ];
    try {
      const early = await unmigrated.inject({ method: "GET", url: "/lifetime-outfitter/ready" });
      expect(early.statusCode).toBe(503);
      expect(early.json()).toEqual({ status: "not ready", reason: "migrations" });

      const ready = await gone.inject({ method: "GET", url: "/lifetime-outfitter/ready" });
      expect(ready.statusCode).toBe(200);
      await migrated.handle.close();
      const away = await gone.inject({ method: "GET", url: "/lifetime-outfitter/ready" });
      expect(away.statusCode).toBe(503);
      expect(away.json()).toEqual({ status: "not ready", reason: "database" });
      // Liveness is another question: the process is up.
      const health = await gone.inject({ method: "GET", url: "/lifetime-outfitter/health" });
      expect(health.statusCode).toBe(200);
    } finally {
      await unmigrated.close();
      await gone.close();
      await empty.close();
      await migrated.close().catch(() => undefined);
    }
  });
});

describe("GET /metrics", () => {
  it("times requests by route and status, and tells the event loop's lag and the outbox", async () => {
    await t.app.inject({ method: "GET", url: "/lifetime-outfitter/health" });
    await t.app.inject({ method: "GET", url: "/lifetime-outfitter/no-such-route" });
    const minute = 60_000;
    await t.db.insert(outboxMails).values([
      {
        kind: "workshop-contact",
        toAddress: "w@example.test",
        dueAt: new Date(Date.now() - minute),
      },
      { kind: "workshop-contact", toAddress: "w@example.test", state: "failed" },
    ]);

    const answer = await scrape();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const scraped = parseExposition(answer.body);

    const histogram = "lo_http_request_duration_seconds";
    expect(scraped.types.get(histogram)).toBe("histogram");
    const health = { method: "GET", route: "/lifetime-outfitter/health", status: "200" };
    expect(samplesOf(scraped, `${histogram}_count`, health)[0]?.value).toBeGreaterThanOrEqual(1);
    expect(samplesOf(scraped, `${histogram}_sum`, health)[0]?.value).toBeGreaterThan(0);
    expect(samplesOf(scraped, `${histogram}_bucket`, { ...health, le: "+Inf" })).toHaveLength(1);
    // A route's pattern, never the address it was called at; no route: 'unmatched'.
    expect(
      samplesOf(scraped, `${histogram}_count`, { route: "unmatched", status: "404" }),
    ).toHaveLength(1);
    expect(scraped.samples.some((sample) => sample.labels.route?.includes("no-such"))).toBe(false);

    expect(valueOf(scraped, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
    expect(valueOf(scraped, "lo_outbox_depth")).toBeGreaterThanOrEqual(1);
    expect(valueOf(scraped, "lo_outbox_oldest_due_seconds")).toBeGreaterThanOrEqual(59);
    expect(valueOf(scraped, "lo_mail_failed")).toBeGreaterThanOrEqual(1);
    const pool = samplesOf(scraped, "lo_db_pool_connections");
    if (TEST_DRIVER === "postgres") {
      expect(pool.map((sample) => sample.labels.state).sort()).toEqual([
        "idle",
        "in_use",
        "waiting",
      ]);
    } else {
      // PGlite is one connection inside the process: no pool to tell of.
      expect(pool).toEqual([]);
    }
  });

  it("answers this machine, or a scraper with METRICS_TOKEN; nobody else", async () => {
    expect((await scrape({}, "203.0.113.9")).statusCode).toBe(403);
    expect(
      (await scrape({ authorization: "Bearer wrong-token-wrong-token" }, "203.0.113.9")).statusCode,
    ).toBe(403);
    expect((await scrape({ authorization: `Bearer ${TOKEN}` }, "203.0.113.9")).statusCode).toBe(
      200,
    );
    // A proxy on this machine forwards the internet: a forwarded request is not 'this machine'.
    expect((await scrape({ "x-forwarded-for": "203.0.113.9" })).statusCode).toBe(403);
    expect((await scrape({}, "::1")).statusCode).toBe(200);
  });
});
