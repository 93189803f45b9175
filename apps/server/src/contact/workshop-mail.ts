import { formatWorkshopDateTime } from "@lo/domain";
import type { MailRenderer } from "../mail/kinds";
import { renderFrame } from "../mail/layout";
import { findMessage } from "./inbox";

/** The mail that tells the workshop of a new contact message (queued with the message). */
export const WORKSHOP_CONTACT_MAIL = "workshop-contact";

/** What a contact-form field may carry into a header: one line, no control characters. */
function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}

/**
 * The sender as a Reply-To address, `"Name" <e-mail>`: the name is a quoted string (RFC 5322),
 * so a comma, a colon or angle brackets in it cannot turn into a second address.
 */
export function senderAddress(name: string, email: string): string {
  const quoted = oneLine(name).replace(/[\\"]/g, (character) => `\\${character}`);
  return `"${quoted}" <${oneLine(email)}>`;
}

/** Where the workshop reads its messages. */
export function inboxUrl(publicUrl: string): string {
  return `${publicUrl}/admin/messages`;
}

/**
 * To WORKSHOP_EMAIL (as queued), Reply-To the sender, so answering is one press of Reply: who
 * wrote, when, their words as typed, and a link to the inbox. Read from the message row when
 * sent; a message that is gone fails the mail with that reason.
 */
export const renderWorkshopContactMail: MailRenderer = async (rows, { db, config }) => {
  const row = rows[0];
  const messageId = row?.payload.messageId;
  if (typeof messageId !== "number") {
    throw new Error("The mail names no contact message (payload.messageId).");
  }
  const message = await findMessage(db, messageId);
  if (!message) throw new Error(`Contact message ${messageId} no longer exists.`);

  const name = oneLine(message.name);
  const sent = formatWorkshopDateTime(message.createdAt);
  const { text, html } = renderFrame({
    heading: "A new message from the contact form",
    blocks: [
      { kind: "item", title: name, lines: [`E-mail: ${message.email}`, `Sent: ${sent}`] },
      { kind: "quote", text: message.message },
      {
        kind: "paragraph",
        text: `Reply to this e-mail to answer ${name}: your reply goes to ${message.email}.`,
      },
      { kind: "button", label: "Open the inbox", url: inboxUrl(config.publicUrl) },
    ],
  });
  return {
    to: row?.toAddress ?? config.workshopEmail,
    subject: `New message from ${name}`,
    text,
    html,
    replyTo: senderAddress(message.name, message.email),
  };
};
