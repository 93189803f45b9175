import type { CustomerPickerItem, ProductAttributes, ProductType } from "@lo/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import { useEffect, useId } from "react";
import { Controller, type Control, type UseFormReturn } from "react-hook-form";
import { CustomerPicker } from "@/components/customer-picker/customer-picker";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { PRODUCT_SCREEN_MESSAGES } from "../messages";
import { isCustomType, type ProductFormInput } from "./product-form";
import { ProductSelectField } from "./product-select-field";

type CustomProductFieldsProps<Values> = {
  prefix: string;
  form: UseFormReturn<ProductFormInput, unknown, Values>;
  mode: "create" | "edit";
};

const CUSTOM_WORDS = [
  { name: "customcolour", id: "custom-colour", label: "Custom Colour" },
  { name: "customsize", id: "custom-size", label: "Custom Size" },
] as const;

/** A Custom piece is described in words: its own colour, size and description. */
function CustomProductFields<Values>({ prefix, form, mode }: CustomProductFieldsProps<Values>) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      {CUSTOM_WORDS.map(({ name, id, label }) => (
        <Field
          key={name}
          id={`${prefix}-${id}`}
          label={label}
          required
          messages={errors[name]?.message}
        >
          <Input autoComplete="off" {...register(name)} />
        </Field>
      ))}
      <div className="sm:col-span-2">
        <Field
          id={`${prefix}-description`}
          label="Description"
          required={mode === "create"}
          messages={errors.description?.message}
          description="What makes this piece: the item, its leather, fittings and measurements."
        >
          <Textarea rows={3} {...register("description")} />
        </Field>
      </div>
    </>
  );
}

type OwnerFieldProps<Values> = {
  id: string;
  control: Control<ProductFormInput, unknown, Values>;
  message: string | undefined;
  customer: CustomerPickerItem | null;
  onCustomer: (customer: CustomerPickerItem | null) => void;
};

/** The piece's owner, searched by name or ID number. */
function OwnerField<Values>({
  id,
  control,
  message,
  customer,
  onCustomer,
}: OwnerFieldProps<Values>) {
  return (
    <Field
      id={id}
      label="Client"
      required
      messages={message}
      description="Search by name or ID number."
    >
      {(props) => (
        <Controller
          control={control}
          name="customerid"
          render={({ field }) => (
            <CustomerPicker
              {...props}
              value={customer}
              onChange={(next) => {
                onCustomer(next);
                field.onChange(next?.idnumber ?? "");
              }}
              onBlur={field.onBlur}
              clearLabel="Clear client"
              searchingText="Searching customers…"
              errorText="Customers could not be loaded."
            />
          )}
        />
      )}
    </Field>
  );
}

type ProductFieldsProps<Values> = {
  form: UseFormReturn<ProductFormInput, unknown, Values>;
  types: ProductType[];
  /** The chosen type's colours and sizes (no data while none is chosen or loading). */
  attributes: UseQueryResult<ProductAttributes>;
  /** The chosen owner, for the picker's label. */
  customer: CustomerPickerItem | null;
  onCustomer: (customer: CustomerPickerItem | null) => void;
  mode: "create" | "edit";
};

/**
 * Serial number, type, then either the type's colour and size or (for Custom) free-text
 * colour, size and description, and the owner (docs/requirements.md §5).
 */
export function ProductFields<Values>({
  form,
  types,
  attributes: attributesQuery,
  customer,
  onCustomer,
  mode,
}: ProductFieldsProps<Values>) {
  const prefix = useId();
  const attributes = attributesQuery.data;
  const attributesError = attributesQuery.isError
    ? PRODUCT_SCREEN_MESSAGES.attributesLoadFailed
    : undefined;
  const {
    control,
    register,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const producttypeid = watch("producttypeid");
  const isCustom = watch("isCustom");
  const colourid = watch("colourid");
  const sizeid = watch("sizeid");

  // A new type keeps the colour and size it is also made in, and drops the others.
  useEffect(() => {
    if (!attributes) return;
    if (colourid && !attributes.colors.some((c) => String(c.colourid) === colourid)) {
      setValue("colourid", "");
    }
    if (sizeid && !attributes.sizes.some((s) => String(s.sizeid) === sizeid)) {
      setValue("sizeid", "");
    }
  }, [attributes, colourid, sizeid, setValue]);

  const placeholder = (choice: string) => (attributesQuery.isFetching ? "Loading…" : choice);
  const select = (name: "colourid" | "sizeid", label: string, choice: string) => {
    const list =
      name === "colourid"
        ? (attributes?.colors ?? []).map((c) => ({ value: String(c.colourid), label: c.name }))
        : (attributes?.sizes ?? []).map((s) => ({ value: String(s.sizeid), label: s.name }));
    return (
      <ProductSelectField
        id={`${prefix}-${name === "colourid" ? "colour" : "size"}`}
        label={label}
        name={name}
        control={control}
        message={errors[name]?.message}
        options={list}
        placeholder={placeholder(choice)}
        disabled={!attributes}
      />
    );
  };

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field
        id={`${prefix}-serial`}
        label="Serial Number"
        required
        messages={errors.serialno?.message}
      >
        <Input
          autoComplete="off"
          readOnly={mode === "edit"}
          aria-readonly={mode === "edit" || undefined}
          className={mode === "edit" ? "bg-muted font-mono" : "font-mono"}
          {...register("serialno")}
        />
      </Field>

      <ProductSelectField
        id={`${prefix}-type`}
        label="Product Type"
        name="producttypeid"
        control={control}
        message={errors.producttypeid?.message}
        options={types.map((type) => ({ value: String(type.producttypeid), label: type.name }))}
        placeholder="Select a product type"
        onPick={(value) => setValue("isCustom", isCustomType(types, value))}
      />

      {producttypeid && isCustom ? (
        <CustomProductFields prefix={prefix} form={form} mode={mode} />
      ) : null}

      {producttypeid && !isCustom ? (
        attributesError ? (
          <p
            role="alert"
            className="rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive sm:col-span-2"
          >
            {attributesError}
          </p>
        ) : (
          <>
            {select("colourid", "Colour", "Select a colour")}
            {select("sizeid", "Size", "Select a size")}
          </>
        )
      ) : null}

      <div className="sm:col-span-2">
        <OwnerField
          id={`${prefix}-client`}
          control={control}
          message={errors.customerid?.message}
          customer={customer}
          onCustomer={onCustomer}
        />
      </div>
    </div>
  );
}
