import {
  canAddProductBlock,
  canRemoveProductBlock,
  productOptionsForBlock,
  type NoRepairProductRecord,
  type RepairRequestInput,
  type RepairRequestValues,
} from "@lo/domain";
import { RotateCw, Send } from "lucide-react";
import type { Ref } from "react";
import { useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { fieldErrorMessages } from "@/lib/form-errors";
import { clearProductBlockSetError, productBlockSetMessages } from "@/lib/product-block-errors";
import { ProductBlock, type ProductsState } from "./product-block";

export const EMPTY_BLOCK = { productId: "", problemDescription: "" };
export const EMPTY_REQUEST: RepairRequestInput = { currentLocation: "", products: [EMPTY_BLOCK] };

type RequestFormProps = {
  form: UseFormReturn<RepairRequestInput, unknown, RepairRequestValues>;
  products: readonly NoRepairProductRecord[];
  productsState: ProductsState;
  onRetryProducts: () => void;
  onValid: (values: RepairRequestValues) => void;
  headingRef: Ref<HTMLHeadingElement>;
};

/** Step 1 (SPEC §2): where the pieces are, and for each piece what is wrong. */
export function RequestForm({
  form,
  products,
  productsState,
  onRetryProducts,
  onValid,
  headingRef,
}: RequestFormProps) {
  const navigate = useNavigate();
  const {
    control,
    register,
    handleSubmit,
    setFocus,
    clearErrors,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: "products" });
  const blocks = useWatch({ control, name: "products" }) ?? [];

  const locationMessages = fieldErrorMessages(errors.currentLocation);
  // Messages about the set of blocks as a whole, shown under the first picker (where choosing
  // a product fixes them) and cleared as soon as one is chosen. 'All problem descriptions are
  // required.' is under each empty description instead.
  const setMessages = productBlockSetMessages(errors.products);
  const clearSetError = () => clearProductBlockSetError(errors.products, clearErrors);

  const removeBlock = (index: number) => {
    remove(index);
    // The button that was pressed is gone; keep the keyboard near where it was.
    setTimeout(() => setFocus(`products.${Math.max(0, index - 1)}.productId`));
  };

  return (
    <form
      onSubmit={handleSubmit(onValid)}
      noValidate
      aria-labelledby="request-form-heading"
      className="flex flex-col gap-6 rounded-lg border border-border bg-card p-5 shadow-card sm:p-8"
    >
      <div>
        <h2
          id="request-form-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-semibold outline-none"
        >
          Request details
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Fields marked <span aria-hidden="true">*</span>
          <span className="sr-only">with an asterisk</span> are required. Only products without an
          open repair can be added.
        </p>
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor="repair-location">
          Current Location Of Product <span aria-hidden="true">*</span>
        </Label>
        <Input
          id="repair-location"
          autoComplete="off"
          placeholder="e.g. At home in Cape Town, or at the workshop"
          aria-required="true"
          aria-invalid={locationMessages.length > 0 ? true : undefined}
          aria-describedby={locationMessages.length > 0 ? "repair-location-error" : undefined}
          {...register("currentLocation")}
        />
        <FormMessage id="repair-location-error" messages={locationMessages} />
      </div>

      {productsState === "error" ? (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-sm text-destructive">Failed to fetch products</p>
          <Button type="button" variant="outline" size="sm" onClick={onRetryProducts}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : null}
      {productsState === "ready" && products.length === 0 ? (
        <p
          role="status"
          className="rounded-lg border border-brass/50 bg-brass-light/30 p-4 text-sm"
        >
          None of your products can go into a new request right now: each one is already in an open
          repair request, or no products are registered to you yet.{" "}
          <Link to="/contact" className="font-medium text-primary underline underline-offset-4">
            Contact us
          </Link>{" "}
          if something is missing.
        </p>
      ) : null}

      <div className="flex flex-col gap-4">
        {fields.map((field, index) => (
          <ProductBlock
            key={field.id}
            index={index}
            blockCount={fields.length}
            options={productOptionsForBlock(products, blocks, index)}
            productsState={productsState}
            control={control}
            register={register}
            errors={errors}
            setMessages={index === 0 ? setMessages : []}
            canAdd={productsState === "ready" && canAddProductBlock(products, blocks, index)}
            canRemove={canRemoveProductBlock(fields.length)}
            onAdd={() => append({ ...EMPTY_BLOCK })}
            onRemove={() => removeBlock(index)}
            onProductChosen={clearSetError}
          />
        ))}
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={() => navigate("/repairs")}>
          Cancel
        </Button>
        <Button type="submit">
          <Send aria-hidden="true" />
          Submit Request
        </Button>
      </div>
    </form>
  );
}
