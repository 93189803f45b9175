import {
  DEFAULT_TURNAROUND_TARGETS,
  turnaroundTargetsSchema,
  type TurnaroundTargets,
} from "@lo/domain";
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "./client";
import { perDatabase } from "./prepared";
import { settings } from "./schema";

/** The settings table's key of the turnaround targets (decision 067). */
export const TURNAROUND_SETTING = "turnaround-targets";

/** Read on every admin list and mail of a finished piece: prepared once per database. */
const turnaroundRow = perDatabase((db: Db | Tx) =>
  db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, TURNAROUND_SETTING))
    .prepare("turnaround_targets"),
);

/**
 * The turnaround targets in force: the stored ones, each state falling back to its default
 * should a stored value be missing or unreadable.
 */
export async function readTurnaroundTargets(db: Db | Tx): Promise<TurnaroundTargets> {
  const [row] = await turnaroundRow(db).execute();
  const stored = (row?.value ?? {}) as Record<string, unknown>;
  const merged = { ...DEFAULT_TURNAROUND_TARGETS };
  for (const key of Object.keys(merged) as (keyof TurnaroundTargets)[]) {
    const one = turnaroundTargetsSchema.shape[key].safeParse(stored[key]);
    if (one.success) merged[key] = one.data;
  }
  return merged;
}

/** Stores the targets (an upsert of their row); the caller audits it in the same transaction. */
export async function writeTurnaroundTargets(
  tx: Tx,
  targets: TurnaroundTargets,
  actorIdnumber: string,
): Promise<void> {
  await tx
    .insert(settings)
    .values({ key: TURNAROUND_SETTING, value: targets, updatedByIdnumber: actorIdnumber })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: targets, updatedByIdnumber: actorIdnumber, updatedAt: sql`now()` },
    });
}
