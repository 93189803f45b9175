import { z } from "zod";
import { BUSINESS_INFO } from "../business/business-info";
import { formatRand, MAX_CENTS, parseRand } from "../business/money";
import type { RepairState } from "../repair-state-table";
import { idField, plainText, requiredText } from "../validation/fields";
import { isoDateTimeSchema } from "./common";
import { bankDetailsSchema, type BankDetails } from "./payment-settings";

/**
 * What a repair request costs and what was paid (decision 096): the approved quotes of its
 * paid pieces and the fees the workshop added, the payments and refunds it recorded, and the
 * balance; how to pay it.
 */

export const PAYMENT_KINDS = ["payment", "refund"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_METHODS = ["eft", "card", "cash"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  eft: "EFT",
  card: "Card",
  cash: "Cash",
};

export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  payment: "Payment",
  refund: "Refund",
};

export const PAYMENT_REFERENCE_MAX = 100;
export const FEE_DESCRIPTION_MAX = 200;

const howToPay = (reference: number) =>
  `Pay by bank transfer with the reference ${reference}, or at the workshop when you collect.`;

const bankDetailsSentence = ({ accountHolder, bankName, accountNumber, branchCode }: BankDetails) =>
  `Our bank details: ${accountHolder}, ${bankName}, account number ${accountNumber}, branch code ${branchCode}.`;

export const PAYMENT_MESSAGES = {
  amount: `Enter an amount in rand above R 0.00, such as 450 or 450.00, up to ${formatRand(MAX_CENTS)}.`,
  date: "Enter the date it was paid, not later than today.",
  method: "Choose how it was paid: EFT, card or cash.",
  feeDescription: "Say what the fee is for.",
  recorded: (kind: PaymentKind, cents: number) =>
    `${PAYMENT_KIND_LABELS[kind]} of ${formatRand(cents)} recorded.`,
  refundTooLarge: (paid: number) =>
    `A refund cannot be more than what was paid: ${formatRand(paid)}.`,
  tooLarge: `A request's charges and payments come to at most ${formatRand(MAX_CENTS)}.`,
  feeAdded: "Fee added.",
  feeRemoved: "Fee removed.",
  feeNotFound: "That fee is no longer on this request.",
  removeFeeTitle: (description: string) => `Remove the fee "${description}"?`,
  removeFeeBody: (cents: number) =>
    `${formatRand(cents)} comes off what is due on this request. The removal is recorded in the audit log.`,
  // What the customer reads (the Payment section, the tracking page, the Ready for
  // Collection mail): how to pay what is still due, or that nothing is.
  howToPay,
  bankDetails: bankDetailsSentence,
  amountDue: (reference: number, balance: number, bank: BankDetails | null) =>
    `Amount due: ${formatRand(balance)}. ${howToPay(reference)}` +
    (bank ? ` ${bankDetailsSentence(bank)}` : ""),
  bankDetailsTitle: "Our bank details",
  referenceLabel: "Reference",
  refundOwed: "The workshop will refund you the difference.",
  /** The admin request table's Balance column: paid beyond what is due, owed back. */
  credit: (cents: number) => `Credit ${formatRand(cents)}`,
  creditHint: "Paid more than is due: owed back to the customer.",
  paidInFull: "Paid in full. Thank you.",
  /**
   * The refusal of a move that sends pieces back while their requests' balance is due
   * (decision 098): each request and its balance, then how to go on.
   */
  balanceDue: (dues: readonly BalanceDue[], pieces: number) => {
    const each = dues.map((due, index) =>
      index === 0
        ? `${formatRand(due.balanceCents)} is still due on request ${due.requestId}`
        : `${formatRand(due.balanceCents)} on request ${due.requestId}`,
    );
    const listed = each.length > 1 ? `${each.slice(0, -1).join(", ")} and ${each.at(-1)}` : each[0];
    return `${listed}. Confirm to send ${pieces === 1 ? "the piece" : "the pieces"} back anyway.`;
  },
  balanceDueTitle: "A balance is still due",
  balanceDueConfirm: "Send back anyway",
} as const;

/** A request whose balance is due, as the return-with-balance refusal names it. */
export interface BalanceDue {
  requestId: number;
  balanceCents: number;
}

