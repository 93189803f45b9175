import { secondFactorCodeSchema, type SecondFactorCodeInput, type TotpEnrolment } from "@lo/domain";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Form, TextField, useSchemaForm } from "@/components/form/form";
import { onSaveError } from "@/components/form/save-error";
import { SubmitButton } from "@/components/form/submit-button";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/api-client";

/**
 * POST /account/totp/enrol: a new key for the authenticator app, as a QR code and as text. A
 * query, not a mutation, so that the form asks once however often it renders; it is never
 * asked again by itself (each ask replaces the key not yet confirmed).
 */
function useTotpEnrolment(idnumber: string) {
  return useQuery({
    queryKey: ["second-factor", idnumber, "enrolment"],
    queryFn: () => api.post<TotpEnrolment>("/account/totp/enrol"),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** POST /account/totp/confirm: the first code; answers the ten recovery codes, once. */
function useConfirmTotp() {
  return useMutation({
    mutationFn: (code: string) =>
      api.post<{ message: string; recoveryCodes: string[] }>("/account/totp/confirm", { code }),
  });
}

/** The code field of a second factor: six digits from the app, or a recovery code. */
export function CodeField() {
  return (
    <TextField
      name="code"
      id="second-factor-code"
      label="Code"
      description="The 6-digit code your authenticator app shows now, or one of your recovery codes."
      autoComplete="one-time-code"
      autoCapitalize="characters"
      spellCheck={false}
      autoFocus
    />
  );
}

/** 'JBSW Y3DP …': the key in groups of four, easier to copy by eye. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

type TotpEnrolmentFormProps = {
  idnumber: string;
  /** The way out beside the submit button: 'Log out' at the sign-in gate, 'Cancel' on /account. */
  secondary: ReactNode;
  submitLabel: string;
  /** The app is set up: the server's words and the ten recovery codes, shown once. */
  onEnrolled: (message: string, recoveryCodes: string[]) => void;
};

/**
 * Setting up an authenticator app (decision 085): its key as a QR code and as text, then its
 * first code. Used by the admin's sign-in gate (decision 087) and by /account.
 */
export function TotpEnrolmentForm({
  idnumber,
  secondary,
  submitLabel,
  onEnrolled,
}: TotpEnrolmentFormProps) {
  const enrolment = useTotpEnrolment(idnumber);
  const confirm = useConfirmTotp();
  const form = useSchemaForm<SecondFactorCodeInput>(secondFactorCodeSchema, {
    defaultValues: { code: "" },
  });
  const onSubmit = ({ code }: SecondFactorCodeInput) =>
    confirm.mutate(code, {
      onSuccess: ({ message, recoveryCodes }) => onEnrolled(message, recoveryCodes),
      onError: onSaveError(["code"], form.setError, "The code could not be checked."),
    });

  if (enrolment.isError) {
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="text-sm text-destructive">
          The set-up could not be started.
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          {secondary}
          <Button type="button" onClick={() => void enrolment.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  }
  if (!enrolment.isSuccess) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Preparing your key…
      </p>
    );
  }
  return (
    <Form form={form} onSubmit={onSubmit} className="mt-1 flex flex-col gap-5">
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.data.qrSvg)}`}
          alt="QR code for your authenticator app"
          width={160}
          height={160}
          className="size-40 shrink-0 rounded-md border border-border bg-white p-1"
        />
        <div className="text-sm">
          <p>
            Scan the code with an authenticator app, such as Google Authenticator, Microsoft
            Authenticator or 1Password.
          </p>
          <p className="mt-3 text-muted-foreground">Cannot scan it? Enter this key instead:</p>
          <code className="mt-1 block font-mono text-base font-medium tracking-wider break-words">
            {grouped(enrolment.data.secret)}
          </code>
        </div>
      </div>
      <CodeField />
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-between">
        {secondary}
        <SubmitButton pending={confirm.isPending} pendingLabel="Checking…">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
