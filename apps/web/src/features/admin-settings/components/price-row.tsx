import { Trash2 } from "lucide-react";
import { useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";
import { Input } from "@/components/ui/input";
import { fieldErrorMessages } from "@/lib/form-errors";
import type { PriceListValues } from "./price-list-values";

/** The columns of the price list: description, price, the remove button. */
export const PRICE_ROW_GRID = "grid grid-cols-[minmax(0,1fr)_7.5rem_auto] gap-2 sm:gap-3";

/** One editable price: its description, its price in rand and a button that removes it. */
export function PriceRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { register, control, formState } = useFormContext<PriceListValues>();
  const description = useWatch({ control, name: `prices.${index}.description` }) ?? "";
  const errors = formState.errors.prices?.[index];
  const number = index + 1;
  const name = description.trim() || `price ${number}`;
  const descriptionId = `price-${index}-description`;
  const priceId = `price-${index}-amount`;
  const descriptionMessages = fieldErrorMessages(errors?.description);
  const priceMessages = fieldErrorMessages(errors?.unitCents);

  return (
    <li className={PRICE_ROW_GRID}>
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={descriptionId} className="sr-only">
          Price {number} description
        </label>
        <Input
          id={descriptionId}
          autoComplete="off"
          aria-required
          aria-invalid={descriptionMessages.length > 0 || undefined}
          aria-describedby={descriptionMessages.length > 0 ? `${descriptionId}-error` : undefined}
          {...register(`prices.${index}.description`)}
        />
        <FormMessage id={`${descriptionId}-error`} messages={descriptionMessages} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={priceId} className="sr-only">
          Price {number} in rand
        </label>
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-sm text-muted-foreground"
          >
            R
          </span>
          <Input
            id={priceId}
            inputMode="decimal"
            autoComplete="off"
            aria-required
            className="pl-8 text-right tabular-nums"
            aria-invalid={priceMessages.length > 0 || undefined}
            aria-describedby={priceMessages.length > 0 ? `${priceId}-error` : undefined}
            {...register(`prices.${index}.unitCents`)}
          />
        </div>
        <FormMessage id={`${priceId}-error`} messages={priceMessages} />
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        title={`Remove ${name}`}
        aria-label={`Remove ${name}`}
        onClick={onRemove}
        className="text-muted-foreground hover:text-destructive"
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
