import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../src/app";
import type { AppConfig } from "../src/config";
import { CONTACT_MESSAGES } from "../src/contact/routes";
import { createTestDatabase, JSON_HEADERS, testConfig, type TestDatabase } from "./helpers";
import {
  closedPort,
  deleteRedisKeys,
  redisKeys,
  redisProxy,
  TEST_REDIS_URL,
  uniqueRedisPrefix,
} from "./redis-support";

if (!TEST_REDIS_URL) {
  console.warn(
    "rate-limit-redis.test.ts skipped: set TEST_REDIS_URL (e.g. redis://127.0.0.1:6379) to " +
      "test the per-IP limits in Redis",
  );
}

const CONTACT_ROUTE = "POST/lifetime-outfitter/users/contact-form";
const LOGIN_ROUTE = "POST/lifetime-outfitter/users/login";

function sendContact(app: App, ip: string) {
  return app.inject({
    method: "POST",
    url: "/lifetime-outfitter/users/contact-form",
    remoteAddress: ip,
    headers: JSON_HEADERS,
    payload: { name: "Naledi", email: "naledi@example.test", message: "Can you re-stitch a belt?" },
  });
}

describe.skipIf(!TEST_REDIS_URL)("per-IP limits with REDIS_URL", () => {
  let database: TestDatabase;
  const prefix = uniqueRedisPrefix();
  const apps: App[] = [];

  /** One more process's worth of app on the same database. */
  async function app(config: Partial<AppConfig> = {}): Promise<App> {
    const built = await buildApp(
      testConfig({ redisUrl: TEST_REDIS_URL, redisKeyPrefix: prefix, ...config }),
      { db: database.db },
    );
    apps.push(built);
    await built.ready();
    return built;
  }

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: true });
  });
  afterAll(async () => {
    for (const built of apps) await built.close();
    await database.close();
    await deleteRedisKeys(prefix);
  });

  it("counts in Redis under the prefix, so two apps share one limit", async () => {
    const [first, second] = [await app(), await app()];
    const ip = "198.51.100.7";
    for (let i = 1; i <= 10; i += 1) {
      const response = await sendContact(i % 2 === 1 ? first : second, ip);
      expect(response.statusCode, response.body).toBe(201);
      // One count across both: the 10th message leaves none, whichever app took it.
      expect(response.headers["x-ratelimit-remaining"]).toBe(String(10 - i));
    }
    for (const each of [first, second]) {
      const refused = await sendContact(each, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: CONTACT_MESSAGES.tooMany,
        message: CONTACT_MESSAGES.tooMany,
      });
    }
    // Another client is not held back by that one.
    expect((await sendContact(second, "198.51.100.8")).statusCode).toBe(201);

    await first.inject({
      method: "POST",
      url: "/lifetime-outfitter/users/login",
      remoteAddress: ip,
      headers: JSON_HEADERS,
      payload: { email: "nobody@example.test", password: "Wrong#Guess1" },
    });
    const keys = await redisKeys(prefix);
    expect(keys.get(`${prefix}rate-limit:${CONTACT_ROUTE}-${ip}`)).toBe("12");
    expect(keys.get(`${prefix}rate-limit:${CONTACT_ROUTE}-198.51.100.8`)).toBe("1");
    expect(keys.get(`${prefix}rate-limit:${LOGIN_ROUTE}-${ip}`)).toBe("1");
  });

  it("shares the forgot-password limit (10 in 15 minutes) between apps", async () => {
    const [first, second] = [await app(), await app()];
    const ip = "198.51.100.11";
    const forgot = (each: App) =>
      each.inject({
        method: "POST",
        url: "/lifetime-outfitter/users/forgot-password",
        remoteAddress: ip,
        headers: JSON_HEADERS,
        payload: { email: "nobody@example.test" },
      });
    for (let i = 0; i < 10; i += 1) {
      expect((await forgot(i % 2 === 0 ? first : second)).statusCode).toBe(200);
    }
    for (const each of [first, second]) expect((await forgot(each)).statusCode).toBe(429);
    const keys = await redisKeys(prefix);
    expect(
      keys.get(`${prefix}rate-limit:POST/lifetime-outfitter/users/forgot-password-${ip}`),
    ).toBe("12");
  });

  it("without REDIS_URL each app counts alone (why several processes need Redis)", async () => {
    const [first, second] = [
      await app({ redisUrl: undefined }),
      await app({ redisUrl: undefined }),
    ];
    const ip = "198.51.100.9";
    for (let i = 0; i < 10; i += 1) expect((await sendContact(first, ip)).statusCode).toBe(201);
    expect((await sendContact(first, ip)).statusCode).toBe(429);
    expect((await sendContact(second, ip)).statusCode).toBe(201);
    expect((await redisKeys(prefix)).has(`${prefix}rate-limit:${CONTACT_ROUTE}-${ip}`)).toBe(false);
  });

  it("does not start when Redis cannot be reached, and says where", async () => {
    const port = await closedPort();
    await expect(
      buildApp(testConfig({ redisUrl: `redis://127.0.0.1:${port}` }), { db: database.db }),
    ).rejects.toThrow(
      `Could not connect to Redis at 127.0.0.1:${port}: connect ECONNREFUSED 127.0.0.1:${port}`,
    );
  });

  it("lets requests through unlimited while Redis is away, and limits again once it is back", async () => {
    const proxy = await redisProxy();
    const served = await app({ redisUrl: proxy.url });
    const ip = "198.51.100.10";
    for (let i = 0; i < 10; i += 1) expect((await sendContact(served, ip)).statusCode).toBe(201);
    expect((await sendContact(served, ip)).statusCode).toBe(429);

    await proxy.cut();
    const started = Date.now();
    const during = await sendContact(served, ip);
    // Answered at once and normally: no 500, no wait for a Redis that is not there.
    expect(during.statusCode, during.body).toBe(201);
    expect(Date.now() - started).toBeLessThan(3000);

    await proxy.restore();
    // The client reconnects within its retry delay (at most 2 s); the count it kept applies.
    let status = 0;
    for (let tries = 0; tries < 40 && status !== 429; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await sendContact(served, ip)).statusCode;
    }
    expect(status).toBe(429);
  });
});
