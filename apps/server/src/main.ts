import type { AddressInfo } from "node:net";
import { buildApp } from "./app";
import { registerBackupControl, removeControlFile, serverControl } from "./backup/control";
import { ConfigError, hostForUrl, loadConfig, type AppConfig } from "./config";
import { openDatabase, type DatabaseHandle } from "./db/client";
import { startDailyWork } from "./daily-work";
import { claimDataDir, dataDirHolder } from "./db/data-dir-owner";
import { runMigrations } from "./db/migrate";
import { withStartupLock } from "./db/startup-lock";
import { ensureTrackingLinks } from "./links/tracking-links";
import { MAIL_KINDS } from "./mail-kinds";
import { transportFor } from "./mail/transport";
import { startMailWorker, type MailWorker } from "./mail/worker";
import { RedisUnavailableError } from "./http/rate-limit";
import { seedDemoData } from "./seed/demo";
import { ensureFirstAdmin, FirstAdminError } from "./seed/first-admin";
import { seedReferenceData } from "./seed/reference-data";

/** How long a stopping server lets the requests in flight finish (decision 090). */
const IN_FLIGHT_MS = 10_000;

/** Closes the app; connections still open after `ms` are cut. */
async function closeWithin(
  app: { close: () => PromiseLike<unknown>; server: { closeAllConnections: () => void } },
  ms: number,
) {
  const cut = setTimeout(() => app.server.closeAllConnections(), ms);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function displayHost(host: string): string {
  return host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
}

function describeDatabase(config: AppConfig): string {
  if (!config.databaseUrl) return `the embedded database in ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}

/**
 * Migrations, reference data, the first admin, (--demo) the demo data, and a tracking link
 * for every request without one (those made before links existed, and the demo's).
 */
function prepareDatabase(handle: DatabaseHandle, config: AppConfig, demo: boolean) {
  // Several processes may start at once on one PostgreSQL: they take turns here.
  return withStartupLock(handle, async () => {
    await runMigrations(handle);
    await seedReferenceData(handle.db);
    const admin = await ensureFirstAdmin(handle.db, {
      email: config.adminEmail,
      password: config.adminPassword,
    });
    const demoResult = demo ? await seedDemoData(handle.db) : undefined;
    await ensureTrackingLinks(handle.db);
    return { admin, demoResult };
  });
}

/**
 * The database, opened; the embedded one's folder claimed as this process's alone while it
 * runs (db/data-dir-owner.ts), or refused if another process holds it.
 */
async function openOwnDatabase(config: AppConfig) {
  if (!config.databaseUrl) {
    const holder = dataDirHolder(config.dataDir);
    if (holder !== null) {
      fail(`Another process (pid ${holder}) is using ${config.dataDir}: stop it first.`);
    }
  }
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase(config);
  } catch (error) {
    fail(
      `Could not open ${describeDatabase(config)}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (config.databaseUrl) return { handle, releaseDataDir: () => undefined, control: undefined };
  const release = claimDataDir(config.dataDir);
  const releaseDataDir = () => {
    removeControlFile(config.dataDir);
    release();
  };
  return { handle, releaseDataDir, control: serverControl(config.dataDir) };
}

async function main(): Promise<void> {
  const demo = process.argv.includes("--demo");

  let config: AppConfig;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const { handle, releaseDataDir, control } = await openOwnDatabase(config);

  let prepared;
  try {
    prepared = await prepareDatabase(handle, config, demo);
  } catch (error) {
    await handle.close();
    if (error instanceof FirstAdminError) fail(error.message);
    throw error;
  }
  const { admin, demoResult } = prepared;

  let app;
  try {
    app = await buildApp(config, { db: handle.db });
  } catch (error) {
    await handle.close();
    if (error instanceof RedisUnavailableError) fail(error.message);
    throw error;
  }

  // `npm run backup` asks the embedded database's server for the backup.
  if (control) registerBackupControl(app, handle, control);

  const transport = transportFor(config, (line) => console.log(line));
  // Started once the server listens; shutdown stops it first.
  const mail: { worker?: MailWorker } = {};
  const stopDailyWork = startDailyWork(handle, config, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      // A second Ctrl+C means "now".
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    try {
      // No new connections; the requests in flight finish (up to IN_FLIGHT_MS), while the mail
      // being sent goes and the rest return to the outbox, and a backup under way may end;
      // then the database closes.
      await Promise.all([
        closeWithin(app, IN_FLIGHT_MS),
        mail.worker?.stop(),
        stopDailyWork(IN_FLIGHT_MS),
      ]);
      await transport.close();
      await handle.close();
      releaseDataDir();
      process.exit(0);
    } catch (error) {
      console.error("Shutdown failed:", error);
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await handle.close();
    fail(
      `Could not listen on ${config.host}:${config.port}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const { port } = app.server.address() as AddressInfo;
  // PORT=0 picks a free port: without PUBLIC_URL, links (tracking pages, mail) must carry the
  // port actually taken, not ':0'. app.config is this object, read when each link is made.
  if (config.port === 0 && !process.env.PUBLIC_URL) {
    config.publicUrl = `http://${hostForUrl(config.host)}:${port}`;
  }
  // Mail goes out from every server process; the outbox decides which one sends each mail.
  mail.worker = startMailWorker({
    db: handle.db,
    config,
    kinds: MAIL_KINDS,
    transport,
    onError: (error) => app.log.error({ err: error }, "Mail delivery failed; trying again shortly"),
  });

  control?.publish(`http://${hostForUrl(config.host)}:${port}`);
  console.log(`Lifetime Outfitter is running at http://${displayHost(config.host)}:${port}`);
  if (admin.created) {
    console.log(`First admin created: ${admin.email}`);
    if (admin.generatedPassword) {
      console.log(
        `Temporary password: ${admin.generatedPassword}  (you will be asked to choose a new one at first sign-in)`,
      );
    } else {
      console.log("Its password is the one in ADMIN_PASSWORD.");
    }
  }
  if (demoResult) {
    if (demoResult.seeded) {
      console.log("Demo customers created:");
    } else if (demoResult.accounts.length > 0) {
      console.log("Demo data already in place. Demo customers:");
    } else {
      console.log("Demo data not added: the shop already has customers or products.");
    }
    if (demoResult.accounts.length > 0) {
      for (const account of demoResult.accounts) {
        console.log(`  ${account.name}: ${account.email} / ${account.password}`);
      }
    }
  }
}

main().catch((error: unknown) => {
  console.error("The server could not start:", error);
  process.exit(1);
});
