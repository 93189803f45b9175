import { randomBytes } from "node:crypto";
import { createServer, connect, type AddressInfo, type Socket } from "node:net";
import { Redis } from "ioredis";

/** The Redis the tests may use (its keys are always under a prefix of their own). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL?.trim() || undefined;

/** A key prefix no other test run uses. */
export function uniqueRedisPrefix(): string {
  return `lo-test-${randomBytes(5).toString("hex")}:`;
}

/** Every key under the prefix, with its value. */
export async function redisKeys(prefix: string): Promise<Map<string, string | null>> {
  const redis = new Redis(TEST_REDIS_URL ?? "");
  try {
    const keys = await redis.keys(`${prefix}*`);
    const values = keys.length > 0 ? await redis.mget(keys) : [];
    return new Map(keys.map((key, index) => [key, values[index] ?? null]));
  } finally {
    redis.disconnect();
  }
}

/** Removes what a test left under its prefix. */
export async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL ?? "");
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/** A port nothing listens on (it was free a moment ago). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A TCP hop in front of the test Redis that can be cut and restored: the app's Redis "goes
 * away" (connections dropped, new ones refused) and comes back on the same address.
 */
export async function redisProxy() {
  const target = new URL(TEST_REDIS_URL ?? "");
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  await listen(0);
  const { port } = server.address() as AddressInfo;
  const url = new URL(TEST_REDIS_URL ?? "");
  url.host = `127.0.0.1:${port}`;
  return {
    /** TEST_REDIS_URL, reached through the hop. */
    url: url.toString(),
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: () => listen(port),
  };
}
