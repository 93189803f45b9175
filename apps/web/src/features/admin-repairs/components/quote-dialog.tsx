import {
  documentTotals,
  formatRand,
  formatVatPercent,
  parseRand,
  quoteFormSchema,
  vatRateOf,
  type QuoteFormInput,
  type QuoteSavePayload,
  type RequestPageLine,
} from "@lo/domain";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";
import { Form, useSchemaForm } from "@/components/form/form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { DialogHeading } from "@/components/ui/dialog-heading";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/option-select";
import { toast } from "@/components/ui/toast";
import { isApiError } from "@/lib/api-client";
import { useBillingSettings, usePriceList, useSaveQuote } from "../quotes-api";

type QuoteForm = UseFormReturn<QuoteFormInput, unknown, QuoteSavePayload>;

const EMPTY_ITEM = { description: "", quantity: "1", unitCents: "" };

/** The form's rows as they start: the newest version's lines, or one empty line. */
function startingItems(line: RequestPageLine): QuoteFormInput["items"] {
  const newest = line.quoteDraft ?? line.quote;
  if (!newest) return [{ ...EMPTY_ITEM }];
  return newest.items.map((item) => ({
    description: item.description,
    quantity: String(item.quantity),
    unitCents: formatRand(item.unitCents).replace(/^R /, ""),
  }));
}

/** The sums of the rows typed so far (rows not yet readable count as nothing). */
function Sums({ form, vatBasisPoints }: { form: QuoteForm; vatBasisPoints: number | null }) {
  const rows = useWatch({ control: form.control, name: "items" }) ?? [];
  const priced = rows.flatMap((row) => {
    const quantity = Number(row?.quantity);
    const unitCents = parseRand(row?.unitCents ?? "");
    return Number.isInteger(quantity) && quantity >= 1 && quantity <= 1000 && unitCents !== null
      ? [{ quantity, unitCents }]
      : [];
  });
  const totals = documentTotals(priced, vatBasisPoints);
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

function QuoteRows({ form }: { form: QuoteForm }) {
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
      <ol className="flex flex-col gap-3">
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
                label={<span className="sr-only">{row}: quantity</span>}
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
                label={<span className="sr-only">{row}: price each, in rand</span>}
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

function QuoteForm({
  requestId,
  line,
  onClose,
}: {
  requestId: number;
  line: RequestPageLine;
  onClose: () => void;
}) {
  const save = useSaveQuote(requestId);
  const billing = useBillingSettings();
  const form = useSchemaForm<QuoteFormInput, QuoteSavePayload>(quoteFormSchema, {
    defaultValues: { items: startingItems(line) },
  });
  const vatBasisPoints = billing.data ? vatRateOf(billing.data) : null;
  return (
    <>
      <DialogHeading
        title={`Quote for ${line.serialNumber}`}
        description="Prices include VAT. The customer sees the quote once you send it."
      >
        <p className="text-sm text-muted-foreground">{line.productType}</p>
      </DialogHeading>
      <Form
        form={form}
        className="flex flex-col gap-5"
        onSubmit={async (payload) => {
          try {
            const answer = await save.mutateAsync({ lineId: line.repairlineid, payload });
            toast.success(answer.message);
            onClose();
          } catch (error) {
            toast.error(
              isApiError(error) ? error.message : "The quote was not saved. Please try again.",
            );
          }
        }}
      >
        <QuoteRows form={form} />
        <Sums form={form} vatBasisPoints={vatBasisPoints} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            Save quote
          </Button>
        </DialogFooter>
      </Form>
    </>
  );
}

/** The workshop writes or changes a piece's quote (decision 095): its draft until sent. */
export function QuoteDialog({
  requestId,
  line,
  onClose,
}: {
  requestId: number;
  line: RequestPageLine | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={line !== null} onOpenChange={(open) => !open && onClose()}>
      {line ? (
        <DialogContent className="max-w-2xl">
          <QuoteForm key={line.repairlineid} requestId={requestId} line={line} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
