import { z } from "zod";
import {
  isoDateTimeSchema,
  optionalQueryInteger,
  optionalQueryText,
  positiveIntegerSchema,
} from "./common";

/** Entries of the audit log answered a page at a time. */
export const AUDIT_LOG_PAGE_SIZE = 50;

export const AUDIT_LOG_MESSAGES = {
  oneSubject: "Name exactly one of customer, serialno or request.",
} as const;

/**
 * `GET /audit-log` query: the history of one customer (ID number), item (serial number) or
 * repair request (id), newest first; `before` (an entry's id) reads on after that entry.
 */
export const auditLogQuerySchema = z
  .object({
    customer: optionalQueryText,
    serialno: optionalQueryText,
    request: optionalQueryInteger(1),
    before: optionalQueryInteger(1, Number.MAX_SAFE_INTEGER),
  })
  .superRefine((query, ctx) => {
    const named = [query.customer, query.serialno, query.request].filter(
      (subject) => subject !== undefined,
    );
    if (named.length !== 1) {
      ctx.addIssue({ code: "custom", path: ["customer"], message: AUDIT_LOG_MESSAGES.oneSubject });
    }
  });

/** One field's value before and after a change (null: it had none). */
export const auditFieldChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });

/** One recorded admin change. */
export const auditEntrySchema = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  at: isoDateTimeSchema,
  /** The admin's name as it was when they made the change. */
  actorName: z.string(),
  /** customer, product, repair-request, repair-line, note, setting, transfer. */
  entityKind: z.string(),
  entityId: z.string(),
  /** create, update, password-reset, invitation-sent, … */
  action: z.string(),
  changes: z.record(z.string(), auditFieldChangeSchema),
});

export const auditLogResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** The `before` of the next page; null on the last one. */
  nextBefore: positiveIntegerSchema.nullable(),
});

export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
