import type { NoRepairProductRecord, RepairRequestInput } from "@lo/domain";
import { Minus, Plus, Trash2 } from "lucide-react";
import { useFormContext } from "react-hook-form";
import { PhotoPicker } from "@/components/photos/photo-picker";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { fieldErrorMessages } from "@/lib/form-errors";
import { LOOKS, type RequestFormLook } from "./looks";
import { ProductSelect, type ProductsState } from "./product-select";

type ProductBlockProps = {
  look: RequestFormLook;
  index: number;
  blockCount: number;
  /** What this block's picker offers: nothing chosen in another block (docs/requirements.md §2). */
  options: readonly NoRepairProductRecord[];
  productsState: ProductsState;
  /** Set-level messages shown under the first picker ('Please select at least one product.'). */
  setMessages: readonly string[];
  canAdd: boolean;
  canRemove: boolean;
  onAdd: () => void;
  onRemove: () => void;
  onProductChosen: () => void;
};

/** One product of the request: which piece, and what is wrong with it. */
export function ProductBlock({
  look,
  index,
  blockCount,
  setMessages,
  ...props
}: ProductBlockProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<RepairRequestInput>();
  const { id, required, problemPlaceholder, problemClassName } = LOOKS[look];
  const blockErrors = errors.products?.[index];
  const number = index + 1;
  const customer = look === "customer";

  const fields = (
    <>
      <Field
        id={`${id}-product-${index}`}
        label={required("Product")}
        messages={[...fieldErrorMessages(blockErrors?.productId), ...setMessages]}
      >
        {(control) => (
          <ProductSelect
            index={index}
            control={control}
            options={props.options}
            productsState={props.productsState}
            onProductChosen={props.onProductChosen}
            pieceFirst={customer}
          />
        )}
      </Field>
      <Field
        id={`${id}-problem-${index}`}
        label={required("Problem Description")}
        messages={fieldErrorMessages(blockErrors?.problemDescription)}
      >
        <Textarea
          rows={3}
          className={problemClassName}
          placeholder={problemPlaceholder}
          aria-required="true"
          {...register(`products.${index}.problemDescription`)}
        />
      </Field>
      <PhotoPicker index={index} itemLabel={`product ${number}`} />
      {props.canRemove || props.canAdd ? (
        <div className="flex flex-wrap gap-2">
          {props.canRemove ? (
            <Button
              type="button"
              variant={customer ? "outline" : "ghost"}
              size="sm"
              onClick={props.onRemove}
              className={customer ? undefined : "text-destructive hover:text-destructive"}
            >
              {customer ? <Minus aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
              Remove Product
              {customer ? <span className="sr-only"> {number}</span> : null}
            </Button>
          ) : null}
          {props.canAdd ? (
            <Button
              type="button"
              variant={customer ? "secondary" : "outline"}
              size="sm"
              onClick={props.onAdd}
            >
              <Plus aria-hidden="true" />
              Add Product
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );

  if (!customer) {
    return (
      <li
        aria-label={`Product ${number}`}
        className="flex flex-col gap-4 rounded-lg border border-dashed border-brass/60 p-4"
      >
        {fields}
      </li>
    );
  }
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
      {fields}
    </fieldset>
  );
}
