import type { ContactMessageRecord } from "@lo/domain";
import { BUSINESS_INFO } from "@/lib/business-info";
import { formatDateTime } from "@/lib/format";

export const REPLY_SUBJECT = `Re: Your message to ${BUSINESS_INFO.name}`;

/**
 * The most of the message quoted in a reply: some mail clients (Outlook on Windows among them)
 * refuse a `mailto:` address of more than about 2,000 characters.
 */
export const QUOTE_MAX_LENGTH = 1200;

/** The reply's text: a greeting, room to write, and the message quoted below. */
export function replyBody(message: ContactMessageRecord): string {
  const text =
    message.message.length > QUOTE_MAX_LENGTH
      ? `${message.message.slice(0, QUOTE_MAX_LENGTH).trimEnd()} […]`
      : message.message;
  const quoted = text
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\r\n");
  const sent = formatDateTime(message.createdAt);
  return [
    `Dear ${message.name},`,
    "",
    "",
    "",
    `On ${sent}, ${message.name} <${message.email}> wrote:`,
    quoted,
  ].join("\r\n");
}

/**
 * A `mailto:` link (RFC 6068) that opens the admin's mail client with the sender as recipient,
 * the subject and the quoted message. Each part is percent-encoded, so '&', '?', '#' or '%' in
 * the message cannot end it early; line breaks are CRLF, as the RFC asks.
 */
export function replyHref(message: ContactMessageRecord): string {
  const to = encodeURIComponent(message.email).replaceAll("%40", "@");
  const subject = encodeURIComponent(REPLY_SUBJECT);
  const body = encodeURIComponent(replyBody(message));
  return `mailto:${to}?subject=${subject}&body=${body}`;
}
