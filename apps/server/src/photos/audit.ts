import { recordAudit, type AuditChanges } from "../db/audit-log";
import type { Tx } from "../db/client";
import type { SessionUser } from "../identity/sessions";

/** The line a photo belongs to, as its audit entry names it. */
export interface PhotoLine {
  lineId: number;
  requestId: number;
  owner: string;
  serialno: string;
}

/**
 * An admin's change to a line's photos, on the line's request's, customer's and item's
 * history, in the transaction that makes it.
 */
export function auditLinePhoto(
  tx: Tx,
  actor: SessionUser,
  line: PhotoLine,
  action: "photo-added" | "photo-visibility-changed",
  changes: AuditChanges,
): Promise<void> {
  return recordAudit(tx, {
    actor,
    entityKind: "repair-line",
    entityId: line.lineId,
    action,
    changes,
    subjects: {
      repairRequestId: line.requestId,
      customerIdnumber: line.owner,
      serialno: line.serialno,
    },
  });
}

/** A catalogue piece's photo replaced or removed: a setting, by its hash before and after. */
export function auditCataloguePhoto(
  tx: Tx,
  actor: SessionUser,
  slug: string,
  action: "catalogue-photo-replaced" | "catalogue-photo-removed",
  hash: { before: string | null; after: string | null },
): Promise<void> {
  return recordAudit(tx, {
    actor,
    entityKind: "setting",
    entityId: `catalogue-photo:${slug}`,
    action,
    changes: { photo: hash },
  });
}
