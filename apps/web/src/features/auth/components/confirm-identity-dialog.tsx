import { confirmIdentitySchema, type ConfirmIdentityInput } from "@lo/domain";
import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Form, useSchemaForm } from "@/components/form/form";
import { onSaveError } from "@/components/form/save-error";
import { SubmitButton } from "@/components/form/submit-button";
import { Button } from "@/components/ui/button";
import { DialogPanel } from "@/components/ui/dialog-panel";
import { Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { api } from "@/lib/api-client";
import { fieldErrorMessages } from "@/lib/form-errors";
import { passkeyFailureMessage } from "@/lib/passkey-ceremony";
import { useMutation } from "@tanstack/react-query";
import { useVerifyPasskey } from "../second-factor-api";
import { UsePasskeyInstead } from "./factor-dialog-parts";

/**
 * 'Confirm it is you' (decision 088): the password once more (or a passkey) before a call that
 * hands out customers' data or a way into an account; the call is then made again by itself.
 * Cancel leaves it undone.
 */
export function ConfirmIdentityDialog({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const confirm = useMutation({
    mutationFn: (values: ConfirmIdentityInput) =>
      api.post<{ message: string }>("/users/confirm-identity", values),
  });
  const passkey = useVerifyPasskey();
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const form = useSchemaForm<ConfirmIdentityInput>(confirmIdentitySchema, {
    defaultValues: { password: "" },
  });
  const { errors } = form.formState;
  const onSubmit = (values: ConfirmIdentityInput) =>
    confirm.mutate(values, {
      onSuccess: () => onDone(true),
      onError: onSaveError(["password"], form.setError, "Your password could not be checked."),
    });
  const onPasskey = () => {
    setPasskeyError(null);
    passkey.mutate(undefined, {
      onSuccess: () => onDone(true),
      onError: (error) =>
        setPasskeyError(passkeyFailureMessage(error, "The passkey could not be checked.")),
    });
  };
  return (
    <DialogPanel
      open
      onOpenChange={(open) => (open ? undefined : onDone(false))}
      className="max-w-md"
      leading={
        <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-brass-light/60 text-brass-deep">
          <ShieldCheck className="size-5" aria-hidden="true" />
        </span>
      }
      title="Confirm it is you"
      description="This hands out customers' details or a way into an account, so it needs your password again. You will not be asked again for a few minutes."
    >
      <Form form={form} onSubmit={onSubmit} className="mt-1 flex flex-col gap-5">
        <Field
          id="confirm-identity-password"
          label="Your password"
          messages={fieldErrorMessages(errors.password)}
        >
          <PasswordInput autoComplete="current-password" autoFocus {...form.register("password")} />
        </Field>
        <UsePasskeyInstead pending={passkey.isPending} error={passkeyError} onClick={onPasskey} />
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button type="button" variant="ghost" onClick={() => onDone(false)}>
            Cancel
          </Button>
          <SubmitButton pending={confirm.isPending} pendingLabel="Checking…">
            Confirm
          </SubmitButton>
        </div>
      </Form>
    </DialogPanel>
  );
}
