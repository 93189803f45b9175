import type { TurnaroundTargets } from "@lo/domain";
import { sql } from "drizzle-orm";
import { changedFields, recordAudit } from "../db/audit-log";
import type { Db } from "../db/client";
import {
  readTurnaroundTargets,
  readWholeSetting,
  TURNAROUND_SETTING,
  writeTurnaroundTargets,
  writeWholeSetting,
  type WholeSetting,
} from "../db/settings";
import type { SessionUser } from "../identity/sessions";

/**
 * Stores the targets and audits the states whose target changed (entity kind 'setting'), in
 * one transaction, read under the row's lock so two admins' saves record true befores.
 */
export async function saveTurnaroundTargets(
  db: Db,
  targets: TurnaroundTargets,
  actor: SessionUser,
): Promise<TurnaroundTargets> {
  return db.transaction(async (tx) => {
    // One admin's save at a time, so the audit entry's before is the value really replaced
    // (a transaction-scoped advisory lock on the key, released at commit).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${TURNAROUND_SETTING}))`);
    const before = await readTurnaroundTargets(tx);
    await writeTurnaroundTargets(tx, targets, actor.idnumber);
    const changes = changedFields(before, targets);
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, {
        actor,
        entityKind: "setting",
        entityId: TURNAROUND_SETTING,
        action: "update",
        changes,
      });
    }
    return targets;
  });
}

/**
 * Stores a whole setting (billing, the price list) and audits what changed, under a lock on
 * its key so two admins' saves record true befores; one transaction.
 */
export async function saveWholeSetting<T extends object>(
  db: Db,
  setting: WholeSetting<T>,
  value: T,
  actor: SessionUser,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${setting.key}))`);
    const before = await readWholeSetting(tx, setting);
    await writeWholeSetting(tx, setting, value, actor.idnumber);
    const changes = changedFields(
      before as unknown as Record<string, unknown>,
      value as unknown as Record<string, unknown>,
    );
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, {
        actor,
        entityKind: "setting",
        entityId: setting.key,
        action: "update",
        changes,
      });
    }
    return value;
  });
}
