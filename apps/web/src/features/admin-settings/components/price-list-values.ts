import { formatRand, parseRand, priceListSchema, type PriceList } from "@lo/domain";
import { z } from "zod";

/** What the price list form holds: each price as typed, in rand. */
export type PriceListValues = { prices: { description: string; unitCents: string }[] };

/** A price as the form shows it: two decimals, without the R the field already shows. */
export const priceText = (cents: number) => formatRand(cents).replace(/^R\s*/, "");

export const toPriceListForm = (list: PriceList): PriceListValues => ({
  prices: list.prices.map(({ description, unitCents }) => ({
    description,
    unitCents: priceText(unitCents),
  })),
});

export const EMPTY_PRICE: PriceListValues["prices"][number] = { description: "", unitCents: "" };

// The domain's schema checks the payload: a price that is not an amount in rand reads as
// null, which the schema refuses with BILLING_MESSAGES.price.
export const priceListFormSchema = z.preprocess(
  (values) => ({
    prices: ((values as PriceListValues).prices ?? []).map(({ description, unitCents }) => ({
      description,
      unitCents: parseRand(unitCents),
    })),
  }),
  priceListSchema,
);
