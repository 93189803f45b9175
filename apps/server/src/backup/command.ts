import { resolve } from "node:path";
import { ConfigError, loadConfig, type AppConfig } from "../config";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { claimDataDir, dataDirHolder } from "../db/data-dir-owner";

/** Stops a command with one line on stderr and exit code 1. */
export function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The shop's configuration from the environment, as the server reads it. */
export function commandConfig(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) stop(error.message);
    throw error;
  }
}

/**
 * What `config` names, opened: PostgreSQL (DATABASE_URL) or the embedded data folder, refused
 * while another process holds the folder (`why` tells the owner why it must be stopped), and
 * held by this command until it closes the handle, so that no server starts on it meanwhile.
 */
export async function openShop(
  config: AppConfig,
  why = "the embedded database is one process's at a time.",
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openDatabase(config);
  const holder = dataDirHolder(config.dataDir);
  if (holder !== null) {
    stop(`Another process (pid ${holder}) is using ${config.dataDir}. Stop it first: ${why}`);
  }
  const release = claimDataDir(config.dataDir);
  try {
    const handle = await openDatabase(config);
    const close = handle.close;
    handle.close = async () => {
      await close();
      release();
    };
    return handle;
  } catch (error) {
    release();
    throw error;
  }
}

export const describeShop = (config: AppConfig) =>
  config.databaseUrl
    ? `PostgreSQL at ${new URL(config.databaseUrl).host}${new URL(config.databaseUrl).pathname}`
    : `the embedded database in ${config.dataDir}`;

/** A file named on the command line, from where the person typed it (npm's INIT_CWD). */
export const fromWhereTyped = (file: string) =>
  resolve(process.env.INIT_CWD ?? process.cwd(), file);
