import { z } from "zod";
import { formatRand, MAX_CENTS, parseRand } from "../business/money";
import { COVERAGE_LABELS, type Coverage } from "../business/coverage";
import {
  QUOTE_ANSWER_WAYS,
  QUOTE_RECORDED_WAYS,
  QUOTE_STATUSES,
  RETURN_UNREPAIRED,
} from "../business/quotes";
import { repairStateLabel } from "../repair-state-table";
import { MAX_DB_INTEGER, plainText, requiredText } from "../validation/fields";
import { isoDateTimeSchema, positiveIntegerSchema } from "./common";

/** The most lines one quote holds, and the longest description of a line. */
export const QUOTE_ITEMS_MAX = 30;
export const QUOTE_ITEM_DESCRIPTION_MAX = 200;
export const QUOTE_QUANTITY_MAX = 1000;
export const QUOTE_NOTE_MAX = 500;

/** Every message of quotes and their answers, for the server, the web and the mails. */
export const QUOTE_MESSAGES = {
  itemDescription: "Describe the work on this line.",
  quantity: `Quantity must be a whole number from 1 to ${QUOTE_QUANTITY_MAX}.`,
  unitPrice: `Enter a price in rand, such as 450 or 450.00, up to ${formatRand(MAX_CENTS)}.`,
  noItems: "Add at least one line to the quote.",
  tooManyItems: `A quote holds at most ${QUOTE_ITEMS_MAX} lines.`,
  tooLarge: `A quote comes to at most ${formatRand(MAX_CENTS)}.`,
  noteRequired: "Say who approved it and how, for the record.",
  notQuoted: "Only a piece marked Paid or Not repairable takes a quote: set its coverage first.",
  saved: "Quote saved. Send it to ask the customer for their answer.",
  nothingToSend: "There is no unsent quote on this request.",
  sent: (count: number) =>
    `${count === 1 ? "Quote" : `${count} quotes`} sent: the customer is mailed and can answer from their tracking link.`,
  recorded: "Approval recorded.",
  alreadyApproved: "This quote is already approved.",
  noQuote: "This piece has no quote to answer.",
  changed:
    "The quote has changed since you opened it. Please look at the new quote before you answer.",
  alreadyAnswered: "This quote has already been answered. Call the workshop to change your answer.",
  approved: (serialno: string) =>
    `Thank you: the quote for ${serialno} is approved. The workshop will start the work.`,
  declined: (serialno: string) =>
    `The quote for ${serialno} is declined. The workshop will send the piece back unrepaired.`,
  pieceNotFound: "There is no such piece on this request.",
  notApproved: (serialno: string) =>
    `${serialno} cannot go to In Progress: the customer has not approved its quote. Record their approval if they gave it by phone or in the workshop.`,
  declinedNoWork: (serialno: string) =>
    `${serialno} cannot go to In Progress: the customer declined its quote, so it goes back unrepaired.`,
  replacementNotApproved: (serialno: string) =>
    `${serialno} cannot go to In Progress: it is not repairable, and the customer has not approved the replacement offered in its quote. Record their approval if they gave it by phone or in the workshop.`,
  replacementDeclined: (serialno: string) =>
    `${serialno} cannot go to In Progress: it is not repairable and the customer declined the replacement, so it goes back unrepaired.`,
  /** A piece in progress set to a coverage whose work waits for an approval it does not have. */
  inProgressNeedsApproval: (serialno: string, coverage: Coverage) =>
    `${serialno} is In Progress: it can be marked ${COVERAGE_LABELS[coverage]} only once the customer has approved its quote. Move it back to ${repairStateLabel("enroute-to-outfitter")} with this change, then quote it.`,
  /** Sending a quote makes the piece wait for the answer: not while work goes on. */
  sendWhileInProgress: (serialno: string) =>
    `${serialno} is In Progress: move it back to ${repairStateLabel("enroute-to-outfitter")} before sending it a new quote, so that no work goes on while the customer decides. Nothing was sent.`,
  sendTooLate: (serialno: string, state: string) =>
    `${serialno} is already ${repairStateLabel(state)}, so the customer could no longer answer a quote for it. Nothing was sent; record their approval if they gave it.`,
  answerClosed: (serialno: string, state: string) =>
    `${serialno} is already ${repairStateLabel(state)}, so its quote can no longer be answered here. Please call the workshop.`,
  returnUnrepaired: RETURN_UNREPAIRED,
} as const;

