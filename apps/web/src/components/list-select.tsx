import { useId } from "react";
import { Label } from "@/components/ui/label";
import { OptionSelect } from "@/components/ui/option-select";
import { cn } from "@/lib/utils";

type ListSelectProps = {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The trigger's id, when something else refers to it; a generated one otherwise. */
  id?: string;
  className?: string;
};

/** A labelled choice above a list: a filter or a sort order. */
export function ListSelect({
  label,
  value,
  onValueChange,
  options,
  id,
  className,
}: ListSelectProps) {
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={triggerId}>{label}</Label>
      <OptionSelect
        value={value}
        onValueChange={onValueChange}
        options={options}
        trigger={{ id: triggerId }}
      />
    </div>
  );
}
