import type { NoRepairProductRecord, RepairRequestInput, RepairRequestValues } from "@lo/domain";
import { RotateCw } from "lucide-react";
import type { Ref } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useNavigate } from "react-router";
import { Form } from "@/components/form/form";
import { LocationField } from "@/components/repair-request-form/location-field";
import { EMPTY_BLOCK, ProductBlocks } from "@/components/repair-request-form/product-blocks";
import type { ProductsState } from "@/components/repair-request-form/product-select";
import { SubmitRequestButton } from "@/components/repair-request-form/submit-request-button";
import { Button } from "@/components/ui/button";

export const EMPTY_REQUEST: RepairRequestInput = { currentLocation: "", products: [EMPTY_BLOCK] };

type RequestFormProps = {
  form: UseFormReturn<RepairRequestInput, unknown, RepairRequestValues>;
  products: readonly NoRepairProductRecord[];
  productsState: ProductsState;
  onRetryProducts: () => void;
  onValid: (values: RepairRequestValues) => void;
  headingRef: Ref<HTMLHeadingElement>;
};

/** Step 1 (docs/requirements.md §2): where the pieces are, and for each piece what is wrong. */
export function RequestForm({
  form,
  products,
  productsState,
  onRetryProducts,
  onValid,
  headingRef,
}: RequestFormProps) {
  const navigate = useNavigate();

  return (
    <Form
      form={form}
      onSubmit={onValid}
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

      <LocationField look="customer" />

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
      <ProductBlocks look="customer" products={products} productsState={productsState} />

      <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={() => navigate("/repairs")}>
          Cancel
        </Button>
        <SubmitRequestButton />
      </div>
    </Form>
  );
}