/** Why a piece cannot go to In Progress (workBlockedBy's answer), in words. */
export function workBlockedMessage(
  serialno: string,
  coverage: Coverage,
  blocked: "not-approved" | "declined",
): string {
  if (coverage === "not-repairable") {
    return blocked === "declined"
      ? QUOTE_MESSAGES.replacementDeclined(serialno)
      : QUOTE_MESSAGES.replacementNotApproved(serialno);
  }
  return blocked === "declined"
    ? QUOTE_MESSAGES.declinedNoWork(serialno)
    : QUOTE_MESSAGES.notApproved(serialno);
}

const versionField = z.number().int().positive().max(MAX_DB_INTEGER);

/** Whether a quote's lines come to no more than the most the shop writes (MAX_CENTS). */
export function withinMaximum(items: readonly { quantity: number; unitCents: number }[]) {
  return items.reduce((sum, item) => sum + item.quantity * item.unitCents, 0) <= MAX_CENTS;
}

/** One line of a quote as an admin writes it: VAT included, in cents. */
export const quoteItemInputSchema = z.object({
  description: requiredText(QUOTE_MESSAGES.itemDescription, QUOTE_ITEM_DESCRIPTION_MAX),
  quantity: z
    .number({ error: QUOTE_MESSAGES.quantity })
    .int({ error: QUOTE_MESSAGES.quantity })
    .min(1, { error: QUOTE_MESSAGES.quantity })
    .max(QUOTE_QUANTITY_MAX, { error: QUOTE_MESSAGES.quantity }),
  unitCents: z
    .number({ error: QUOTE_MESSAGES.unitPrice })
    .int({ error: QUOTE_MESSAGES.unitPrice })
    .min(0, { error: QUOTE_MESSAGES.unitPrice })
    .max(MAX_CENTS, { error: QUOTE_MESSAGES.unitPrice }),
});

/** `PUT /repairs/lines/{lineId}/quote`: the quote's lines (a new version, or the draft's). */
export const quoteSavePayloadSchema = z.object({
  items: z
    .array(quoteItemInputSchema, { error: QUOTE_MESSAGES.noItems })
    .min(1, QUOTE_MESSAGES.noItems)
    .max(QUOTE_ITEMS_MAX, QUOTE_MESSAGES.tooManyItems)
    .refine(withinMaximum, QUOTE_MESSAGES.tooLarge),
});

/** A quote line as read: with its total and the VAT in it, rounded per line (decision 093). */
export const quoteItemSchema = quoteItemInputSchema.extend({
  totalCents: z.number().int(),
  vatCents: z.number().int(),
});

/** One version of a piece's quote. */
export const quoteSchema = z.object({
  version: positiveIntegerSchema,
  status: z.enum(QUOTE_STATUSES),
  items: z.array(quoteItemSchema),
  totalCents: z.number().int(),
  vatCents: z.number().int(),
  /** The VAT rate it was written at, in basis points; null: the workshop charged no VAT. */
  vatBasisPoints: z.number().int().nullable(),
  createdAt: isoDateTimeSchema,
  sentAt: isoDateTimeSchema.nullable(),
  answeredAt: isoDateTimeSchema.nullable(),
  answeredVia: z.enum(QUOTE_ANSWER_WAYS).nullable(),
  /** Admins only: the note recorded with an approval taken by phone or in the workshop. */
  answerNote: z.string().nullable().optional(),
});

