import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { afterAll, beforeAll, inject } from "vitest";
import { z } from "zod";
import { buildApp, type App } from "../src/app";
import type { AppConfig } from "../src/config";
import { openPglite, openPostgres, type DatabaseHandle, type Db } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { seedReferenceData } from "../src/seed/reference-data";
import { comparingSerializerCompiler } from "./answer-bytes";
import { onTestServer } from "./test-server";

export type TestDriver = "pglite" | "postgres";

/** Which database this test run uses (one vitest project per driver, see vitest.config.ts). */
export const TEST_DRIVER: TestDriver =
  process.env.LO_TEST_DB === "postgres" ? "postgres" : "pglite";

/** Production-like settings, except: no port, silent logs, and no built web app. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: "127.0.0.1",
    dataDir: "memory://",
    databaseUrl: undefined,
    adminEmail: "admin@lifetime-outfitter.test",
    adminPassword: undefined,
    apiKey: undefined,
    metricsToken: undefined,
    // No scheduled backups unless a test gives a folder of its own.
    backupDir: undefined,
    backupCatchUpSeconds: 300,
    cookieSecure: true,
    trustProxy: false,
    // Per-IP limits in memory, as without REDIS_URL; the Redis tests set both.
    redisUrl: undefined,
    redisKeyPrefix: "lo-test:",
    // A directory that never exists, so tests do not depend on whether the web app is built.
    webDist: join(tmpdir(), "lo-test-no-web-dist"),
    logLevel: "silent",
    publicUrl: "https://shop.lifetime-outfitter.test",
    // Mail stays in the outbox unless a test starts a worker with a transport of its own.
    smtpUrl: undefined,
    smtpRequireTls: false,
    mailDir: join(tmpdir(), "lo-test-mail"),
    mailFrom: "hello@lifetime-outfitter.test",
    workshopEmail: "workshop@lifetime-outfitter.test",
    notifyBatchSeconds: 1,
    tempPasswordDays: 7,
    confirmIdentitySeconds: 900,
    ...overrides,
  };
}

export { onTestServer } from "./test-server";

/**
 * An empty database of its own (`lo_test_<random>`) on the TEST_DATABASE_URL server: its URL,
 * and drop() to remove it again.
 */
export async function createServerDatabase(
  options: { template?: string } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `lo_test_${randomBytes(6).toString("hex")}`;
  await onTestServer(
    options.template
      ? `CREATE DATABASE ${name} TEMPLATE ${options.template}`
      : `CREATE DATABASE ${name}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onTestServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export interface TestDatabase {
  handle: DatabaseHandle;
  db: Db;
  close: () => Promise<void>;
}

/**
 * A brand-new empty database: PGlite in memory, or on PostgreSQL a database of its own
 * (`lo_test_<random>`) created from TEST_DATABASE_URL and dropped again by close().
 * Pass `{ migrate: true }` to get the schema and the reference data too.
 */
export async function createTestDatabase(
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  let handle: DatabaseHandle;
  let drop = async () => {};
  // A migrated database is a copy of the one global-setup.ts migrated once for the whole run.
  const template = options.migrate ? inject("migratedTemplate") : undefined;
  if (TEST_DRIVER === "postgres") {
    const scratch = await createServerDatabase({ template });
    handle = await openPostgres(scratch.url);
    drop = scratch.drop;
  } else {
    const loadDataDir = template ? new Blob([await readFile(template)]) : undefined;
    handle = await openPglite("memory://", { loadDataDir });
  }
  if (options.migrate && !template) {
    await runMigrations(handle);
    await seedReferenceData(handle.db);
  }
  return {
    handle,
    db: handle.db,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

export interface TestAppOptions {
  /** Overrides of the test configuration (apiKey, webDist, cookieSecure, ...). */
  config?: Partial<AppConfig>;
  /**
   * Throw-away API routes for this test file, registered under /lifetime-outfitter like the
   * real ones (each must declare config.access).
   */
  routes?: FastifyPluginAsyncZod;
  /** The app's clock (default: the system's): a fake one judges overdue lines and estimates. */
  now?: () => Date;
}

export interface TestApp {
  app: App;
  db: Db;
  /** The database as the commands and the backups take it (its kind beside its db). */
  handle: DatabaseHandle;
  config: AppConfig;
  close: () => Promise<void>;
}

/**
 * The whole app on a fresh, migrated and reference-seeded database. Create one per test file
 * (beforeAll) and close it in afterAll; tests build their own data with the factories.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase({ migrate: true });
  const config = testConfig(options.config);
  try {
    const app = await buildApp(config, {
      db: database.db,
      extraApiRoutes: options.routes,
      serializerCompiler: comparingSerializerCompiler,
      ...(options.now ? { now: options.now } : {}),
    });
    await app.ready();
    return {
      app,
      db: database.db,
      handle: database.handle,
      config,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * An app of the surrounding describe block's own (settings other than the file's app): opened
 * in a beforeAll, where copying a database has the hooks' budget even on a busy machine rather
 * than a test's, and closed after the block. Read it inside the tests.
 */
export function ownTestApp(options: TestAppOptions = {}): () => TestApp {
  let own: TestApp | undefined;
  beforeAll(async () => {
    own = await createTestApp(options);
  });
  afterAll(() => own?.close());
  return () => {
    if (!own) throw new Error("ownTestApp: read it inside a test");
    return own;
  };
}

/** Headers of a same-origin JSON request, as the SPA sends them. */
export const JSON_HEADERS = { "content-type": "application/json" } as const;

/**
 * A stand-in for the customer's own-data routes (GET /test/own/:id, access { own: "id" }), so
 * a test of who may see whose data depends on no other feature.
 */
export const ownDataRoute: FastifyPluginAsyncZod = async (api) => {
  api.get(
    "/test/own/:id",
    { config: { access: { own: "id" } }, schema: { params: z.object({ id: z.string() }) } },
    async (request) => ({ id: request.params.id }),
  );
};
