import {
  canAddProductBlock,
  canRemoveProductBlock,
  productOptionsForBlock,
  type NoRepairProductRecord,
  type RepairRequestInput,
} from "@lo/domain";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { FormMessage } from "@/components/ui/form-message";
import { clearProductBlockSetError, productBlockSetMessages } from "@/lib/product-block-errors";
import type { RequestFormLook } from "./looks";
import { ProductBlock } from "./product-block";
import type { ProductsState } from "./product-select";

export const EMPTY_BLOCK = { productId: "", problemDescription: "" };

type ProductBlocksProps = {
  look: RequestFormLook;
  products: readonly NoRepairProductRecord[];
  productsState: ProductsState;
  /** Unset: the set's messages stand alone, as no picker is shown to carry them. */
  showBlocks?: boolean;
};

/** A block per product, and room to add one while any is left (docs/requirements.md §2). */
export function ProductBlocks({
  look,
  products,
  productsState,
  showBlocks = true,
}: ProductBlocksProps) {
  const {
    control,
    setFocus,
    clearErrors,
    formState: { errors },
  } = useFormContext<RepairRequestInput>();
  const { fields, append, remove } = useFieldArray({ control, name: "products" });
  const blocks = useWatch({ control, name: "products" }) ?? [];
  const choices = blocks.map((block) => ({ productId: block?.productId ?? "" }));
  // Messages about the set of blocks as a whole, shown under the first picker (where choosing
  // a product fixes them) and cleared as soon as one is chosen. 'All problem descriptions are
  // required.' is under each empty description instead.
  const setMessages = productBlockSetMessages(errors.products);
  const clearSetError = () => clearProductBlockSetError(errors.products, clearErrors);

  if (!showBlocks) {
    return <FormMessage id={`request-products-error`} messages={setMessages} />;
  }

  const removeBlock = (index: number) => {
    remove(index);
    // The button that was pressed is gone; keep the keyboard near where it was.
    setTimeout(() => setFocus(`products.${Math.max(0, index - 1)}.productId`));
  };

  const items = fields.map((field, index) => (
    <ProductBlock
      key={field.id}
      look={look}
      index={index}
      blockCount={fields.length}
      options={productOptionsForBlock(products, choices, index)}
      productsState={productsState}
      setMessages={index === 0 ? setMessages : []}
      canAdd={productsState === "ready" && canAddProductBlock(products, choices, index)}
      canRemove={canRemoveProductBlock(fields.length)}
      // The new block starts with its product picker, so that is where focus goes (react-hook-form
      // would otherwise focus the first field it registered, the description).
      onAdd={() => append({ ...EMPTY_BLOCK }, { focusName: `products.${fields.length}.productId` })}
      onRemove={() => removeBlock(index)}
      onProductChosen={clearSetError}
    />
  ));
  return look === "customer" ? (
    <div className="flex flex-col gap-4">{items}</div>
  ) : (
    <ol className="flex flex-col gap-4">{items}</ol>
  );
}
