import type { MailRenderer } from "../../mail/kinds";
import { renderFrame } from "../../mail/layout";
import { itemBlock, requestFacts, requestIdOf } from "./request-facts";

export const WORKSHOP_NEW_REQUEST = "workshop-new-request";

/** The request's place in the admin screen (`/admin/requests?highlight={id}`). */
export function adminRequestUrl(publicUrl: string, requestId: number): string {
  return `${publicUrl}/admin/requests?highlight=${requestId}`;
}

/**
 * To the workshop (WORKSHOP_EMAIL as it is when sent), for each new request: who it is for
 * (name and e-mail, never their ID number), the pieces and a link to it. Reply-To is the
 * customer, so answering the mail reaches them.
 */
export const renderWorkshopNewRequest: MailRenderer = async (rows, { db, config }) => {
  const [row] = rows;
  if (!row) return { skip: "Nothing to send" };
  const facts = await requestFacts(db, requestIdOf(row));
  if (!facts) return { skip: "The repair request no longer exists" };

  const { customer, raisedBy } = facts;
  const customerName = `${customer.name} ${customer.surname}`.trim();
  const contact = customer.email ? `${customerName} (${customer.email})` : customerName;
  const count = facts.items.length === 1 ? "one piece" : `${facts.items.length} pieces`;
  const who = raisedBy
    ? `${`${raisedBy.name} ${raisedBy.surname}`.trim()} raised it for ${contact}`
    : `${contact} raised it`;
  const { text, html } = renderFrame({
    heading: `New repair request ${facts.id}`,
    blocks: [
      { kind: "paragraph", text: `A new repair request for ${count}: ${who}.` },
      { kind: "paragraph", text: `Where the pieces are now: ${facts.currentLocation}` },
      ...facts.items.map((item) => itemBlock(item)),
      {
        kind: "button",
        label: "Open it in Repair Requests",
        url: adminRequestUrl(config.publicUrl, facts.id),
      },
    ],
  });
  return {
    to: row.toAddress ?? config.workshopEmail,
    subject: `New repair request ${facts.id} from ${customerName}`,
    text,
    html,
    ...(customer.email ? { replyTo: customer.email } : {}),
  };
};
