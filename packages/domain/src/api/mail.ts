import { z } from "zod";
import { countSchema, isoDateTimeSchema, optionalQueryInteger, totalSchema } from "./common";

/** Mails that could not be delivered, per page of the admins' list. */
export const FAILED_MAIL_PAGE_SIZE = 20;

export const failedMailListQuerySchema = z.object({
  limit: optionalQueryInteger(1, 100),
  offset: optionalQueryInteger(0),
});

/** A mail the worker gave up on after about a day of tries (or could not write at all). */
export const failedMailSchema = z.object({
  id: z.number().int(),
  /** The subject it was last written with; null if it could never be written. */
  subject: z.string().nullable(),
  kind: z.string(),
  /** Its recipient: the fixed address, or the customer's current one (null: none). */
  to: z.string().nullable(),
  attempts: countSchema,
  reason: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  failedAt: isoDateTimeSchema,
});
export type FailedMail = z.infer<typeof failedMailSchema>;

export const failedMailListResponseSchema = z.object({
  data: z.array(failedMailSchema),
  total: totalSchema,
});

export const mailIdParamsSchema = z.object({
  id: z.coerce.number<unknown>().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const MAIL_MESSAGES = {
  retryQueued: "The mail will be sent again shortly.",
  notFailed: "This mail has not failed, so there is nothing to retry.",
  mailNotFound: "The mail was not found.",
} as const;
