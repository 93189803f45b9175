import { useId } from "react";
import { Switch } from "@/components/ui/switch";

type ChoiceProps = {
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
};

/** One mail choice: a switch named by its label, with what it means under it. */
export function MailChoice({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: ChoiceProps & { label: string; hint: string }) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-6">
      <div>
        <label htmlFor={id} className="cursor-pointer text-base font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm leading-relaxed text-muted-foreground">
          {hint}
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

/** 'E-mail me when my repairs move on', with what that means. */
export function StatusMailsChoice(props: ChoiceProps) {
  return (
    <MailChoice
      label="E-mail me when my repairs move on"
      hint="A short e-mail when one of your pieces changes state or the workshop adds a note; changes made close together come as one e-mail."
      {...props}
    />
  );
}

/** 'E-mail me when a new device signs in', with what that means. */
export function SignInMailsChoice(props: ChoiceProps) {
  return (
    <MailChoice
      label="E-mail me when a new device signs in"
      hint="When your account is signed in to from a phone or computer we have not seen before, so you can act at once if it was not you."
      {...props}
    />
  );
}
