import {
  CUSTOM_PRODUCT_TYPE,
  type CustomerPickerItem,
  type ProductAttributes,
  type ProductType,
} from "@lo/domain";
import { useEffect, useId, type ReactNode } from "react";
import { Controller, type Control, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { CustomerPicker } from "@/components/customer-picker";
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
import { Textarea } from "@/components/ui/textarea";
import { useCustomersForProducts } from "../api";

/** What the product forms hold: select values are strings until the payload is built. */
export type ProductFormInput = {
  serialno: string;
  producttypeid: string;
  isCustom: boolean;
  colourid: string;
  sizeid: string;
  description: string;
  customcolour: string;
  customsize: string;
  customerid: string;
};

export const PRODUCT_FORM_FIELDS = [
  "serialno",
  "producttypeid",
  "colourid",
  "sizeid",
  "description",
  "customcolour",
  "customsize",
  "customerid",
] as const satisfies readonly (keyof ProductFormInput)[];

export const EMPTY_PRODUCT_FORM: ProductFormInput = {
  serialno: "",
  producttypeid: "",
  isCustom: false,
  colourid: "",
  sizeid: "",
  description: "",
  customcolour: "",
  customsize: "",
  customerid: "",
};

export function isCustomType(types: readonly ProductType[], producttypeid: string): boolean {
  return (
    types.find((type) => String(type.producttypeid) === producttypeid)?.name === CUSTOM_PRODUCT_TYPE
  );
}

type FieldProps = {
  id: string;
  label: string;
  required?: boolean;
  errors: FieldErrors<ProductFormInput>;
  name: keyof ProductFormInput;
  children: (props: {
    id: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
  }) => ReactNode;
  hint?: string;
};

function Field({ id, label, required = false, errors, name, children, hint }: FieldProps) {
  const message = errors[name]?.message;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : "", message ? errorId : ""].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span className="text-destructive" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </Label>
      {children({
        id,
        "aria-invalid": message ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FormMessage id={errorId} messages={message} />
    </div>
  );
}

type SelectFieldProps<Values> = {
  id: string;
  label: string;
  name: "producttypeid" | "colourid" | "sizeid";
  control: Control<ProductFormInput, unknown, Values>;
  errors: FieldErrors<ProductFormInput>;
  options: { value: string; label: string }[];
  placeholder: string;
  /** Greyed out and showing no choice (e.g. while the choices load). */
  disabled?: boolean;
  /** Runs after a pick is stored, before the field counts as touched. */
  onPick?: (value: string) => void;
};

/** A required select of the form: picking a value also marks the field touched. */
function SelectField<Values>({
  id,
  label,
  name,
  control,
  errors,
  options,
  placeholder,
  disabled = false,
  onPick,
}: SelectFieldProps<Values>) {
  return (
    <Field id={id} label={label} required errors={errors} name={name}>
      {(props) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select
              value={disabled ? "" : field.value}
              onValueChange={(value) => {
                field.onChange(value);
                onPick?.(value);
                field.onBlur();
              }}
              disabled={disabled}
            >
              <SelectTrigger {...props} onBlur={field.onBlur}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </Field>
  );
}

type ProductFieldsProps<Values> = {
  form: UseFormReturn<ProductFormInput, unknown, Values>;
  types: ProductType[];
  /** The chosen type's colours and sizes (undefined while none is chosen or loading). */
  attributes: ProductAttributes | undefined;
  attributesLoading: boolean;
  /** Shown instead of the colour and size choices when they could not be loaded. */
  attributesError?: string | undefined;
  /** The chosen owner, for the picker's label. */
  customer: CustomerPickerItem | null;
  onCustomer: (customer: CustomerPickerItem | null) => void;
  mode: "create" | "edit";
};

/**
 * Serial number, type, then either the type's colour and size or (for Custom) free-text
 * colour, size and description, and the owner (SPEC §5).
 */
export function ProductFields<Values>({
  form,
  types,
  attributes,
  attributesLoading,
  attributesError,
  customer,
  onCustomer,
  mode,
}: ProductFieldsProps<Values>) {
  const prefix = useId();
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

  const attributePlaceholder = attributesLoading ? "Loading…" : undefined;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field id={`${prefix}-serial`} label="Serial Number" required errors={errors} name="serialno">
        {(props) => (
          <Input
            {...props}
            autoComplete="off"
            readOnly={mode === "edit"}
            aria-readonly={mode === "edit" || undefined}
            className={mode === "edit" ? "bg-muted font-mono" : "font-mono"}
            {...register("serialno")}
          />
        )}
      </Field>

      <SelectField
        id={`${prefix}-type`}
        label="Product Type"
        name="producttypeid"
        control={control}
        errors={errors}
        options={types.map((type) => ({ value: String(type.producttypeid), label: type.name }))}
        placeholder="Select a product type"
        onPick={(value) => setValue("isCustom", isCustomType(types, value))}
      />

      {producttypeid && isCustom ? (
        <>
          <Field
            id={`${prefix}-custom-colour`}
            label="Custom Colour"
            required
            errors={errors}
            name="customcolour"
          >
            {(props) => <Input {...props} autoComplete="off" {...register("customcolour")} />}
          </Field>
          <Field
            id={`${prefix}-custom-size`}
            label="Custom Size"
            required
            errors={errors}
            name="customsize"
          >
            {(props) => <Input {...props} autoComplete="off" {...register("customsize")} />}
          </Field>
          <div className="sm:col-span-2">
            <Field
              id={`${prefix}-description`}
              label="Description"
              required={mode === "create"}
              errors={errors}
              name="description"
              hint="What makes this piece: the item, its leather, fittings and measurements."
            >
              {(props) => <Textarea {...props} rows={3} {...register("description")} />}
            </Field>
          </div>
        </>
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
            <SelectField
              id={`${prefix}-colour`}
              label="Color"
              name="colourid"
              control={control}
              errors={errors}
              options={(attributes?.colors ?? []).map((colour) => ({
                value: String(colour.colourid),
                label: colour.name,
              }))}
              placeholder={attributePlaceholder ?? "Select a color"}
              disabled={!attributes}
            />
            <SelectField
              id={`${prefix}-size`}
              label="Size"
              name="sizeid"
              control={control}
              errors={errors}
              options={(attributes?.sizes ?? []).map((size) => ({
                value: String(size.sizeid),
                label: size.name,
              }))}
              placeholder={attributePlaceholder ?? "Select a size"}
              disabled={!attributes}
            />
          </>
        )
      ) : null}

      <div className="sm:col-span-2">
        <Field
          id={`${prefix}-client`}
          label="Client"
          required
          errors={errors}
          name="customerid"
          hint="Search by name or ID number."
        >
          {(props) => (
            <Controller
              control={control}
              name="customerid"
              render={({ field }) => (
                <CustomerPicker
                  id={props.id}
                  invalid={props["aria-invalid"] === true}
                  describedBy={props["aria-describedby"]}
                  value={customer}
                  onChange={(next) => {
                    onCustomer(next);
                    field.onChange(next?.idnumber ?? "");
                  }}
                  onBlur={field.onBlur}
                  useCustomers={useCustomersForProducts}
                  clearLabel="Clear client"
                  searchingText="Searching customers…"
                  errorText="Customers could not be loaded."
                />
              )}
            />
          )}
        </Field>
      </div>
    </div>
  );
}
