import type {
  AdminRepairRequestInput,
  AdminRepairRequestValues,
  CustomerPickerItem,
  NoRepairProductRecord,
} from "@lo/domain";
import { PackageOpen } from "lucide-react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { TitledSection } from "@/components/titled-section";
import { Form } from "@/components/form/form";
import { Link } from "@/components/link";
import { CustomerPicker } from "@/components/customer-picker/customer-picker";
import { LocationField } from "@/components/repair-request-form/location-field";
import { ProductBlocks } from "@/components/repair-request-form/product-blocks";
import { SubmitRequestButton } from "@/components/repair-request-form/submit-request-button";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";

type RequestForm = UseFormReturn<AdminRepairRequestInput, unknown, AdminRepairRequestValues>;

type CreateRequestFormProps = {
  form: RequestForm;
  customer: CustomerPickerItem | null;
  onCustomerChange: (customer: CustomerPickerItem | null) => void;
  products: NoRepairProductRecord[];
  productsLoading: boolean;
  onValid: (values: AdminRepairRequestValues) => void;
};

/** Step 1 of the admin's request: customer, then location and one block per product. */
export function CreateRequestForm({
  form,
  customer,
  onCustomerChange,
  products,
  productsLoading,
  onValid,
}: CreateRequestFormProps) {
  const { errors } = form.formState;
  return (
    <Form
      form={form}
      onSubmit={onValid}
      aria-label="Repair request"
      className="flex flex-col gap-6"
    >
      <section className="flex flex-col gap-2 rounded-lg border border-border bg-card p-5 shadow-card sm:p-6">
        <Field id="request-customer" label="Customer *" messages={errors.clientId?.message}>
          {(props) => (
            <Controller
              control={form.control}
              name="clientId"
              render={({ field }) => (
                <CustomerPicker
                  {...props}
                  value={customer}
                  onChange={onCustomerChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
          )}
        </Field>
        {customer ? null : (
          <p className="text-sm text-muted-foreground">
            Search by name or ID number. The customer&apos;s products appear once you choose one.
          </p>
        )}
      </section>

      {customer ? (
        <>
          <LocationField look="workshop" />
          <TitledSection
            titleId="request-products-heading"
            title="Products"
            className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5 shadow-card sm:p-6"
            titleClassName="text-lg font-semibold"
          >
            {productsLoading ? (
              <div role="status" className="flex flex-col gap-3">
                <span className="sr-only">Loading products...</span>
                <Skeleton className="h-11 w-full" />
                <Skeleton className="h-24 w-full" />
              </div>
            ) : products.length === 0 ? (
              <p className="flex items-center gap-2 rounded-lg bg-muted/60 p-4 text-sm text-muted-foreground">
                <PackageOpen className="size-5 shrink-0" aria-hidden="true" />
                This customer has no products without an open repair.
              </p>
            ) : null}
            {/* With no picker to show them under, the set's messages stand alone. */}
            <ProductBlocks
              look="workshop"
              products={products}
              productsState="ready"
              showBlocks={!productsLoading && products.length > 0}
            />
          </TitledSection>
        </>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to="/admin/requests">Cancel</Link>
        </Button>
        <SubmitRequestButton />
      </div>
    </Form>
  );
}
