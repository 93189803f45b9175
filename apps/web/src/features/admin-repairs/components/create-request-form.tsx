import {
  canAddProductBlock,
  canRemoveProductBlock,
  productOptionLabel,
  productOptionsForBlock,
  type AdminRepairRequestInput,
  type AdminRepairRequestValues,
  type CustomerPickerItem,
  type NoRepairProductRecord,
} from "@lo/domain";
import { PackageOpen, Plus, Send, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { Controller, useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";
import { CustomerPicker } from "@/components/customer-picker";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { fieldErrorMessages } from "@/lib/form-errors";
import { clearProductBlockSetError, productBlockSetMessages } from "@/lib/product-block-errors";
import { useCustomersForPicker } from "../api";

export const EMPTY_BLOCK = { productId: "", problemDescription: "" };

type Form = UseFormReturn<AdminRepairRequestInput, unknown, AdminRepairRequestValues>;

type CreateRequestFormProps = {
  form: Form;
  customer: CustomerPickerItem | null;
  onCustomerChange: (customer: CustomerPickerItem | null) => void;
  products: NoRepairProductRecord[];
  productsLoading: boolean;
  onSubmit: () => void;
};

/** Step 1 of the admin's request: customer, then location and one block per product. */
export function CreateRequestForm({
  form,
  customer,
  onCustomerChange,
  products,
  productsLoading,
  onSubmit,
}: CreateRequestFormProps) {
  const {
    control,
    register,
    clearErrors,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: "products" });
  const blocks = useWatch({ control, name: "products" }) ?? [];
  const choices = blocks.map((block) => ({ productId: block?.productId ?? "" }));
  // Messages about the set of blocks as a whole ('Please select at least one product.'), as on
  // the customer's form: under the first picker, and gone as soon as a product is picked. 'All
  // problem descriptions are required.' is under each empty description instead.
  const setMessages = productBlockSetMessages(errors.products);
  const clearSetError = () => clearProductBlockSetError(errors.products, clearErrors);
  const showBlocks = !productsLoading && products.length > 0;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Repair request"
      className="flex flex-col gap-6"
    >
      <section className="flex flex-col gap-2 rounded-lg border border-border bg-card p-5 shadow-card sm:p-6">
        <Label htmlFor="request-customer">Customer *</Label>
        <Controller
          control={control}
          name="clientId"
          render={({ field }) => (
            <CustomerPicker
              id="request-customer"
              value={customer}
              onChange={onCustomerChange}
              useCustomers={useCustomersForPicker}
              onBlur={field.onBlur}
              fieldRef={field.ref}
              invalid={errors.clientId !== undefined}
              describedBy={errors.clientId ? "request-customer-error" : undefined}
            />
          )}
        />
        <FormMessage id="request-customer-error" messages={errors.clientId?.message} />
        {customer ? null : (
          <p className="text-sm text-muted-foreground">
            Search by name or ID number. The customer&apos;s products appear once you choose one.
          </p>
        )}
      </section>

      {customer ? (
        <>
          <section className="flex flex-col gap-2 rounded-lg border border-border bg-card p-5 shadow-card sm:p-6">
            <Label htmlFor="request-location">Current Location Of Product *</Label>
            <Input
              id="request-location"
              autoComplete="off"
              placeholder="e.g. With the customer in Cape Town"
              aria-invalid={errors.currentLocation ? true : undefined}
              aria-describedby={errors.currentLocation ? "request-location-error" : undefined}
              {...register("currentLocation")}
            />
            <FormMessage id="request-location-error" messages={errors.currentLocation?.message} />
          </section>

          <section
            aria-labelledby="request-products-heading"
            className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5 shadow-card sm:p-6"
          >
            <h2 id="request-products-heading" className="text-lg font-semibold">
              Products
            </h2>
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
            ) : (
              <ol className="flex flex-col gap-4">
                {fields.map((field, index) => {
                  const offered = productOptionsForBlock(products, choices, index);
                  const blockErrors = errors.products?.[index];
                  const productMessages = [
                    ...fieldErrorMessages(blockErrors?.productId),
                    ...(index === 0 ? setMessages : []),
                  ];
                  const descriptionMessages = fieldErrorMessages(blockErrors?.problemDescription);
                  const canRemove = canRemoveProductBlock(fields.length);
                  const canAdd = canAddProductBlock(products, choices, index);
                  return (
                    <li
                      key={field.id}
                      aria-label={`Product ${index + 1}`}
                      className="flex flex-col gap-4 rounded-lg border border-dashed border-brass/60 p-4"
                    >
                      <div className="flex flex-col gap-2">
                        <Label htmlFor={`request-product-${index}`}>Product *</Label>
                        <Controller
                          control={control}
                          name={`products.${index}.productId`}
                          render={({ field: select }) => (
                            <Select
                              value={select.value ?? ""}
                              onValueChange={(value) => {
                                select.onChange(value);
                                clearSetError();
                              }}
                            >
                              <SelectTrigger
                                id={`request-product-${index}`}
                                ref={select.ref}
                                onBlur={select.onBlur}
                                aria-invalid={productMessages.length > 0 ? true : undefined}
                                aria-describedby={
                                  productMessages.length > 0
                                    ? `request-product-${index}-error`
                                    : undefined
                                }
                              >
                                <SelectValue placeholder="Select a product" />
                              </SelectTrigger>
                              <SelectContent>
                                {offered.map((product) => (
                                  <SelectItem key={product.serialno} value={product.serialno}>
                                    {productOptionLabel(product)}
                                  </SelectItem>
                                ))}
                              </SelectContent>
                            </Select>
                          )}
                        />
                        <FormMessage
                          id={`request-product-${index}-error`}
                          messages={productMessages}
                        />
                      </div>
                      <div className="flex flex-col gap-2">
                        <Label htmlFor={`request-problem-${index}`}>Problem Description *</Label>
                        <Textarea
                          id={`request-problem-${index}`}
                          rows={3}
                          className="min-h-20"
                          placeholder="What needs attention?"
                          aria-invalid={descriptionMessages.length > 0 ? true : undefined}
                          aria-describedby={
                            descriptionMessages.length > 0
                              ? `request-problem-${index}-error`
                              : undefined
                          }
                          {...register(`products.${index}.problemDescription`)}
                        />
                        <FormMessage
                          id={`request-problem-${index}-error`}
                          messages={descriptionMessages}
                        />
                      </div>
                      {canRemove || canAdd ? (
                        <div className="flex flex-wrap gap-2">
                          {canRemove ? (
                            <Button
                              type="button"
                              variant="ghost"
                              size="sm"
                              onClick={() => remove(index)}
                              className="text-destructive hover:text-destructive"
                            >
                              <Trash2 aria-hidden="true" />
                              Remove Product
                            </Button>
                          ) : null}
                          {canAdd ? (
                            <Button
                              type="button"
                              variant="outline"
                              size="sm"
                              onClick={() => append({ ...EMPTY_BLOCK })}
                            >
                              <Plus aria-hidden="true" />
                              Add Product
                            </Button>
                          ) : null}
                        </div>
                      ) : null}
                    </li>
                  );
                })}
              </ol>
            )}
            {/* With no picker to show them under, the set's messages stand here. */}
            {showBlocks ? null : <FormMessage id="request-products-error" messages={setMessages} />}
          </section>
        </>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to="/admin/requests">Cancel</Link>
        </Button>
        <Button type="submit">
          <Send aria-hidden="true" />
          Submit Request
        </Button>
      </div>
    </form>
  );
}
