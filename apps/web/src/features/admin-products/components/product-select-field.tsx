import { Controller, type Control } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { OptionSelect } from "@/components/ui/option-select";
import type { ProductFormInput } from "./product-form";

type ProductSelectFieldProps<Values> = {
  id: string;
  label: string;
  name: "producttypeid" | "colourid" | "sizeid";
  control: Control<ProductFormInput, unknown, Values>;
  message: string | undefined;
  options: { value: string; label: string }[];
  placeholder: string;
  /** Greyed out and showing no choice (e.g. while the choices load). */
  disabled?: boolean;
  /** Runs after a pick is stored, before the field counts as touched. */
  onPick?: (value: string) => void;
};

/** A required select of the product form: picking a value also marks the field touched. */
export function ProductSelectField<Values>({
  id,
  label,
  name,
  control,
  message,
  options,
  placeholder,
  disabled = false,
  onPick,
}: ProductSelectFieldProps<Values>) {
  return (
    <Field id={id} label={label} required messages={message}>
      {(props) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <OptionSelect
              value={disabled ? "" : field.value}
              onValueChange={(value) => {
                field.onChange(value);
                onPick?.(value);
                field.onBlur();
              }}
              disabled={disabled}
              options={options}
              placeholder={placeholder}
              trigger={{ ...props, onBlur: field.onBlur }}
            />
          )}
        />
      )}
    </Field>
  );
}
