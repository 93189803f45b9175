import {
  createAccountEmailSchema,
  EMAIL_CHANGE_LINK_HOURS,
  toAccountUpdatePayload,
  type AccountDetails,
  type AccountEmailInput,
} from "@lo/domain";
import { AtSign, MailCheck, RotateCw, X } from "lucide-react";
import { useMemo } from "react";
import { Form, useSchemaForm } from "@/components/form/form";
import { onSaveError } from "@/components/form/save-error";
import { SubmitButton } from "@/components/form/submit-button";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { serverMessageOr } from "@/lib/api-client";
import { useCancelEmailChange, useSaveAccount } from "../api";
import { AccountSection } from "./account-section";

const linkSent = (email: string) =>
  `We have sent a link to ${email}. Open it within ${EMAIL_CHANGE_LINK_HOURS} hours to start signing in with that address.`;

function PendingChange({ details }: { details: AccountDetails }) {
  const pending = details.pendingEmail ?? "";
  const save = useSaveAccount(details.idnumber);
  const cancel = useCancelEmailChange(details.idnumber);
  const busy = save.isPending || cancel.isPending;
  const sendAgain = () =>
    save.mutate(toAccountUpdatePayload(details, { email: pending }), {
      onSuccess: () => toast.success(linkSent(pending)),
      onError: (error) => toast.error(serverMessageOr(error, "The link could not be sent again.")),
    });
  const stop = () =>
    cancel.mutate(undefined, {
      onSuccess: ({ message }) => toast.success(message ?? "The change is cancelled."),
      onError: (error) => toast.error(serverMessageOr(error, "The change could not be cancelled.")),
    });
  return (
    <div className="rounded-lg border border-brass/40 bg-brass-light/30 p-4">
      <p className="flex items-start gap-2 font-medium">
        <MailCheck className="mt-0.5 size-5 shrink-0 text-brass-deep" aria-hidden="true" />
        <span>
          Waiting for confirmation: <span className="break-all">{pending}</span>
        </span>
      </p>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
        Open the link we sent to that address. Until then you sign in with your current address, and
        our e-mails go there.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={sendAgain} disabled={busy}>
          {save.isPending ? <Spinner /> : <RotateCw aria-hidden="true" />}
          Send the link again
        </Button>
        <Button variant="ghost" size="sm" onClick={stop} disabled={busy}>
          {cancel.isPending ? <Spinner /> : <X aria-hidden="true" />}
          Cancel the change
        </Button>
      </div>
    </div>
  );
}

type NewEmail = { email: string; currentPassword: string };

function NewEmailForm({ details }: { details: AccountDetails }) {
  const save = useSaveAccount(details.idnumber);
  const schema = useMemo(() => createAccountEmailSchema(details.email), [details.email]);
  const form = useSchemaForm<AccountEmailInput, NewEmail>(schema, {
    defaultValues: { email: "", currentPassword: "" },
  });
  const { register, setError, reset } = form;
  const { errors } = form.formState;
  const onSubmit = ({ email, currentPassword }: NewEmail) =>
    save.mutate(toAccountUpdatePayload(details, { email, currentPassword }), {
      onSuccess: () => {
        toast.success(linkSent(email));
        reset();
      },
      onError: onSaveError(
        ["email", "currentPassword"],
        setError,
        "Your new address could not be saved.",
      ),
    });
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      aria-label="Change your e-mail address"
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      <Field id="account-new-email" label="New e-mail address" messages={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register("email")} />
      </Field>
      <Field
        id="account-email-current-password"
        label="Current password"
        messages={errors.currentPassword?.message}
      >
        <Input type="password" autoComplete="current-password" {...register("currentPassword")} />
      </Field>
      <SubmitButton pending={save.isPending} className="sm:mt-7">
        Change e-mail
      </SubmitButton>
    </Form>
  );
}

/** 'E-mail': the address one signs in with, and a change that waits for confirmation. */
export function EmailSection({ details }: { details: AccountDetails }) {
  return (
    <AccountSection
      icon={AtSign}
      title="E-mail"
      description="You sign in with this address, and our e-mails go to it."
    >
      <p className="mb-5">
        <span className="text-sm text-muted-foreground">Current address: </span>
        <span className="font-medium break-all">{details.email}</span>
      </p>
      <div className="flex flex-col gap-5">
        {details.pendingEmail ? <PendingChange details={details} /> : null}
        <NewEmailForm details={details} />
      </div>
    </AccountSection>
  );
}
