import { useId } from "react";
import { Switch } from "@/components/ui/switch";

type StatusMailsChoiceProps = {
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
};

/** 'E-mail me when my repairs move on', with what that means. */
export function StatusMailsChoice({ checked, disabled, onChange }: StatusMailsChoiceProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-6">
      <div>
        <label htmlFor={id} className="cursor-pointer text-base font-medium">
          E-mail me when my repairs move on
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm leading-relaxed text-muted-foreground">
          A short e-mail when one of your pieces changes state or the workshop adds a note; changes
          made close together come as one e-mail.
        </p>
      </div>
      <Switch
        id={id}
        className="mt-0.5"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onCheckedChange={onChange}
      />
    </div>
  );
}
