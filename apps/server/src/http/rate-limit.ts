import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import type { AppConfig } from "../config";
import { tooManyRequests } from "../errors";

/** A route's limit per IP: at most `max` calls a minute, then 429 with `message`. */
export function perMinute(max: number, message?: string) {
  return { max, timeWindow: "1 minute", errorResponseBuilder: () => tooManyRequests(message) };
}

/**
 * Per IP, for the public calls that take a link's token (opt-out, confirm-email, password
 * links): they need no sign-in, so guessing at tokens is slowed down.
 */
export const linkTokenRateLimit = perMinute(30);

/**
 * Photo uploads: each one is decoded and re-encoded (about a second of CPU for a phone photo),
 * so one client may send 60 a minute (ten items of six photos), counted before the body is read.
 */
export const photoUploadRateLimit = perMinute(60);

/** Redis could not be reached at start; the message says where and why. */
export class RedisUnavailableError extends Error {
  override name = "RedisUnavailableError";
}

/** host:port/db of a Redis URL, without its password: safe to print. */
export function describeRedis(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname === "/" ? "" : parsed.pathname}`;
}

/** The prefix of every rate-limit counter in Redis. */
export const rateLimitNamespace = (config: Pick<AppConfig, "redisKeyPrefix">) =>
  `${config.redisKeyPrefix}rate-limit:`;

/**
 * A Redis connection for the limit counters, proven with a PING before the server starts.
 * While running, a lost connection makes commands fail at once (no offline queue, one retry,
 * a command timeout) instead of holding sign-ins until Redis returns; see decision 043.
 */
export async function openRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const where = describeRedis(url);
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let lastError: Error | undefined;
  let started = false;
  let outage = false;
  redis.on("error", (error: Error) => {
    lastError = error;
    // Once per outage: the client retries every two seconds and would repeat it each time.
    if (!started || outage) return;
    outage = true;
    log.error(`Redis at ${where} is unreachable (${error.message}): per-IP limits are off`);
  });
  redis.on("ready", () => {
    if (!outage) return;
    outage = false;
    log.warn(`Redis at ${where} is back: per-IP limits apply again`);
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    const reason = lastError?.message ?? (error instanceof Error ? error.message : String(error));
    throw new RedisUnavailableError(`Could not connect to Redis at ${where}: ${reason}`);
  }
  started = true;
  return redis;
}

async function closeRedis(redis: Redis): Promise<void> {
  try {
    await redis.quit();
  } catch {
    // Not connected at the moment: nothing to say goodbye to.
    redis.disconnect();
  }
}

/**
 * @fastify/rate-limit with limits declared per route (config.rateLimit: login and the contact
 * form). With REDIS_URL the counters live in Redis, so every process counts the same client
 * together; without it, in this process's memory. When Redis fails while running, requests go
 * through unlimited (skipOnError) rather than failing: decision 043.
 */
export async function registerRateLimit(app: FastifyInstance, config: AppConfig): Promise<void> {
  if (!config.redisUrl) {
    await app.register(fastifyRateLimit, { global: false });
    return;
  }
  const redis = await openRedis(config.redisUrl, app.log);
  app.addHook("onClose", () => closeRedis(redis));
  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: rateLimitNamespace(config),
    skipOnError: true,
  });
}
