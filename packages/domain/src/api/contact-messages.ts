import { z } from "zod";
import { idField } from "../validation/fields";
import {
  isoDateTimeSchema,
  optionalQueryEnum,
  optionalQueryInteger,
  optionalQueryText,
  positiveIntegerSchema,
  totalSchema,
} from "./common";

/** Messages per page of the contact inbox (`/admin/messages`). */
export const CONTACT_MESSAGE_PAGE_SIZE = 20;
/** The most one call of the inbox list answers. */
export const CONTACT_MESSAGE_LIMIT_MAX = 100;

/**
 * Which messages the inbox shows: `inbox` every message not archived (the default), `unread`
 * those of them nobody has opened, `archived` the archive.
 */
export const CONTACT_MESSAGE_VIEWS = ["inbox", "unread", "archived"] as const;
export type ContactMessageView = (typeof CONTACT_MESSAGE_VIEWS)[number];

/** `{id}` in `PATCH /admin/messages/{id}`. */
export const contactMessageIdParamsSchema = z.object({
  id: idField("Message id must be a positive whole number"),
});

/** One contact message as the inbox reads it; each date is null until it happens. */
export const contactMessageRecordSchema = z.object({
  id: positiveIntegerSchema,
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: isoDateTimeSchema,
  /** When it was first opened (or marked read); null: unread. */
  readAt: isoDateTimeSchema.nullable(),
  /** When an admin last pressed Reply. */
  answeredAt: isoDateTimeSchema.nullable(),
  /** When it was archived; null: in the inbox. */
  archivedAt: isoDateTimeSchema.nullable(),
  /**
   * The ID number of the customer whose login is the sender's e-mail, or null: someone else
   * (the inbox links to the customer page). Sent by the inbox list.
   */
  customerIdnumber: z.string().nullable().optional(),
});

/**
 * `GET /admin/messages`: `q` is a case-insensitive substring of the name, the e-mail or the
 * text; newest first; `limit` (1–100, default one page) and `offset` page in SQL.
 */
export const adminMessagesQuerySchema = z.object({
  q: optionalQueryText,
  view: optionalQueryEnum(CONTACT_MESSAGE_VIEWS),
  limit: optionalQueryInteger(1, CONTACT_MESSAGE_LIMIT_MAX),
  offset: optionalQueryInteger(0),
});

export const adminMessagesResponseSchema = z.object({
  data: z.array(contactMessageRecordSchema),
  /** Every message of the view that matches `q`, before paging. */
  total: totalSchema,
});

/** `GET /admin/messages/unread-count`: the number in the admin navigation. */
export const unreadMessagesResponseSchema = z.object({ unread: totalSchema });

export const CONTACT_MESSAGE_UPDATE_MESSAGES = {
  nothingToChange: "Say what to change: read, archived or answered.",
  notFound: "Message not found.",
} as const;

/**
 * `PATCH /admin/messages/{id}`: each flag given sets (true: now) or clears (false) its date.
 * Answering also marks it read. Unknown fields are refused.
 */
export const contactMessageUpdateSchema = z
  .strictObject({
    read: z.boolean().optional(),
    archived: z.boolean().optional(),
    answered: z.boolean().optional(),
  })
  .refine(
    (change) =>
      change.read !== undefined || change.archived !== undefined || change.answered !== undefined,
    { message: CONTACT_MESSAGE_UPDATE_MESSAGES.nothingToChange },
  );

export type ContactMessageRecord = z.infer<typeof contactMessageRecordSchema>;
export type AdminMessagesQuery = z.input<typeof adminMessagesQuerySchema>;
export type AdminMessagesResponse = z.infer<typeof adminMessagesResponseSchema>;
export type UnreadMessagesResponse = z.infer<typeof unreadMessagesResponseSchema>;
export type ContactMessageUpdate = z.infer<typeof contactMessageUpdateSchema>;
