import { BILLING_MESSAGES, PRICE_LIST_MAX, type PriceList } from "@lo/domain";
import { Plus } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFieldArray } from "react-hook-form";
import { Form, useSchemaForm } from "@/components/form/form";
import { onSaveError } from "@/components/form/save-error";
import { SubmitButton } from "@/components/form/submit-button";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";
import { toast } from "@/components/ui/toast";
import { useSavePriceList } from "../api";
import { PRICE_ROW_GRID, PriceRow } from "./price-row";
import {
  EMPTY_PRICE,
  priceListFormSchema,
  toPriceListForm,
  type PriceListValues,
} from "./price-list-values";

const SAVE_FAILED = "The price list could not be saved. Please try again.";
const EMPTY = "No prices yet. Add the repairs you quote most often.";

/** The price list as editable rows: add, change and remove prices, then save the whole list. */
export function PriceListForm({ list }: { list: PriceList }) {
  const save = useSavePriceList();
  const form = useSchemaForm<PriceListValues, PriceList>(priceListFormSchema, {
    defaultValues: toPriceListForm(list),
  });
  const { control, setError, setFocus, reset } = form;
  const { fields, append, remove } = useFieldArray({ control, name: "prices" });
  const listErrors = form.formState.errors.prices;
  const listMessage = listErrors?.root?.message ?? listErrors?.message;
  const addButton = useRef<HTMLButtonElement>(null);
  // The row whose place focus goes to once a removal has rendered (it was on the removed button).
  const refocus = useRef<number | null>(null);

  useEffect(() => {
    const index = refocus.current;
    if (index === null) return;
    refocus.current = null;
    if (index < fields.length) setFocus(`prices.${index}.description`);
    else if (index > 0) setFocus(`prices.${index - 1}.description`);
    else addButton.current?.focus();
  }, [fields, setFocus]);

  const removeAt = (index: number) => {
    refocus.current = index;
    remove(index);
  };

  const onSubmit = (values: PriceList) => {
    // A server issue names a price by its place: prices.2.unitCents.
    const serverFields = [
      "prices" as const,
      ...values.prices.flatMap((_, index) => [
        `prices.${index}.description` as const,
        `prices.${index}.unitCents` as const,
      ]),
    ];
    save.mutate(values, {
      onSuccess: ({ message, prices }) => {
        toast.success(message);
        reset(toPriceListForm({ prices }));
      },
      onError: onSaveError(serverFields, setError, SAVE_FAILED),
    });
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Price list" className="flex flex-col gap-5">
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
          {EMPTY}
        </p>
      ) : (
        <div className="flex flex-col gap-2">
          <div
            aria-hidden="true"
            className={`${PRICE_ROW_GRID} text-sm font-medium text-muted-foreground`}
          >
            <span>Description</span>
            <span>Price, VAT incl.</span>
            <span className="w-11 sm:w-10" />
          </div>
          <ul className="flex flex-col gap-3">
            {fields.map((field, index) => (
              <PriceRow key={field.id} index={index} onRemove={() => removeAt(index)} />
            ))}
          </ul>
        </div>
      )}
      <FormMessage id="price-list-error" messages={listMessage} />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          ref={addButton}
          type="button"
          variant="outline"
          disabled={fields.length >= PRICE_LIST_MAX}
          onClick={() =>
            append({ ...EMPTY_PRICE }, { focusName: `prices.${fields.length}.description` })
          }
        >
          <Plus aria-hidden="true" />
          Add a price
        </Button>
        <SubmitButton pending={save.isPending}>Save price list</SubmitButton>
      </div>
      {fields.length >= PRICE_LIST_MAX ? (
        <p className="text-sm text-muted-foreground">{BILLING_MESSAGES.priceListTooLong}</p>
      ) : null}
    </Form>
  );
}
