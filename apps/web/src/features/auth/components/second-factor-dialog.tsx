import { secondFactorCodeSchema, type SecondFactorCodeInput } from "@lo/domain";
import { useEffect, useState } from "react";
import { focusMainHeading } from "@/app/layout/focus-on-navigate";
import { loadedQueryClient } from "@/lib/query-client-holder";
import { Form, useSchemaForm } from "@/components/form/form";
import { onSaveError } from "@/components/form/save-error";
import { SubmitButton } from "@/components/form/submit-button";
import { toast } from "@/components/ui/toast";
import { passkeyFailureMessage } from "@/lib/passkey-ceremony";
import { useSession, type SessionUser } from "@/lib/session";
import { useVerifyCode, useVerifyPasskey } from "../second-factor-api";
import { CodeField } from "@/components/totp-enrolment-form";
import { FactorDialog, LogOutButton, UsePasskeyInstead } from "./factor-dialog-parts";
import { TotpEnrolmentStep } from "./totp-enrolment-step";

function ConfirmStep() {
  const { secondFactorProved } = useSession();
  const verify = useVerifyCode();
  const passkey = useVerifyPasskey();
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const form = useSchemaForm<SecondFactorCodeInput>(secondFactorCodeSchema, {
    defaultValues: { code: "" },
  });
  const proved = (message: string) => {
    toast.success("Sign-in confirmed", { description: message });
    secondFactorProved();
  };
  const onSubmit = ({ code }: SecondFactorCodeInput) =>
    verify.mutate(code, {
      onSuccess: ({ message }) => proved(message),
      onError: onSaveError(["code"], form.setError, "The code could not be checked."),
    });
  const onPasskey = () => {
    setPasskeyError(null);
    passkey.mutate(undefined, {
      onSuccess: ({ message }) => proved(message),
      onError: (error) =>
        setPasskeyError(passkeyFailureMessage(error, "The passkey could not be checked.")),
    });
  };
  return (
    <FactorDialog
      title="Confirm your sign-in"
      description="Workshop accounts hold every customer's details, so signing in takes a second step."
    >
      <Form form={form} onSubmit={onSubmit} className="mt-1 flex flex-col gap-5">
        <CodeField />
        <UsePasskeyInstead pending={passkey.isPending} error={passkeyError} onClick={onPasskey} />
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-between">
          <LogOutButton />
          <SubmitButton pending={verify.isPending} pendingLabel="Checking…">
            Confirm
          </SubmitButton>
        </div>
      </Form>
    </FactorDialog>
  );
}

/**
 * An admin's session proves a second factor before anything else (decision 087), as a new
 * account chooses its password first: set one up now (an authenticator app) if they have none,
 * else confirm it (a code, a recovery code or a passkey).
 */
export function SecondFactorDialog({ user }: { user: SessionUser }) {
  const { refreshUser } = useSession();
  const confirming = user.secondFactor === "confirm";
  useEffect(() => {
    // Proved in another tab: coming back to this one reads the session again. Not while
    // setting up, whose recovery codes must stay until the person says they have kept them.
    const onFocus = () => void refreshUser();
    if (confirming) window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, [confirming, refreshUser]);
  useEffect(
    () => () => {
      // Gone once proved: what the page behind asked for was refused until now, so it is
      // asked again, and the keyboard starts at the page's heading, as after signing in.
      void loadedQueryClient()?.invalidateQueries();
      setTimeout(focusMainHeading, 0);
    },
    [],
  );
  return confirming ? <ConfirmStep /> : <TotpEnrolmentStep user={user} />;
}
