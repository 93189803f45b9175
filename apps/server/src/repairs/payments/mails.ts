import {
  formatInvoiceNumber,
  formatRand,
  formatWorkshopDate,
  PAYMENT_METHOD_LABELS,
} from "@lo/domain";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { payments, repairRequests } from "../../db/schema";
import { pdfAttachment, type MailRenderer } from "../../mail/kinds";
import { renderFrame } from "../../mail/layout";
import { requestInvoicePdf } from "../documents/documents";
import { invoicesOf } from "../documents/queries";
import { moneyOf } from "./queries";
import { noAddressReason, requestFacts } from "../mails/request-facts";

export const PAYMENT_MAIL = "payment-recorded";

const payloadSchema = z.object({ requestId: z.number().int(), paymentId: z.number().int() });

/**
 * To the customer, for each payment or refund the workshop records (decision 099): what, when
 * and how, what is left to pay, and the request's invoice in force with its receipt of every
 * payment (or, before anything was invoiced, a receipt) as a PDF. Sent whatever the
 * status-mail choice: it is their money.
 */
export const renderPaymentRecorded: MailRenderer = async (rows, { db }) => {
  const [row] = rows;
  if (!row) return { skip: "Nothing to send" };
  const { requestId, paymentId } = payloadSchema.parse(row.payload);
  const facts = await requestFacts(db, requestId);
  if (!facts) return { skip: "The repair request no longer exists" };
  const noAddress = noAddressReason(facts);
  if (noAddress) return { skip: noAddress };
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) return { skip: "The payment no longer exists" };
  const [sums] = await db
    .select({ dueCents: repairRequests.dueCents, paidCents: repairRequests.paidCents })
    .from(repairRequests)
    .where(eq(repairRequests.id, requestId));
  const money = moneyOf(sums ?? { dueCents: 0, paidCents: 0 });
  const invoice = (await invoicesOf(db, requestId)).at(-1);
  const file = await requestInvoicePdf(db, requestId, invoice?.id);
  const reference = String(requestId);
  const refund = payment.kind === "refund";
  const how = `${formatRand(payment.amountCents)} by ${PAYMENT_METHOD_LABELS[payment.method]} on ${formatWorkshopDate(payment.paidOn)}`;
  const standing =
    money.balanceCents > 0
      ? `Still to pay on this request: ${formatRand(money.balanceCents)}.`
      : money.creditCents > 0
        ? `We owe you ${formatRand(money.creditCents)} on this request and will refund it.`
        : "Nothing is left to pay on this request.";
  const document = invoice
    ? `Your invoice ${formatInvoiceNumber(invoice.number)}, with a receipt of your payments, is attached.`
    : "A receipt of your payments is attached.";
  const subject = refund
    ? `Refund on repair request ${reference}`
    : `Payment received for repair request ${reference}`;
  const { text, html } = renderFrame({
    firstName: facts.customer.name,
    heading: subject,
    blocks: [
      {
        kind: "paragraph",
        text: refund ? `We refunded you ${how}.` : `Thank you: we received ${how}.`,
      },
      { kind: "paragraph", text: standing },
      { kind: "paragraph", text: document },
    ],
  });
  return {
    to: facts.customer.email,
    subject,
    text,
    html,
    ...(file ? { attachments: [pdfAttachment(file.fileName, file.pdf)] } : {}),
  };
};
