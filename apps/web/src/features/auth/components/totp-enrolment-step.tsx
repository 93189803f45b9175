import { useState } from "react";
import { RecoveryCodeList } from "@/components/recovery-code-list";
import { TotpEnrolmentForm } from "@/components/totp-enrolment-form";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useSession, type SessionUser } from "@/lib/session";
import { FactorDialog, LogOutButton } from "./factor-dialog-parts";

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
 * Setting up the authenticator app at the sign-in gate: its key as a QR code and as text,
 * then its first code; the recovery codes come after.
 */
export function TotpEnrolmentStep({ user }: { user: SessionUser }) {
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) return <RecoveryCodes codes={codes} />;
  return (
    <FactorDialog
      title="Set up two-step sign-in"
      description="Workshop accounts hold every customer's details, so signing in takes a second step: a code from an authenticator app on your phone."
    >
      <TotpEnrolmentForm
        idnumber={user.idnumber}
        secondary={<LogOutButton />}
        submitLabel="Turn on two-step sign-in"
        onEnrolled={(message, recoveryCodes) => {
          toast.success("Two-step sign-in is on", { description: message });
          setCodes(recoveryCodes);
        }}
      />
    </FactorDialog>
  );
}