/** The `code` of the 409 that a move sending a piece back with a balance due gets. */
export const BALANCE_DUE_CODE = "balance-due";

/**
 * The states in which a piece has left the workshop (decision 098): on its way to the
 * customer, or handed over (collected or delivered). Ready for Collection is not one: the
 * piece is still at the workshop, and its mail tells the customer the amount due.
 */
export const LEAVING_STATES: readonly RepairState[] = ["enroute-to-customer", "completed"];

/** Whether a move sends a piece back: into a leaving state from any other (or none). */
export function sendsPieceBack(from: string | null, to: string): boolean {
  const leaving = (state: string | null) =>
    state !== null && (LEAVING_STATES as readonly string[]).includes(state);
  return leaving(to) && !leaving(from);
}

/** A whole rand amount above nothing, as the API takes it (cents). */
const amountField = z
  .number({ error: PAYMENT_MESSAGES.amount })
  .int({ error: PAYMENT_MESSAGES.amount })
  .min(1, { error: PAYMENT_MESSAGES.amount })
  .max(MAX_CENTS, { error: PAYMENT_MESSAGES.amount });

/** A day as the workshop counts it (its time zone), YYYY-MM-DD. */
export function workshopDateOf(moment: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: BUSINESS_INFO.timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(moment);
}

/** A calendar date, YYYY-MM-DD, not after today in the workshop. */
const dateField = z.iso
  .date({ error: PAYMENT_MESSAGES.date })
  .refine((value) => value <= workshopDateOf(new Date()), PAYMENT_MESSAGES.date);

/** `POST /repairs/{id}/payments` (admin): a payment or a refund, always a positive amount. */
export const paymentPayloadSchema = z.object({
  kind: z.enum(PAYMENT_KINDS),
  amountCents: amountField,
  method: z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.method }),
  reference: plainText()
    .trim()
    .max(PAYMENT_REFERENCE_MAX)
    .nullish()
    .transform((value) => value || null),
  paidOn: dateField,
});

/** `POST /repairs/{id}/fees` (admin): a fee on the request (an assessment, return postage). */
export const feePayloadSchema = z.object({
  description: requiredText(PAYMENT_MESSAGES.feeDescription, FEE_DESCRIPTION_MAX),
  amountCents: amountField,
});

/** The payment form: an amount typed in rand. */
export const paymentFormSchema = paymentPayloadSchema.extend({
  amountCents: plainText().transform((value, context) => {
    const cents = parseRand(value);
    if (cents === null || cents < 1) {
      context.addIssue({ code: "custom", message: PAYMENT_MESSAGES.amount });
      return z.NEVER;
    }
    return cents;
  }),
});

export const paymentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PAYMENT_KINDS),
  amountCents: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  paidOn: z.string(),
  recordedAt: isoDateTimeSchema,
});

export const feeSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  amountCents: z.number().int(),
});

/** A request's money: what is due, paid, still to pay, or owed back; each fee and payment. */
export const requestMoneySchema = z.object({
  dueCents: z.number().int(),
  paidCents: z.number().int(),
  balanceCents: z.number().int(),
  creditCents: z.number().int(),
  fees: z.array(feeSchema),
  payments: z.array(paymentSchema),
  /**
   * Where to pay by transfer (decision 097), on the request page and the tracking page only:
   * the workshop's bank details, null while Settings has none.
   */
  bankDetails: bankDetailsSchema.nullable().optional(),
});

export const moneyResponseSchema = z.object({ message: z.string(), money: requestMoneySchema });

/** `{id}` and `{feeId}` in `DELETE /repairs/{id}/fees/{feeId}`. */
export const feeParamsSchema = z.object({
  id: idField("Repair id must be a positive whole number"),
  feeId: idField("Fee id must be a positive whole number"),
});

export type PaymentPayload = z.infer<typeof paymentPayloadSchema>;
export type FeePayload = z.infer<typeof feePayloadSchema>;
export type PaymentFormInput = z.input<typeof paymentFormSchema>;
export type Payment = z.infer<typeof paymentSchema>;
export type Fee = z.infer<typeof feeSchema>;
export type RequestMoney = z.infer<typeof requestMoneySchema>;
