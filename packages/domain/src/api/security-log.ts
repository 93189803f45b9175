import { z } from "zod";
import { isoDateTimeSchema, optionalQueryInteger, optionalQueryText, totalSchema } from "./common";

/** Entries of the security log per page of the admins' list. */
export const SECURITY_LOG_PAGE_SIZE = 50;

/** Entries older than this are removed by the daily pruning. */
export const SECURITY_LOG_KEEP_DAYS = 365;

/**
 * What the security log records, each with the words the admins' page shows. The keys are
 * stored; the labels may change.
 */
export const SECURITY_EVENT_LABELS = {
  "sign-in": "Signed in",
  "sign-in-failed": "Sign-in failed",
  "sign-in-limited": "Sign-in refused: too many attempts",
  "sign-out": "Signed out",
  "password-changed": "Password changed",
  "password-reset-by-admin": "Password reset by an admin",
  "email-changed": "E-mail address changed",
  "reset-link-asked": "Password link asked for",
  "reset-link-used": "Password link used",
  "factor-added": "Second factor added",
  "factor-removed": "Second factor removed",
  "passkey-added": "Passkey added",
  "passkey-removed": "Passkey removed",
  "second-factor-failed": "Second factor code refused",
  "session-ended": "Session ended",
  "sessions-ended": "Sessions ended",
  export: "List exported",
  "data-exported": "Own data downloaded",
  "customer-anonymised": "Customer anonymised",
  "admin-route-refused": "Admin call refused",
  "backup-downloaded": "Backup downloaded",
} as const;

export type SecurityEvent = keyof typeof SECURITY_EVENT_LABELS;

export const SECURITY_EVENTS = Object.keys(SECURITY_EVENT_LABELS) as [
  SecurityEvent,
  ...SecurityEvent[],
];

export const securityEventSchema = z.enum(SECURITY_EVENTS);

const optionalDay = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z.iso.date({ error: "Give a date as YYYY-MM-DD." }).optional(),
);

/**
 * `GET /admin/security-log`: newest first; by event, by person (an ID number, or part of one,
 * or of an e-mail address the entry names), and from/to a day (the workshop's days, inclusive).
 */
export const securityLogQuerySchema = z.object({
  event: z.preprocess(
    (value) => (value === "" ? undefined : value),
    securityEventSchema.optional(),
  ),
  person: optionalQueryText,
  from: optionalDay,
  to: optionalDay,
  limit: optionalQueryInteger(1, 100),
  offset: optionalQueryInteger(0),
});

export const securityLogEntrySchema = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  at: isoDateTimeSchema,
  event: z.string(),
  /** Whose account the entry concerns (null: none known, e.g. a sign-in with an unknown e-mail). */
  userIdnumber: z.string().nullable(),
  /** The account's name as it is now (null: no such account any more). */
  userName: z.string().nullable(),
  /** Who acted, when not the account holder (an admin). */
  actorIdnumber: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});

export const securityLogResponseSchema = z.object({
  data: z.array(securityLogEntrySchema),
  total: totalSchema,
});

export type SecurityLogQuery = z.infer<typeof securityLogQuerySchema>;
export type SecurityLogEntry = z.infer<typeof securityLogEntrySchema>;
export type SecurityLogResponse = z.infer<typeof securityLogResponseSchema>;
