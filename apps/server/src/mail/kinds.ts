import type { AppConfig } from "../config";
import type { Db } from "../db/client";

/** A rendered mail: both parts, and headers beyond From/To/Subject. */
export interface RenderedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** e.g. List-Unsubscribe and List-Unsubscribe-Post on status mails. */
  headers?: Record<string, string>;
  /** Files it carries (a quote, an invoice), made when the mail is rendered. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Why a mail was not sent at all (recorded on its row as 'skipped'). */
export interface SkippedMail {
  skip: string;
}

/** One outbox row as a template sees it. Grouped rows (same group key) arrive together. */
export interface OutboxRow {
  id: number;
  kind: string;
  toAddress: string | null;
  customerIdnumber: string | null;
  payload: Record<string, unknown>;
  createdAt: Date;
}

export interface MailContext {
  db: Db;
  config: AppConfig;
}

/**
 * Renders the mails of one kind. `rows` holds one row, or every pending row of one group
 * (oldest first), which become one mail. Throwing marks the mail failed with the reason.
 */
export type MailRenderer = (
  rows: OutboxRow[],
  context: MailContext,
) => Promise<RenderedMail | SkippedMail>;

/** Every kind of mail, from the features that send them (app.ts puts them together). */
export type MailKinds = Record<string, MailRenderer>;

/** A PDF file a mail carries. */
export const pdfAttachment = (filename: string, content: Buffer): MailAttachment => ({
  filename,
  content,
  contentType: "application/pdf",
});
