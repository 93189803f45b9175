import { AUDIT_LOG_PAGE_SIZE, type AuditEntry, type AuditLogResponse } from "@lo/domain";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import type { AuditChanges } from "../db/audit-log";
import { auditLog } from "../db/schema";

export interface AuditSubject {
  customer?: string | undefined;
  serialno?: string | undefined;
  request?: number | undefined;
}

function subjectCondition(subject: AuditSubject): SQL {
  if (subject.customer !== undefined) return eq(auditLog.customerIdnumber, subject.customer);
  if (subject.serialno !== undefined) return eq(auditLog.serialno, subject.serialno);
  if (subject.request !== undefined) return eq(auditLog.repairRequestId, subject.request);
  throw new Error("auditHistory: no subject");
}

/**
 * One subject's history, newest first, a page of AUDIT_LOG_PAGE_SIZE at a time: by time and
 * then id (the subject's index on (subject, at) finds and orders them), `before` reading on
 * after the entry with that id.
 */
export async function auditHistory(
  db: Db,
  subject: AuditSubject,
  before?: number,
): Promise<AuditLogResponse> {
  const condition = subjectCondition(subject);
  const after =
    before === undefined
      ? undefined
      : sql`(${auditLog.at}, ${auditLog.id}) < (select a.at, a.id from audit_log a where a.id = ${before})`;
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorName: auditLog.actorName,
      entityKind: auditLog.entityKind,
      entityId: auditLog.entityId,
      action: auditLog.action,
      changes: auditLog.changes,
    })
    .from(auditLog)
    .where(and(condition, after))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_LOG_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_LOG_PAGE_SIZE);
  const entries: AuditEntry[] = page.map((row) => ({
    ...row,
    at: row.at.toISOString(),
    changes: row.changes as AuditChanges,
  }));
  const last = page[page.length - 1];
  return { entries, nextBefore: rows.length > AUDIT_LOG_PAGE_SIZE && last ? last.id : null };
}
