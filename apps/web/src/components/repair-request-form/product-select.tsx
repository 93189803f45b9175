import {
  productOptionLabel,
  productPickerLabel,
  type NoRepairProductRecord,
  type RepairRequestInput,
} from "@lo/domain";
import { Controller, useFormContext } from "react-hook-form";
import type { FieldControlProps } from "@/components/ui/field";
import { OptionSelect } from "@/components/ui/option-select";

export type ProductsState = "loading" | "error" | "ready";

function placeholderFor(state: ProductsState, optionCount: number): string {
  if (state === "loading") return "Loading products...";
  if (state === "error") return "Products could not be loaded";
  return optionCount === 0 ? "No products available" : "Select a product";
}

type ProductSelectProps = {
  index: number;
  control: FieldControlProps;
  options: readonly NoRepairProductRecord[];
  productsState: ProductsState;
  /** A product was picked: a set-level 'select at least one' message no longer holds. */
  onProductChosen: () => void;
  /** The customer's picker leads with the piece's name; the workshop's keeps the order of §2. */
  pieceFirst?: boolean;
};

/** Which piece a block is about, from the customer's products free for a new request. */
export function ProductSelect({
  index,
  control,
  options,
  productsState,
  onProductChosen,
  pieceFirst = false,
}: ProductSelectProps) {
  const labelOf = pieceFirst ? productPickerLabel : productOptionLabel;
  return (
    <Controller
      control={useFormContext<RepairRequestInput>().control}
      name={`products.${index}.productId`}
      render={({ field }) => (
        <OptionSelect
          value={field.value ?? ""}
          onValueChange={(value) => {
            field.onChange(value);
            onProductChosen();
          }}
          disabled={productsState !== "ready" || options.length === 0}
          name={field.name}
          options={options.map((product) => ({
            value: product.serialno,
            label: labelOf(product),
          }))}
          placeholder={placeholderFor(productsState, options.length)}
          trigger={{ ...control, ref: field.ref, onBlur: field.onBlur, "aria-required": "true" }}
          // As wide as the field, long labels wrapping: never wider than a phone.
          contentClassName="w-(--radix-select-trigger-width)"
        />
      )}
    />
  );
}
