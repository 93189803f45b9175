import { z } from "zod";
import { DEFAULT_VAT_BASIS_POINTS, formatRand, MAX_CENTS } from "../business/money";
import { plainText, requiredText } from "../validation/fields";
import { QUOTE_ITEM_DESCRIPTION_MAX } from "./quotes";

/**
 * The workshop's billing settings (decision 095): whether it is registered for VAT, at what
 * rate (basis points: 1500 = 15 %) and its VAT number; and the price list quotes start from.
 */

export const PRICE_LIST_MAX = 100;

export const BILLING_MESSAGES = {
  vatRate: "VAT rate must be a percentage from 0 to 100, with at most two decimals.",
  vatNumber: "A South African VAT number is 10 digits starting with 4.",
  vatNumberRequired: "Enter the VAT number: it is printed on every tax invoice.",
  saved: "Billing settings saved",
  priceListSaved: "Price list saved",
  priceDescription: "Describe the work this price is for.",
  price: `Enter a price in rand, such as 450 or 450.00, up to ${formatRand(MAX_CENTS)}.`,
  priceListTooLong: `The price list holds at most ${PRICE_LIST_MAX} prices.`,
  priceListDuplicate: (description: string) => `"${description}" is on the price list twice.`,
} as const;

/** A South African VAT number: ten digits, the first a 4. */
export const VAT_NUMBER_PATTERN = /^4\d{9}$/;

/** `GET` and `PUT /settings/billing`. */
export const billingSettingsSchema = z
  .object({
    vatRegistered: z.boolean(),
    vatBasisPoints: z
      .number({ error: BILLING_MESSAGES.vatRate })
      .int({ error: BILLING_MESSAGES.vatRate })
      .min(0, { error: BILLING_MESSAGES.vatRate })
      .max(10_000, { error: BILLING_MESSAGES.vatRate }),
    vatNumber: plainText()
      .trim()
      .transform((value) => value.replace(/\s+/g, ""))
      .refine((value) => value === "" || VAT_NUMBER_PATTERN.test(value), BILLING_MESSAGES.vatNumber)
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((value, context) => {
    if (value.vatRegistered && !value.vatNumber) {
      context.addIssue({
        code: "custom",
        path: ["vatNumber"],
        message: BILLING_MESSAGES.vatNumberRequired,
      });
    }
  });

export type BillingSettings = z.infer<typeof billingSettingsSchema>;

/** The billing settings as answered (the same fields, as stored). */
export const billingSettingsResponseSchema = z.object({
  vatRegistered: z.boolean(),
  vatBasisPoints: z.number().int(),
  vatNumber: z.string().nullable(),
});

/**
 * A new shop: not registered for VAT until an admin enters its VAT number (a shop may not
 * charge VAT without one); the rate ready at the standard 15 %.
 */
export const DEFAULT_BILLING_SETTINGS: BillingSettings = {
  vatRegistered: false,
  vatBasisPoints: DEFAULT_VAT_BASIS_POINTS,
  vatNumber: null,
};

/** The VAT rate a quote or invoice is written at: null when the workshop charges none. */
export const vatRateOf = (settings: BillingSettings): number | null =>
  settings.vatRegistered ? settings.vatBasisPoints : null;

/** One price of the price list: what the work is, and its price VAT included. */
export const priceListEntrySchema = z.object({
  description: requiredText(BILLING_MESSAGES.priceDescription, QUOTE_ITEM_DESCRIPTION_MAX),
  unitCents: z
    .number({ error: BILLING_MESSAGES.price })
    .int({ error: BILLING_MESSAGES.price })
    .min(0, { error: BILLING_MESSAGES.price })
    .max(MAX_CENTS, { error: BILLING_MESSAGES.price }),
});

/** `GET` and `PUT /settings/price-list`. */
export const priceListSchema = z.object({
  prices: z
    .array(priceListEntrySchema)
    .max(PRICE_LIST_MAX, BILLING_MESSAGES.priceListTooLong)
    .superRefine((prices, context) => {
      const seen = new Set<string>();
      prices.forEach((price, index) => {
        const key = price.description.toLowerCase();
        if (seen.has(key)) {
          context.addIssue({
            code: "custom",
            path: [index, "description"],
            message: BILLING_MESSAGES.priceListDuplicate(price.description),
          });
        }
        seen.add(key);
      });
    }),
});

export type PriceList = z.infer<typeof priceListSchema>;

/** The price list a new shop starts with: the workshop's common repairs. */
export const DEFAULT_PRICE_LIST: PriceList = {
  prices: [
    { description: "Restitch a strap", unitCents: 35_000 },
    { description: "Replace a buckle", unitCents: 28_000 },
    { description: "Replace a zip", unitCents: 45_000 },
    { description: "Re-edge and burnish", unitCents: 30_000 },
    { description: "Replace the lining", unitCents: 65_000 },
    { description: "Repair a tear in the leather", unitCents: 55_000 },
  ],
};

/** Reads a VAT rate as typed, in percent ("15", "15.5"), as basis points; null if it is not one. */
export function parseVatPercent(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace(/\s*%$/, ""));
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return basisPoints <= 10_000 ? basisPoints : null;
}

/** A rate in basis points as people write it: "15 %", "15.5 %". */
export function formatVatPercent(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const rest = basisPoints % 100;
  return `${whole}${rest === 0 ? "" : `.${String(rest).padStart(2, "0").replace(/0$/, "")}`} %`;
}
