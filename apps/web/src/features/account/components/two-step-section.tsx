import type { SecondFactorStatus } from "@lo/domain";
import { KeyRound, ShieldCheck, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { RecoveryCodeList } from "@/components/recovery-code-list";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DialogPanel } from "@/components/ui/dialog-panel";
import { serverMessageOr } from "@/lib/api-client";
import { useNewRecoveryCodes, useRemoveTotp, useSecondFactorStatus } from "../two-step-api";
import { AccountSection } from "./account-section";
import { SectionNotice, type Notice } from "./section-notice";
import { SectionWait } from "./section-wait";

const FAILED = "That did not work. Please try again.";

function describeStatus(status: SecondFactorStatus): string {
  if (!status.totp) return "No authenticator app is set up. Your passkeys confirm your sign-ins.";
  const left = status.recoveryCodesLeft;
  return `An authenticator app confirms your sign-ins. ${left} recovery ${left === 1 ? "code" : "codes"} left.`;
}

/**
 * 'Two-step sign-in' (an admin's /account, decisions 085 and 087): whether an authenticator
 * app is set up and how many recovery codes are left, ten new codes, and removing the app
 * (the server keeps an admin's last factor, and asks them to confirm it is them first).
 */
export function TwoStepSection({ idnumber }: { idnumber: string }) {
  const status = useSecondFactorStatus(idnumber);
  const renew = useNewRecoveryCodes(idnumber);
  const remove = useRemoveTotp(idnumber);
  const [removing, setRemoving] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const onRenew = () => {
    setNotice(null);
    renew.mutate(undefined, {
      onSuccess: ({ recoveryCodes }) => setCodes(recoveryCodes),
      onError: (error) => setNotice({ kind: "error", text: serverMessageOr(error, FAILED) }),
    });
  };
  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: ({ message }) => {
        setRemoving(false);
        setNotice({ kind: "status", text: message });
      },
      onError: (error) => {
        setRemoving(false);
        setNotice({ kind: "error", text: serverMessageOr(error, FAILED) });
      },
    });

  return (
    <AccountSection
      icon={ShieldCheck}
      title="Two-step sign-in"
      description="After your password, a code from your authenticator app or a passkey confirms it is you."
    >
      {status.isSuccess ? (
        <>
          <p className="text-sm">{describeStatus(status.data)}</p>
          {status.data.totp ? (
            <div className="mt-4 flex flex-col gap-2 sm:flex-row">
              <Button variant="outline" onClick={onRenew} disabled={renew.isPending}>
                <KeyRound aria-hidden="true" />
                New recovery codes
              </Button>
              <Button variant="outline" onClick={() => setRemoving(true)}>
                <Trash2 aria-hidden="true" />
                Remove authenticator app
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <SectionWait
          query={status}
          loading="Loading your two-step sign-in..."
          failed="Your two-step sign-in could not be loaded."
        />
      )}
      <SectionNotice notice={notice} />
      <ConfirmDialog
        open={removing}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setRemoving(false);
        }}
        title="Remove the authenticator app?"
        description="Its codes and your recovery codes stop working. Your passkeys go on confirming your sign-ins."
        confirmLabel="Remove authenticator app"
        destructive
        pending={remove.isPending}
        onConfirm={onRemove}
      />
      <DialogPanel
        open={codes !== null}
        onOpenChange={(open) => (open ? undefined : setCodes(null))}
        title="Your new recovery codes"
        description="Each confirms one sign-in if your phone is lost. Keep them somewhere safe: they are shown only now, and the old ones no longer work."
        className="max-w-md"
      >
        <RecoveryCodeList codes={codes ?? []} />
        <div className="flex justify-end pt-2">
          <Button onClick={() => setCodes(null)}>I have saved them</Button>
        </div>
      </DialogPanel>
    </AccountSection>
  );
}
