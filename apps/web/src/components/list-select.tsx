import { LabelledControl } from "@/components/ui/label";
import { OptionSelect } from "@/components/ui/option-select";

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
export function ListSelect({ label, id, className, ...select }: ListSelectProps) {
  return (
    <LabelledControl label={label} id={id} className={className}>
      {(triggerId) => <OptionSelect {...select} trigger={{ id: triggerId }} />}
    </LabelledControl>
  );
}
