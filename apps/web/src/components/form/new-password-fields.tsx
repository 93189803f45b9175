import { useFormContext, useWatch } from "react-hook-form";
import { PasswordChecklist } from "@/components/password-checklist";
import { Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { fieldErrorMessages } from "@/lib/form-errors";

type NewPasswordFieldsProps = {
  /** The new password's input id; its rules take `${passwordId}-rules`. */
  passwordId: string;
  confirmId: string;
  passwordLabel: string;
  confirmLabel: string;
  required?: boolean;
  autoFocus?: boolean;
};

/**
 * A new password (the rules of docs/requirements.md §5 ticked as it is typed) and its
 * confirmation, as fields `password` and `confirmPassword` of the enclosing <Form>.
 */
export function NewPasswordFields({
  passwordId,
  confirmId,
  passwordLabel,
  confirmLabel,
  required = false,
  autoFocus,
}: NewPasswordFieldsProps) {
  const { register, control, formState } = useFormContext<{
    password: string;
    confirmPassword: string;
  }>();
  const password = useWatch({ control, name: "password" }) ?? "";
  const rulesId = `${passwordId}-rules`;
  return (
    <>
      <Field
        id={passwordId}
        label={passwordLabel}
        required={required}
        messages={fieldErrorMessages(formState.errors.password)}
        describedBy={rulesId}
      >
        {(fieldControl) => (
          <>
            <PasswordInput
              {...fieldControl}
              autoComplete="new-password"
              autoFocus={autoFocus}
              {...register("password")}
            />
            <div className="rounded-lg border border-border bg-muted/50 p-3.5">
              <PasswordChecklist id={rulesId} password={password} />
            </div>
          </>
        )}
      </Field>
      <Field
        id={confirmId}
        label={confirmLabel}
        required={required}
        messages={fieldErrorMessages(formState.errors.confirmPassword)}
      >
        <PasswordInput autoComplete="new-password" {...register("confirmPassword")} />
      </Field>
    </>
  );
}
