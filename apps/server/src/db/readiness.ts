import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { MIGRATIONS_FOLDER } from "./migrate";

/** Why the server is not ready to serve, or null when it is. */
export type NotReady = "database" | "migrations" | null;

/** How long the database has to answer before it counts as out of reach. */
const ANSWER_MS = 2000;

let migrationCount: number | undefined;

/** How many migrations this build has (its journal), read once. */
function migrationsOfThisBuild(): number {
  migrationCount ??= (
    JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
      entries: unknown[];
    }
  ).entries.length;
  return migrationCount;
}

function withinTime<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("no answer in time")), ANSWER_MS);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Whether the database answers (within 2 s) and holds every migration of this build. A
 * process whose database is out of reach, or not migrated yet (another process is migrating
 * it), is taken out of a load balancer's rotation without being restarted.
 */
export async function readiness(db: Db): Promise<NotReady> {
  let applied: number;
  try {
    const answer = (await withinTime(db.execute(sql`select 1`))) as unknown as { rows: unknown[] };
    if (answer.rows.length !== 1) return "database";
  } catch {
    return "database";
  }
  try {
    const counted = (await withinTime(
      db.execute(sql`select count(*)::integer as n from drizzle.__drizzle_migrations`),
    )) as unknown as { rows: { n: number }[] };
    applied = Number(counted.rows[0]?.n ?? 0);
  } catch {
    return "migrations";
  }
  return applied >= migrationsOfThisBuild() ? null : "migrations";
}
