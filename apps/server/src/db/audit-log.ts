import { formatCustomerDisplayName } from "@lo/domain";
import type { Db, Tx } from "./client";
import { auditLog } from "./schema";

/** One field's value before and after a change (null: it had none). */
export interface FieldChange {
  before: unknown;
  after: unknown;
}

export type AuditChanges = Record<string, FieldChange>;

export type AuditEntityKind =
  | "customer"
  | "product"
  | "repair-request"
  | "repair-line"
  | "note"
  | "setting"
  | "transfer"
  | "quote";

export interface AuditEntry {
  /** The admin who made the change. */
  actor: { idnumber: string; name: string; surname: string };
  entityKind: AuditEntityKind;
  entityId: string | number;
  action: string;
  changes?: AuditChanges;
  /** The pages the entry shows on: the customer's, the item's, the request's. */
  subjects?: { customerIdnumber?: string; serialno?: string; repairRequestId?: number };
}

/**
 * Records admin changes in the transaction that makes them (design §11), so a change is never
 * without its entry nor an entry without its change.
 */
export async function recordAudit(tx: Tx | Db, ...entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(auditLog).values(
    entries.map((entry) => ({
      actorIdnumber: entry.actor.idnumber,
      actorName:
        formatCustomerDisplayName(entry.actor.name, entry.actor.surname) || entry.actor.idnumber,
      entityKind: entry.entityKind,
      entityId: String(entry.entityId),
      action: entry.action,
      changes: entry.changes ?? {},
      customerIdnumber: entry.subjects?.customerIdnumber ?? null,
      serialno: entry.subjects?.serialno ?? null,
      repairRequestId: entry.subjects?.repairRequestId ?? null,
    })),
  );
}

const comparable = (value: unknown) =>
  value instanceof Date ? value.toISOString() : (value ?? null);

/**
 * The fields of `after` whose value differs from `before` (dates compared as instants),
 * each with both values: what an update entry records.
 */
export function changedFields<Row extends Record<string, unknown>>(
  before: Partial<Row>,
  after: Partial<Row>,
  fields: readonly (keyof Row & string)[] = Object.keys(after) as (keyof Row & string)[],
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    if (!(field in after)) continue;
    const was = comparable(before[field]);
    const now = comparable(after[field]);
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[field] = { before: was, after: now };
  }
  return changes;
}