/**
 * A piece's quote on its request page and the tracking page: the version in force (the newest
 * sent), and for admins the unsent draft newer than it.
 */
export const lineQuoteFields = {
  quote: quoteSchema.nullable().optional(),
  quoteDraft: quoteSchema.nullable().optional(),
  /** Whether the piece goes back without work ('Return unrepaired'). */
  returnUnrepaired: z.boolean().optional(),
};

/** `GET /repairs/lines/{lineId}/quotes` (admin): every version, newest first. */
export const quoteHistorySchema = z.object({ versions: z.array(quoteSchema) });

export const quoteSaveResponseSchema = z.object({ message: z.string(), quote: quoteSchema });

/** `POST /repairs/{id}/quotes/send`: how many quotes were sent. */
export const quotesSendResponseSchema = z.object({ message: z.string(), sent: z.number().int() });

/**
 * `POST /repairs/lines/{lineId}/quote/approval` (admin): an approval the customer gave by phone
 * or in the workshop, recorded with a note, for the version the admin saw.
 */
export const quoteApprovalPayloadSchema = z.object({
  version: versionField,
  via: z.enum(QUOTE_RECORDED_WAYS),
  note: requiredText(QUOTE_MESSAGES.noteRequired, QUOTE_NOTE_MAX),
});

/**
 * The customer's answer to a piece's quote, from the tracking page or their request page: the
 * piece by its serial number, and the version they saw (a newer one must be seen first).
 */
export const quoteAnswerPayloadSchema = z.object({
  serialNumber: plainText().trim().min(1).max(100),
  version: versionField,
  answer: z.enum(["approve", "decline"]),
});

export const quoteAnswerResponseSchema = z.object({ message: z.string(), quote: quoteSchema });

/** A quantity as typed in the quote form: a whole number. */
const quantityText = plainText()
  .trim()
  .transform((value, context) => {
    const quantity = /^\d{1,4}$/.test(value) ? Number(value) : NaN;
    if (!(quantity >= 1 && quantity <= QUOTE_QUANTITY_MAX)) {
      context.addIssue({ code: "custom", message: QUOTE_MESSAGES.quantity });
      return z.NEVER;
    }
    return quantity;
  });

/** A price as typed in the quote form ("450", "R 1 250.00"), in cents. */
const priceText = plainText().transform((value, context) => {
  const cents = parseRand(value);
  if (cents === null) {
    context.addIssue({ code: "custom", message: QUOTE_MESSAGES.unitPrice });
    return z.NEVER;
  }
  return cents;
});

/** The admin's quote form: what is typed (strings), read into the save's payload. */
export const quoteFormSchema = z.object({
  items: z
    .array(
      z.object({
        description: quoteItemInputSchema.shape.description,
        quantity: quantityText,
        unitCents: priceText,
      }),
    )
    .min(1, QUOTE_MESSAGES.noItems)
    .max(QUOTE_ITEMS_MAX, QUOTE_MESSAGES.tooManyItems)
    .refine(withinMaximum, QUOTE_MESSAGES.tooLarge),
});

/** The form recording an approval given by phone or in the workshop (the version is added). */
export const quoteApprovalFormSchema = quoteApprovalPayloadSchema.omit({ version: true });

export type QuoteFormInput = z.input<typeof quoteFormSchema>;
export type QuoteApprovalFormInput = z.input<typeof quoteApprovalFormSchema>;

export type QuoteItemInput = z.infer<typeof quoteItemInputSchema>;
export type QuoteSavePayload = z.infer<typeof quoteSavePayloadSchema>;
export type QuoteItem = z.infer<typeof quoteItemSchema>;
export type Quote = z.infer<typeof quoteSchema>;
export type QuoteApprovalPayload = z.infer<typeof quoteApprovalPayloadSchema>;
export type QuoteAnswerPayload = z.infer<typeof quoteAnswerPayloadSchema>;
