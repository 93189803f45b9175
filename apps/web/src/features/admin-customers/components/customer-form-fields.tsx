import type { CustomerCreateInput } from "@lo/domain";
import type { ComponentProps } from "react";
import { Controller, useFormContext } from "react-hook-form";
import {
  CUSTOMER_FIELD_LABELS,
  CUSTOMER_FORM_FIELDS,
} from "@/components/customer-fields/customer-field-labels";
import { TextField } from "@/components/form/form";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";

/** What both customer forms hold while a person types (every text field is a string). */
export type CustomerFormInput = CustomerCreateInput;

export { CUSTOMER_FORM_FIELDS };

type CustomerFormFieldsProps = {
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
  idPrefix,
  cellphoneRequired,
  idReadOnly = false,
}: CustomerFormFieldsProps) {
  const {
    control,
    watch,
    trigger,
    getFieldState,
    formState: { isSubmitted },
  } = useFormContext<CustomerFormInput>();
  const isSouthAfrican = watch("issouthafrican");
  const label = CUSTOMER_FIELD_LABELS.staff;
  /** One text field of the form, its control told whether it is required. */
  const text = (
    name: Exclude<keyof CustomerFormInput, "issouthafrican">,
    options: Omit<ComponentProps<typeof TextField>, "name" | "id" | "label"> = {},
  ) => (
    <TextField
      name={name}
      id={`${idPrefix}-${name}`}
      label={label[name]}
      autoComplete="off"
      {...options}
    />
  );
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <div className="flex flex-col gap-8">
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 font-display text-lg font-semibold">Personal details</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {text("name", { required: true })}
          {text("surname", { required: true })}
          {text("email", { required: true, type: "email", inputMode: "email" })}
          {text("cellphone", {
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
                {label.issouthafrican}
              </Label>
            </div>
          )}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          {text("idnumber", {
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
          {isSouthAfrican ? null : text("country", { required: true })}
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 font-display text-lg font-semibold">Address</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {text("address", { className: "sm:col-span-2" })}
          {text("city")}
          {text("province")}
          {text("postalcode", { inputMode: "numeric" })}
        </div>
      </fieldset>
    </div>
  );
}
