import {
  coverageForCustomer,
  formatRand,
  formatVatPercent,
  QUOTE_ANSWER_WAY_LABELS,
  takesQuote,
  type Quote,
} from "@lo/domain";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { quotes, repairLines } from "../../db/schema";
import { anyOfIds } from "../../db/sql";
import { pdfAttachment, type MailRenderer } from "../../mail/kinds";
import { renderFrame, type MailBlock } from "../../mail/layout";
import { trackingTokenFor, trackingUrl } from "../../links/tracking-links";
import { itemBlock, noAddressReason, requestFacts, requestIdOf } from "../mails/request-facts";
import { adminRequestUrl } from "../mails/workshop-new-request";
import { requestQuotePdf } from "../documents/documents";
import { inForce, quoteVersionsOf, toQuote } from "./queries";

export const QUOTE_SENT_MAIL = "quote-sent";
export const QUOTE_ANSWERED_MAIL = "quote-answered";

/** The group of a request's quote mails: sent together within the batching window, one mail. */
export const quoteSentGroup = (requestId: number) => `${QUOTE_SENT_MAIL}:${requestId}`;

/** A quote's lines and sums in words, as the mail and the tracking page say them. */
export function quoteLines(quote: Quote): string[] {
  const vat =
    quote.vatBasisPoints === null
      ? []
      : [
          `VAT at ${formatVatPercent(quote.vatBasisPoints)} included: ${formatRand(quote.vatCents)}`,
        ];
  return [
    ...quote.items.map(
      (item) =>
        `${item.description}${item.quantity > 1 ? ` × ${item.quantity}` : ""}: ${formatRand(item.totalCents)}`,
    ),
    `Price: ${formatRand(quote.totalCents)}`,
    ...vat,
  ];
}

/**
 * To the customer, when the workshop sends quotes (one mail for a request's quotes sent
 * within the batching window): each piece with its coverage in words, and for a quoted piece
 * its lines, price and VAT; the total of the quotes; and the tracking link, where they
 * approve or decline each piece without signing in. Sent whatever the status-mail choice:
 * the repair waits for the answer.
 */
export const renderQuoteSent: MailRenderer = async (rows, { db, config }) => {
  const [row] = rows;
  if (!row) return { skip: "Nothing to send" };
  const facts = await requestFacts(db, requestIdOf(row));
  if (!facts) return { skip: "The repair request no longer exists" };
  const noAddress = noAddressReason(facts);
  if (noAddress) return { skip: noAddress };

  const coverages = await db
    .select({
      id: repairLines.id,
      coverage: repairLines.coverage,
      causeReason: repairLines.causeReason,
    })
    .from(repairLines)
    .where(eq(repairLines.repairRequestId, facts.id));
  const versions = await quoteVersionsOf(
    db,
    coverages.map((line) => line.id),
  );
  let total = 0;
  let quoted = 0;
  const blocks: MailBlock[] = facts.items.map((item) => {
    const line = coverages.find((one) => one.id === item.lineId);
    if (!line) return itemBlock(item);
    const current = takesQuote(line.coverage) ? inForce(versions.get(item.lineId)) : undefined;
    const quote = current && toQuote(current, "customer");
    if (quote) quoted += 1;
    if (quote && quote.status !== "declined") total += quote.totalCents;
    return itemBlock(item, [coverageForCustomer(line), ...(quote ? quoteLines(quote) : [])]);
  });
  if (quoted === 0) return { skip: "The request has no quote in force" };

  const reference = String(facts.id);
  const link = trackingUrl(config.publicUrl, await trackingTokenFor(db, facts.id));
  const { text, html } = renderFrame({
    firstName: facts.customer.name,
    heading: `Your quote for repair request ${reference}`,
    blocks: [
      {
        kind: "paragraph",
        text:
          "We have looked at your pieces. Some of the work is not covered by the lifetime " +
          "warranty, so here is what it costs. Nothing is charged until you approve it.",
      },
      ...blocks,
      { kind: "paragraph", text: `Total of the quotes: ${formatRand(total)}` },
      {
        kind: "paragraph",
        text: "Approve or decline each piece on its tracking page, without signing in:",
      },
      { kind: "button", label: "Approve or decline", url: link },
      {
        kind: "paragraph",
        text: "A piece you decline comes back to you unrepaired. We start the work you approve once we have your answer.",
      },
    ],
  });
  const pdf = await requestQuotePdf(db, facts.id);
  return {
    to: facts.customer.email,
    subject: `Your quote for repair request ${reference}`,
    text,
    html,
    ...(pdf ? { attachments: [pdfAttachment(`quote-request-${reference}.pdf`, pdf)] } : {}),
  };
};

const answeredPayloadSchema = z.object({ requestId: z.number().int(), quoteId: z.number().int() });

/** To the workshop, at once, for each answer a customer gives to a quote. */
export const renderQuoteAnswered: MailRenderer = async (rows, { db, config }) => {
  const payloads = rows.map((row) => answeredPayloadSchema.parse(row.payload));
  const [first] = payloads;
  if (!first) return { skip: "Nothing to send" };
  const facts = await requestFacts(db, first.requestId);
  if (!facts) return { skip: "The repair request no longer exists" };
  const answered = await db
    .select()
    .from(quotes)
    .where(
      anyOfIds(
        quotes.id,
        payloads.map((payload) => payload.quoteId),
      ),
    );
  const blocks = answered.flatMap((row): MailBlock[] => {
    const item = facts.items.find((one) => one.lineId === row.repairLineId);
    if (!item || !row.answer || !row.answeredVia) return [];
    const words = row.answer === "approved" ? "Approved" : "Declined";
    return [
      itemBlock(item, [
        `${words} ${QUOTE_ANSWER_WAY_LABELS[row.answeredVia]}: ${formatRand(row.totalCents)} (version ${row.version})`,
      ]),
    ];
  });
  if (blocks.length === 0) return { skip: "The answered quote no longer exists" };
  const customer = `${facts.customer.name} ${facts.customer.surname}`.trim();
  const { text, html } = renderFrame({
    heading: `Quote answered on request ${facts.id}`,
    blocks: [
      { kind: "paragraph", text: `${customer} answered the quote on repair request ${facts.id}.` },
      ...blocks,
      {
        kind: "button",
        label: "Open it in Repair Requests",
        url: adminRequestUrl(config.publicUrl, facts.id),
      },
    ],
  });
  return {
    to: config.workshopEmail,
    ...(facts.customer.email ? { replyTo: facts.customer.email } : {}),
    subject: `Quote ${answered.every((row) => row.answer === "approved") ? "approved" : "answered"} on request ${facts.id}`,
    text,
    html,
  };
};
