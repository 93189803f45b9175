import { secondFactorCodeSchema, type SecondFactorCodeInput } from "@lo/domain";
import { useState } from "react";
import { Form, useSchemaForm } from "@/components/form/form";
import { RecoveryCodeList } from "@/components/recovery-code-list";
import { onSaveError } from "@/components/form/save-error";
import { SubmitButton } from "@/components/form/submit-button";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { useSession, type SessionUser } from "@/lib/session";
import { useConfirmTotp, useTotpEnrolment } from "../second-factor-api";
import { CodeField, FactorDialog, LogOutButton } from "./factor-dialog-parts";

/** 'JBSW Y3DP …': the key in groups of four, easier to copy by eye. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

/** The ten recovery codes, shown once, until the person says they have kept them. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const { secondFactorProved } = useSession();
  return (
    <FactorDialog
      title="Save your recovery codes"
      description="Each code confirms one sign-in if your phone is lost or replaced. Keep them somewhere safe, away from your phone: they are shown only now."
    >
      <RecoveryCodeList codes={codes} />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button type="button" onClick={secondFactorProved}>
          I have saved them
        </Button>
      </div>
    </FactorDialog>
  );
}

/**
 * Setting up the authenticator app: its key as a QR code and as text, then its first code;
 * the recovery codes come after.
 */
export function TotpEnrolmentStep({ user }: { user: SessionUser }) {
  const enrolment = useTotpEnrolment(user.idnumber);
  const confirm = useConfirmTotp();
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useSchemaForm<SecondFactorCodeInput>(secondFactorCodeSchema, {
    defaultValues: { code: "" },
  });
  if (codes) return <RecoveryCodes codes={codes} />;

  const onSubmit = ({ code }: SecondFactorCodeInput) =>
    confirm.mutate(code, {
      onSuccess: ({ message, recoveryCodes }) => {
        toast.success("Two-step sign-in is on", { description: message });
        setCodes(recoveryCodes);
      },
      onError: onSaveError(["code"], form.setError, "The code could not be checked."),
    });

  return (
    <FactorDialog
      title="Set up two-step sign-in"
      description="Workshop accounts hold every customer's details, so signing in takes a second step: a code from an authenticator app on your phone."
    >
      {enrolment.isSuccess ? (
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
            <LogOutButton />
            <SubmitButton pending={confirm.isPending} pendingLabel="Checking…">
              Turn on two-step sign-in
            </SubmitButton>
          </div>
        </Form>
      ) : enrolment.isError ? (
        <div className="flex flex-col gap-4">
          <p role="alert" className="text-sm text-destructive">
            The set-up could not be started.
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <LogOutButton />
            <Button type="button" onClick={() => void enrolment.refetch()}>
              Try again
            </Button>
          </div>
        </div>
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Preparing your key…
        </p>
      )}
    </FactorDialog>
  );
}
