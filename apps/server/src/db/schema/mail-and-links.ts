/**
 * Mail and links: the contact form's messages, the mail outbox, the tokens links carry and the
 * server's own secrets.
 */
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { bigId, stampedNow, timestamptz } from "./columns";
import { personRef } from "./people";
import { pieceRef } from "./pieces";
import { repairRequests } from "./repairs";

export const contactMessages = pg.pgTable(
  "contact_messages",
  {
    id: pg.serial("id").primaryKey(),
    name: pg.text("name").notNull(),
    email: pg.text("email").notNull(),
    message: pg.text("message").notNull(),
    createdAt: stampedNow("created_at"),
    /** When an admin opened it (or marked it read); null: unread. */
    readAt: timestamptz("read_at"),
    /** When an admin pressed Reply (which opens their mail client). */
    answeredAt: timestamptz("answered_at"),
    /** Archived messages leave the inbox, never the database. */
    archivedAt: timestamptz("archived_at"),
  },
  (t) => [
    // The inbox, newest first, and its unread count, without reading the archive.
    pg
      .index("contact_messages_inbox_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.archivedAt} is null`),
    pg
      .index("contact_messages_unread_idx")
      .on(t.id)
      .where(sql`${t.readAt} is null and ${t.archivedAt} is null`),
    pg
      .index("contact_messages_archive_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.archivedAt} is not null`),
    // A customer's messages (the customer page), newest first, by their e-mail address.
    pg.index("contact_messages_email_idx").on(sql`lower(${t.email})`, t.createdAt),
    // The inbox search: name, e-mail or text.
    pg
      .index("contact_messages_search_trgm")
      .using("gin", sql`lower(${t.name} || ' ' || ${t.email} || ' ' || ${t.message}) gin_trgm_ops`),
  ],
);

export const OUTBOX_STATES = ["pending", "sending", "sent", "failed", "skipped"] as const;

/**
 * Every e-mail, written in the same transaction as the change that causes it and sent by the
 * delivery worker (mail/). The template renders it when it is sent, from `payload` and the
 * database as it is then.
 */
export const outboxMails = pg.pgTable(
  "outbox_mails",
  {
    id: bigId(),
    /** Which template renders it ('request-received', 'request-status', ...). */
    kind: pg.text("kind").notNull(),
    /** A fixed recipient (the workshop, a contact's sender); null: the customer's address. */
    toAddress: pg.text("to_address"),
    /** The customer it is for: their current address, first name and choices when sent. */
    customerIdnumber: personRef("customer_idnumber", "set null"),
    /**
     * Pending mails with one group key go out together as one mail when the first is due (a
     * request's status changes within NOTIFY_BATCH_SECONDS: 'request-status:{id}').
     */
    groupKey: pg.text("group_key"),
    payload: pg.jsonb("payload").notNull().default({}),
    state: pg.text("state", { enum: OUTBOX_STATES }).notNull().default("pending"),
    attempts: pg.integer("attempts").notNull().default(0),
    /** pending: when it may be sent; sending: when the claim lapses and another worker may. */
    dueAt: stampedNow("due_at"),
    /** The subject it was last rendered with (what the admins' list of failed mails shows). */
    subject: pg.text("subject"),
    /** Why the last attempt failed, or why it was skipped. */
    lastError: pg.text("last_error"),
    /** The file it was written to, without SMTP_URL; the Message-ID the server took, with it. */
    deliveredAs: pg.text("delivered_as"),
    sentAt: timestamptz("sent_at"),
    createdAt: stampedNow("created_at"),
    updatedAt: stampedNow("updated_at"),
  },
  (t) => [
    pg.check(
      "outbox_mails_state_check",
      sql`${t.state} in ('pending', 'sending', 'sent', 'failed', 'skipped')`,
    ),
    // The worker's question, "what is due?", reads only the unsent rows.
    pg
      .index("outbox_mails_due_idx")
      .on(t.dueAt, t.id)
      .where(sql`${t.state} in ('pending', 'sending')`),
    pg
      .index("outbox_mails_group_idx")
      .on(t.groupKey, t.id)
      .where(sql`${t.state} = 'pending' and ${t.groupKey} is not null`),
    // The admins' list of mails that could not be delivered.
    pg
      .index("outbox_mails_failed_idx")
      .on(t.updatedAt, t.id)
      .where(sql`${t.state} = 'failed'`),
    pg.index("outbox_mails_customer_idx").on(t.customerIdnumber, t.createdAt),
  ],
);

/**
 * Tokens carried by links (tracking, one-click opt-out, confirm-email, set-password; later
 * transfer). Only the sha-256 of a token is stored. A link that is shown again (a request's
 * tracking link, a mailed link rendered when sent) has a random salt: its token is HMAC(link
 * secret, salt), recomputed when shown (links/). A password link is shown once: its random
 * token is made when its mail is rendered, and until then `token_hash` holds a placeholder no
 * token hashes to (links/password-links.ts).
 */
export const linkTokens = pg.pgTable(
  "link_tokens",
  {
    tokenHash: pg.text("token_hash").primaryKey(),
    purpose: pg.text("purpose").notNull(),
    repairRequestId: pg.integer("repair_request_id").references(() => repairRequests.id, {
      onDelete: "cascade",
    }),
    userIdnumber: personRef("user_idnumber", "cascade"),
    salt: pg.text("salt"),
    /** A product's verify link (purpose 'verify', decision 065): the piece its label's QR opens. */
    serialno: pieceRef("serialno", "cascade"),
    /** A confirm-email link: the new address it confirms (the customer's pending e-mail). */
    email: pg.text("email"),
    createdAt: stampedNow("created_at"),
    expiresAt: timestamptz("expires_at"),
    usedAt: timestamptz("used_at"),
    revokedAt: timestamptz("revoked_at"),
    /**
     * A password link's name for its mail (random, no secret: the outbox payload carries it),
     * so the mail, when it is rendered, finds the row and puts its fresh token's hash there.
     */
    mailKey: pg.text("mail_key"),
  },
  (t) => [
    // One live tracking link per request; revoking it makes the next.
    pg
      .uniqueIndex("link_tokens_live_tracking_unique")
      .on(t.repairRequestId)
      .where(sql`${t.purpose} = 'track' and ${t.revokedAt} is null`),
    // A product's verify links, revoked ones too (deleting or renaming a product finds them).
    pg
      .index("link_tokens_serialno_idx")
      .on(t.serialno)
      .where(sql`${t.serialno} is not null`),
    // One live verify link per product; an admin's revocation makes the next.
    pg
      .uniqueIndex("link_tokens_live_verify_unique")
      .on(t.serialno)
      .where(sql`${t.purpose} = 'verify' and ${t.revokedAt} is null`),
    pg
      .uniqueIndex("link_tokens_live_unsubscribe_unique")
      .on(t.userIdnumber)
      .where(sql`${t.purpose} = 'unsubscribe' and ${t.revokedAt} is null`),
    // One pending e-mail change per customer: a newer one revokes the older link first.
    pg
      .uniqueIndex("link_tokens_open_email_change_unique")
      .on(t.userIdnumber)
      .where(
        sql`${t.purpose} = 'confirm-email' and ${t.revokedAt} is null and ${t.usedAt} is null`,
      ),
    pg.index("link_tokens_user_idx").on(t.userIdnumber, t.purpose),
    // At most one password link per person is unused and unrevoked: a new one revokes the rest.
    pg
      .uniqueIndex("link_tokens_open_password_unique")
      .on(t.userIdnumber)
      .where(
        sql`${t.purpose} in ('invitation', 'reset') and ${t.usedAt} is null and ${t.revokedAt} is null`,
      ),
    pg
      .uniqueIndex("link_tokens_mail_key_unique")
      .on(t.mailKey)
      .where(sql`${t.mailKey} is not null`),
  ],
);

/** Secrets the server makes for itself once and every process shares (the link secret). */
export const serverSecrets = pg.pgTable("server_secrets", {
  name: pg.text("name").primaryKey(),
  value: pg.text("value").notNull(),
  createdAt: stampedNow("created_at"),
});
