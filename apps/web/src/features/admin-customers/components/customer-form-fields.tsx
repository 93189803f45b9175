import type { CustomerCreateInput } from "@lo/domain";
import type { ComponentProps } from "react";
import { Controller, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** What both customer forms hold while a person types (every text field is a string). */
export type CustomerFormInput = CustomerCreateInput;

export const CUSTOMER_FORM_FIELDS = [
  "name",
  "surname",
  "email",
  "cellphone",
  "idnumber",
  "issouthafrican",
  "address",
  "city",
  "province",
  "postalcode",
  "country",
] as const;

type TextFieldOptions = Omit<ComponentProps<"input">, "className"> & {
  required?: boolean;
  /** The field's place in the grid. */
  className?: string;
  /** The input's own look. */
  inputClassName?: string;
  description?: string;
};

type CustomerFormFieldsProps = {
  form: UseFormReturn<CustomerFormInput, unknown, unknown>;
  /** Prefix of the inputs' ids, so two forms on one page never share one. */
  idPrefix: string;
  /** The contact number is required on create and optional on edit (docs/requirements.md §5). */
  cellphoneRequired: boolean;
  /** On edit the ID number is the customer's key and cannot change. */
  idReadOnly?: boolean;
};

/**
 * The fields of the Create Customer page and the Edit dialog: personal details, identity
 * (citizenship decides the ID rule and whether a country is asked for) and address.
 */
export function CustomerFormFields({
  form,
  idPrefix,
  cellphoneRequired,
  idReadOnly = false,
}: CustomerFormFieldsProps) {
  const {
    register,
    control,
    watch,
    trigger,
    getFieldState,
    formState: { errors, isSubmitted },
  } = form;
  const isSouthAfrican = watch("issouthafrican");
  const fieldErrors: FieldErrors<CustomerFormInput> = errors;
  const id = (name: string) => `${idPrefix}-${name}`;
  /** One text field of the form, its control told whether it is required. */
  const text = (
    name: Exclude<keyof CustomerFormInput, "issouthafrican">,
    label: string,
    { required = false, className, description, inputClassName, ...input }: TextFieldOptions = {},
  ) => (
    <Field
      id={id(name)}
      label={label}
      required={required}
      messages={fieldErrors[name]?.message}
      description={description}
      className={className}
    >
      <Input
        autoComplete="off"
        aria-required={required || undefined}
        className={inputClassName}
        {...input}
        {...register(name)}
      />
    </Field>
  );

  return (
    <div className="flex flex-col gap-8">
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 font-display text-lg font-semibold">Personal details</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {text("name", "Name", { required: true })}
          {text("surname", "Surname", { required: true })}
          {text("email", "Email", { required: true, type: "email", inputMode: "email" })}
          {text("cellphone", "Contact Number", {
            required: cellphoneRequired,
            type: "tel",
            inputMode: "tel",
          })}
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 font-display text-lg font-semibold">Identity</legend>
        <Controller
          control={control}
          name="issouthafrican"
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Checkbox
                id={id("issouthafrican")}
                checked={field.value}
                onCheckedChange={(checked) => {
                  field.onChange(checked === true);
                  // The ID rule and the country depend on citizenship: re-check what was seen.
                  const dependent = (["idnumber", "country"] as const).filter(
                    (name) => isSubmitted || getFieldState(name).isTouched,
                  );
                  if (dependent.length > 0) void trigger(dependent);
                }}
                onBlur={field.onBlur}
                ref={field.ref}
              />
              <Label htmlFor={id("issouthafrican")} className="cursor-pointer">
                South African citizen
              </Label>
            </div>
          )}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          {text("idnumber", "Customer ID", {
            required: true,
            description: idReadOnly
              ? "The ID number is the customer's key and cannot be changed."
              : isSouthAfrican
                ? "A South African ID number has 13 digits."
                : "Passport or national ID number.",
            inputMode: isSouthAfrican ? "numeric" : "text",
            readOnly: idReadOnly,
            inputClassName: idReadOnly ? "bg-muted text-muted-foreground" : undefined,
          })}
          {isSouthAfrican ? null : text("country", "Country", { required: true })}
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 font-display text-lg font-semibold">Address</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {text("address", "Street Address", { className: "sm:col-span-2" })}
          {text("city", "City")}
          {text("province", "Province")}
          {text("postalcode", "Postal Code", { inputMode: "numeric" })}
        </div>
      </fieldset>
    </div>
  );
}
