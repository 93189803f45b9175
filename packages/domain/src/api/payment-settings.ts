import { z } from "zod";
import { formatRand, MAX_CENTS } from "../business/money";
import { plainText } from "../validation/fields";

/**
 * How customers pay the workshop (decision 097): its bank details, which the Payment section,
 * the tracking page and the Ready for Collection mail name, and its standard fees, which the
 * Add a fee dialog offers. Kept as one setting of its own, beside billing and the price list.
 */

export const BANK_TEXT_MAX = 100;

/** The four bank details a transfer needs, in the order people read them out. */
export const BANK_DETAIL_FIELDS = [
  "accountHolder",
  "bankName",
  "accountNumber",
  "branchCode",
] as const;
export type BankDetailField = (typeof BANK_DETAIL_FIELDS)[number];

export const BANK_DETAIL_LABELS: Record<BankDetailField, string> = {
  accountHolder: "Account holder",
  bankName: "Bank",
  accountNumber: "Account number",
  branchCode: "Branch code",
};

/** The workshop's standard fees: the settings field and the description a fee gets. */
export const STANDARD_FEES = [
  { field: "assessmentFeeCents", description: "Assessment" },
  { field: "returnPostageFeeCents", description: "Return postage" },
] as const;
export type StandardFeeField = (typeof STANDARD_FEES)[number]["field"];

export const PAYMENT_SETTINGS_MESSAGES = {
  bankName: `Enter the bank's name in at most ${BANK_TEXT_MAX} characters.`,
  accountHolder: `Enter the account holder's name in at most ${BANK_TEXT_MAX} characters.`,
  accountNumber: "An account number is 6 to 16 digits, with nothing else.",
  branchCode: "A branch code is 6 digits.",
  missing: (field: BankDetailField) =>
    `Enter the ${BANK_DETAIL_LABELS[field].toLowerCase()} too: a bank transfer needs all four bank details (or leave all four empty).`,
  fee: `Enter a fee in rand above R 0.00, such as 150 or 150.00, up to ${formatRand(MAX_CENTS)}; leave it empty for none.`,
  saved: "Payment settings saved",
} as const;

/** A name field: trimmed, at most BANK_TEXT_MAX characters, null when empty. */
const nameField = (message: string) =>
  plainText({ error: message })
    .trim()
    .max(BANK_TEXT_MAX, message)
    .nullish()
    .transform((value) => value || null);

/** A number field: its spaces dropped (as people group digits), then `pattern`; null when empty. */
const digitsField = (pattern: RegExp, message: string) =>
  plainText({ error: message })
    .transform((value) => value.replace(/\s+/g, ""))
    .refine((value) => value === "" || pattern.test(value), message)
    .nullish()
    .transform((value) => value || null);

/** A standard fee: whole cents above nothing up to MAX_CENTS, or null for none. */
const feeField = z
  .number({ error: PAYMENT_SETTINGS_MESSAGES.fee })
  .int({ error: PAYMENT_SETTINGS_MESSAGES.fee })
  .min(1, { error: PAYMENT_SETTINGS_MESSAGES.fee })
  .max(MAX_CENTS, { error: PAYMENT_SETTINGS_MESSAGES.fee })
  .nullish()
  .transform((value) => value ?? null);

/**
 * `GET` and `PUT /settings/payment`: the whole setting. Each field may be left empty; the bank
 * details are all four or none, as a customer cannot pay into part of an account.
 */
export const paymentSettingsSchema = z
  .object({
    bankName: nameField(PAYMENT_SETTINGS_MESSAGES.bankName),
    accountHolder: nameField(PAYMENT_SETTINGS_MESSAGES.accountHolder),
    accountNumber: digitsField(/^\d{6,16}$/, PAYMENT_SETTINGS_MESSAGES.accountNumber),
    branchCode: digitsField(/^\d{6}$/, PAYMENT_SETTINGS_MESSAGES.branchCode),
    assessmentFeeCents: feeField,
    returnPostageFeeCents: feeField,
  })
  .superRefine((value, context) => {
    const given = BANK_DETAIL_FIELDS.filter((field) => value[field] !== null);
    if (given.length === 0 || given.length === BANK_DETAIL_FIELDS.length) return;
    for (const field of BANK_DETAIL_FIELDS) {
      if (value[field] === null) {
        context.addIssue({
          code: "custom",
          path: [field],
          message: PAYMENT_SETTINGS_MESSAGES.missing(field),
        });
      }
    }
  });

export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** The payment settings as answered (the same fields, as stored). */
export const paymentSettingsResponseSchema = z.object({
  bankName: z.string().nullable(),
  accountHolder: z.string().nullable(),
  accountNumber: z.string().nullable(),
  branchCode: z.string().nullable(),
  assessmentFeeCents: z.number().int().nullable(),
  returnPostageFeeCents: z.number().int().nullable(),
});

/** A new shop: no bank details and no standard fees until an admin sets them. */
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  bankName: null,
  accountHolder: null,
  accountNumber: null,
  branchCode: null,
  assessmentFeeCents: null,
  returnPostageFeeCents: null,
};

/** The bank details a customer pays into, as the pages that show money carry them. */
export const bankDetailsSchema = z.object({
  accountHolder: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  branchCode: z.string(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

/** The workshop's bank details when all four are set, else null. */
export function bankDetailsOf(settings: PaymentSettings): BankDetails | null {
  const { accountHolder, bankName, accountNumber, branchCode } = settings;
  if (!accountHolder || !bankName || !accountNumber || !branchCode) return null;
  return { accountHolder, bankName, accountNumber, branchCode };
}

/** The standard fees that are set, as the Add a fee dialog offers them. */
export function standardFeesOf(
  settings: PaymentSettings,
): { description: string; amountCents: number }[] {
  return STANDARD_FEES.flatMap(({ field, description }) => {
    const amountCents = settings[field];
    return amountCents === null ? [] : [{ description, amountCents }];
  });
}
