import {
  productOptionLabel,
  type NoRepairProductRecord,
  type RepairRequestInput,
} from "@lo/domain";
import { Minus, Plus } from "lucide-react";
import { Controller, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { fieldErrorMessages } from "@/lib/form-errors";

export type ProductsState = "loading" | "error" | "ready";

type ProductBlockProps = {
  index: number;
  blockCount: number;
  /** What this block's picker may offer: nothing chosen in another block (SPEC §2). */
  options: readonly NoRepairProductRecord[];
  productsState: ProductsState;
  control: Control<RepairRequestInput>;
  register: UseFormRegister<RepairRequestInput>;
  errors: FieldErrors<RepairRequestInput>;
  /** Set-level messages shown under the first picker ('Please select at least one product.'). */
  setMessages: readonly string[];
  canAdd: boolean;
  canRemove: boolean;
  onAdd: () => void;
  onRemove: () => void;
  /** A product was picked: a set-level 'select at least one' message no longer holds. */
  onProductChosen: () => void;
};

function placeholderFor(state: ProductsState, optionCount: number): string {
  if (state === "loading") return "Loading products...";
  if (state === "error") return "Products could not be loaded";
  return optionCount === 0 ? "No products available" : "Select a product";
}

/** One product of the request: which piece, and what is wrong with it. */
export function ProductBlock({
  index,
  blockCount,
  options,
  productsState,
  control,
  register,
  errors,
  setMessages,
  canAdd,
  canRemove,
  onAdd,
  onRemove,
  onProductChosen,
}: ProductBlockProps) {
  const pickerId = `repair-product-${index}`;
  const problemId = `repair-problem-${index}`;
  const blockErrors = errors.products?.[index];
  const pickerMessages = [...fieldErrorMessages(blockErrors?.productId), ...setMessages];
  const problemMessages = fieldErrorMessages(blockErrors?.problemDescription);
  const number = index + 1;

  return (
    // min-w-0: a fieldset is otherwise as wide as its longest content (a long product name).
    <fieldset className="flex min-w-0 flex-col gap-5 rounded-lg border border-border bg-background/60 p-4 sm:p-5">
      <legend className="sr-only">Product {number}</legend>
      <div className="flex items-center justify-between gap-3" aria-hidden="true">
        <p className="text-sm font-semibold text-brass-deep">
          Product {number}
          {blockCount > 1 ? (
            <span className="font-normal text-muted-foreground"> of {blockCount}</span>
          ) : null}
        </p>
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor={pickerId}>
          Product <span aria-hidden="true">*</span>
        </Label>
        <Controller
          control={control}
          name={`products.${index}.productId`}
          render={({ field }) => (
            <Select
              value={field.value}
              onValueChange={(value) => {
                field.onChange(value);
                onProductChosen();
              }}
              disabled={productsState !== "ready" || options.length === 0}
              name={field.name}
            >
              <SelectTrigger
                id={pickerId}
                ref={field.ref}
                onBlur={field.onBlur}
                aria-required="true"
                aria-invalid={pickerMessages.length > 0 ? true : undefined}
                aria-describedby={pickerMessages.length > 0 ? `${pickerId}-error` : undefined}
              >
                <SelectValue placeholder={placeholderFor(productsState, options.length)} />
              </SelectTrigger>
              {/* As wide as the field, long labels wrapping: never wider than a phone. */}
              <SelectContent className="w-(--radix-select-trigger-width)">
                {options.map((product) => (
                  <SelectItem key={product.serialno} value={product.serialno}>
                    {productOptionLabel(product)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        <FormMessage id={`${pickerId}-error`} messages={pickerMessages} />
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor={problemId}>
          Problem Description <span aria-hidden="true">*</span>
        </Label>
        <Textarea
          id={problemId}
          rows={3}
          placeholder="What happened, and where on the piece?"
          aria-required="true"
          aria-invalid={problemMessages.length > 0 ? true : undefined}
          aria-describedby={problemMessages.length > 0 ? `${problemId}-error` : undefined}
          {...register(`products.${index}.problemDescription`)}
        />
        <FormMessage id={`${problemId}-error`} messages={problemMessages} />
      </div>

      {canRemove || canAdd ? (
        <div className="flex flex-wrap gap-2">
          {canRemove ? (
            <Button type="button" variant="outline" size="sm" onClick={onRemove}>
              <Minus aria-hidden="true" />
              Remove Product
              <span className="sr-only"> {number}</span>
            </Button>
          ) : null}
          {canAdd ? (
            <Button type="button" variant="secondary" size="sm" onClick={onAdd}>
              <Plus aria-hidden="true" />
              Add Product
            </Button>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
