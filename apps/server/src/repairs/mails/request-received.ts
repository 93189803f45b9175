import { BUSINESS_INFO } from "@lo/domain";
import type { MailRenderer } from "../../mail/kinds";
import { renderFrame, type MailBlock } from "../../mail/layout";
import { trackingTokenFor, trackingUrl } from "../../links/tracking-links";
import {
  itemBlock,
  noAddressReason,
  requestFacts,
  requestIdOf,
  workshopBlock,
} from "./request-facts";

export const REQUEST_RECEIVED = "request-received";

/**
 * To the customer, when a request is raised (by them, or by the workshop for them): its
 * reference, each piece with serial number and problem, where to bring or send the pieces,
 * and the tracking link. Sent whatever the status-mail choice: it confirms what they asked for.
 */
export const renderRequestReceived: MailRenderer = async (rows, { db, config }) => {
  const [row] = rows;
  if (!row) return { skip: "Nothing to send" };
  const facts = await requestFacts(db, requestIdOf(row));
  if (!facts) return { skip: "The repair request no longer exists" };
  const noAddress = noAddressReason(facts);
  if (noAddress) return { skip: noAddress };

  const reference = String(facts.id);
  const pieces = facts.items.length === 1 ? "your piece" : "your pieces";
  const opening: MailBlock = facts.raisedBy
    ? {
        kind: "paragraph",
        text:
          `Our workshop has raised repair request ${reference} for you. ` +
          `Please quote this reference whenever you contact us about it.`,
      }
    : {
        kind: "paragraph",
        text:
          `Thank you: we have your repair request. Its reference is ${reference}; ` +
          `please quote it whenever you contact us about it.`,
      };
  const link = trackingUrl(config.publicUrl, await trackingTokenFor(db, facts.id));
  const { text, html } = renderFrame({
    firstName: facts.customer.name,
    heading: `Repair request ${reference}`,
    blocks: [
      opening,
      {
        kind: "paragraph",
        text: facts.items.length === 1 ? "The piece to repair:" : "The pieces to repair:",
      },
      ...facts.items.map((item) => itemBlock(item)),
      {
        kind: "paragraph",
        text:
          `Please bring ${pieces} to the workshop or send ${facts.items.length === 1 ? "it" : "them"} ` +
          `by courier, with the reference ${reference} on a note in the parcel.`,
      },
      workshopBlock(`${BUSINESS_INFO.name} workshop`),
      {
        kind: "paragraph",
        text: "Follow each step of the repair on its own page, without signing in:",
      },
      { kind: "button", label: "Follow your repair", url: link },
      {
        kind: "paragraph",
        text: "Anyone with this link can see the repair's progress, so keep it to yourself.",
      },
    ],
  });
  const subject = facts.raisedBy
    ? `Repair request ${reference} raised for you`
    : `We have your repair request ${reference}`;
  return { to: facts.customer.email, subject, text, html };
};
