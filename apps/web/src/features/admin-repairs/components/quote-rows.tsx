import {
  documentTotals,
  formatRand,
  formatVatPercent,
  parseRand,
  withinMaximum,
  type QuoteFormInput,
  type QuoteSavePayload,
} from "@lo/domain";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/option-select";
import { usePriceList } from "../quotes-api";

export type QuoteForm = UseFormReturn<QuoteFormInput, unknown, QuoteSavePayload>;

/** A new line of a quote: one of something, its description and price to type. */
export const EMPTY_ITEM = { description: "", quantity: "1", unitCents: "" };

/** The sums of the rows typed so far (rows not yet readable count as nothing). */
export function Sums({ form, vatBasisPoints }: { form: QuoteForm; vatBasisPoints: number | null }) {
  const rows = useWatch({ control: form.control, name: "items" }) ?? [];
  const priced = rows.flatMap((row) => {
    const quantity = Number(row?.quantity);
    const unitCents = parseRand(row?.unitCents ?? "");
    return Number.isInteger(quantity) && quantity >= 1 && quantity <= 1000 && unitCents !== null
      ? [{ quantity, unitCents }]
      : [];
  });
  // Beyond the most a quote may come to, the sums wait (the save says why).
  const totals = withinMaximum(priced) ? documentTotals(priced, vatBasisPoints) : null;
  if (!totals) return null;
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 text-sm" aria-live="polite">
      <dt className="font-medium">Price</dt>
      <dd className="text-right font-semibold tabular-nums">{formatRand(totals.totalCents)}</dd>
      {vatBasisPoints === null ? null : (
        <>
          <dt className="text-muted-foreground">
            VAT at {formatVatPercent(vatBasisPoints)} included
          </dt>
          <dd className="text-right text-muted-foreground tabular-nums">
            {formatRand(totals.vatCents)}
          </dd>
        </>
      )}
    </dl>
  );
}

/** A row's label: read in full by screen readers; on a phone, where no heading is above, shown. */
function MobileLabel({ row, text }: { row: string; text: string }) {
  return (
    <>
      <span className="sr-only">{row}:</span>{" "}
      <span className="inline-block text-xs text-muted-foreground first-letter:uppercase sm:sr-only">
        {text}
      </span>
    </>
  );
}

export function QuoteRows({ form }: { form: QuoteForm }) {
  const { control, register, formState } = form;
  const { fields, append, remove, update } = useFieldArray({ control, name: "items" });
  const rows = useWatch({ control, name: "items" }) ?? [];
  const prices = usePriceList();
  const errors = formState.errors.items;
  const options = (prices.data?.prices ?? []).map((price, index) => ({
    value: String(index),
    label: `${price.description} · ${formatRand(price.unitCents)}`,
  }));
  return (
    <div className="flex flex-col gap-3">
      {options.length > 0 ? (
        <Field id="quote-price-list" label="Add from the price list">
          {(props) => (
            <OptionSelect
              value=""
              placeholder="Choose a price"
              options={options}
              trigger={props}
              onValueChange={(value) => {
                const price = prices.data?.prices[Number(value)];
                if (!price) return;
                const row = {
                  description: price.description,
                  quantity: "1",
                  unitCents: formatRand(price.unitCents).replace(/^R /, ""),
                };
                // A quote just begun has one empty line: the price takes its place.
                const [first] = rows;
                const untouched = rows.length === 1 && !first?.description && !first?.unitCents;
                if (untouched) update(0, row);
                else append(row);
              }}
            />
          )}
        </Field>
      ) : null}
      <div
        aria-hidden="true"
        className="hidden grid-cols-[1fr_4.5rem_7rem_2.25rem] gap-2 text-xs font-medium text-muted-foreground sm:grid"
      >
        <span>Description</span>
        <span>Quantity</span>
        <span>Price each (R)</span>
      </div>
      <ol className="-mt-1 flex flex-col gap-3">
        {fields.map((field, index) => {
          const rowErrors = errors?.[index];
          const row = `Line ${index + 1}`;
          return (
            <li
              key={field.id}
              className="grid grid-cols-[1fr_4.5rem_7rem_auto] items-start gap-2 max-sm:grid-cols-[1fr_1fr_auto]"
            >
              <Field
                id={`quote-item-${index}-description`}
                label={<span className="sr-only">{row}: description</span>}
                messages={rowErrors?.description?.message}
                className="max-sm:col-span-3"
              >
                <Input placeholder="Description" {...register(`items.${index}.description`)} />
              </Field>
              <Field
                id={`quote-item-${index}-quantity`}
                label={<MobileLabel row={row} text="quantity" />}
                messages={rowErrors?.quantity?.message}
              >
                <Input
                  inputMode="numeric"
                  placeholder="Qty"
                  {...register(`items.${index}.quantity`)}
                />
              </Field>
              <Field
                id={`quote-item-${index}-price`}
                label={<MobileLabel row={row} text="price each, in rand" />}
                messages={rowErrors?.unitCents?.message}
              >
                <Input
                  inputMode="decimal"
                  placeholder="Price (R)"
                  {...register(`items.${index}.unitCents`)}
                />
              </Field>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove line ${index + 1}`}
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ol>
      <FormMessage id="quote-items-error" messages={errors?.root?.message ?? errors?.message} />
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() =>
          append({ ...EMPTY_ITEM }, { focusName: `items.${fields.length}.description` })
        }
      >
        <Plus aria-hidden="true" />
        Add a line
      </Button>
    </div>
  );
}
