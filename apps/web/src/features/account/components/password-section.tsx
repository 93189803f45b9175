import {
  createChangePasswordSchema,
  type ChangePasswordInput,
  type PasswordPerson,
} from "@lo/domain";
import { KeyRound } from "lucide-react";
import { useMemo } from "react";
import { Form, useSchemaForm } from "@/components/form/form";
import { onSaveError } from "@/components/form/save-error";
import { SubmitButton } from "@/components/form/submit-button";
import { NewPasswordFields } from "@/components/form/new-password-fields";
import { Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/toast";
import { fieldErrorMessages } from "@/lib/form-errors";
import { useChangePassword } from "../api";
import { AccountSection } from "./account-section";

const EMPTY: ChangePasswordInput = { currentPassword: "", password: "", confirmPassword: "" };

/**
 * 'Password': a new one, given the current one; the rules tick as the person types. With the
 * person's names and e-mail a password holding them is refused here; a common one, by the
 * server, whose message lands under the field like every other (decision 082).
 */
export function PasswordSection({
  idnumber,
  person,
}: {
  idnumber: string;
  person?: PasswordPerson;
}) {
  const change = useChangePassword();
  const { name, surname, email } = person ?? {};
  const form = useSchemaForm<ChangePasswordInput>(
    useMemo(
      () => createChangePasswordSchema(idnumber, { name, surname, email }),
      [idnumber, name, surname, email],
    ),
    {
      criteriaMode: "all",
      defaultValues: EMPTY,
    },
  );
  const { register, setError, reset } = form;
  const { errors } = form.formState;

  const onSubmit = ({ currentPassword, password: next }: ChangePasswordInput) =>
    change.mutate(
      { idnumber, currentPassword, password: next },
      {
        onSuccess: () => {
          toast.success("Password Updated", {
            description: "Your new password is saved. Your other devices have been signed out.",
          });
          reset(EMPTY);
        },
        onError: onSaveError(
          ["currentPassword", "password"],
          setError,
          "Your password could not be changed.",
        ),
      },
    );

  return (
    <AccountSection
      icon={KeyRound}
      title="Password"
      description="Changing it signs you out on every other device."
    >
      <Form
        form={form}
        onSubmit={onSubmit}
        aria-label="Change your password"
        className="flex max-w-md flex-col gap-5"
      >
        {/* Lets password managers tie the new password to the right account. */}
        <input type="hidden" autoComplete="username" value={idnumber} readOnly />
        <Field
          id="account-current-password"
          label="Current password"
          messages={fieldErrorMessages(errors.currentPassword)}
        >
          <PasswordInput autoComplete="current-password" {...register("currentPassword")} />
        </Field>
        <NewPasswordFields
          passwordId="account-new-password"
          confirmId="account-confirm-password"
          passwordLabel="New password"
          confirmLabel="Confirm new password"
        />
        <div>
          <SubmitButton pending={change.isPending} pendingLabel="Saving…">
            Change password
          </SubmitButton>
        </div>
      </Form>
    </AccountSection>
  );
}
