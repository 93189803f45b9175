import type { DatabaseHandle } from "./client";

/** Any fixed number will do: it only has to be the same in every process of this product. */
export const STARTUP_LOCK_KEY = 7_301_409_114;

/**
 * Runs the start-up work (migrations, reference data, the first admin) while holding a
 * PostgreSQL advisory lock, so processes started at the same moment on one database take
 * turns: without it the second one fails on "already exists" (the migrator and the first-admin
 * check are read-then-write). The lock is a session lock on a connection of its own; it also
 * ends if that connection dies. PGlite is one process's own directory and needs none.
 */
export async function withStartupLock<T>(
  handle: DatabaseHandle,
  work: () => Promise<T>,
): Promise<T> {
  if (handle.kind === "pglite") return work();
  const client = await handle.pool.connect();
  let broken: Error | undefined;
  try {
    await client.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]).catch((error) => {
        broken = error instanceof Error ? error : new Error(String(error));
      });
    }
  } finally {
    // A connection whose unlock failed is closed rather than reused, which frees the lock.
    client.release(broken);
  }
}
