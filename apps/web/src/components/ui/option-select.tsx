import type { ComponentProps, ReactNode } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";

export type SelectOption = { value: string; label: ReactNode };

type OptionSelectProps = Omit<ComponentProps<typeof Select>, "children"> & {
  options: readonly SelectOption[];
  placeholder?: string;
  /** The trigger's id, ARIA attributes, ref and blur handler (a form field's control). */
  trigger?: ComponentProps<typeof SelectTrigger>;
  contentClassName?: string;
};

/** A select over a list of options: the trigger showing the choice, one item per option. */
export function OptionSelect({
  options,
  placeholder,
  trigger,
  contentClassName,
  ...props
}: OptionSelectProps) {
  return (
    <Select {...props}>
      <SelectTrigger {...trigger}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent className={contentClassName}>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
