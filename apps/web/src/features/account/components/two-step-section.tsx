import type { SecondFactorStatus } from "@lo/domain";
import { KeyRound, Smartphone, ShieldCheck, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { RecoveryCodeList } from "@/components/recovery-code-list";
import { TotpEnrolmentForm } from "@/components/totp-enrolment-form";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DialogPanel } from "@/components/ui/dialog-panel";
import { serverMessageOr } from "@/lib/api-client";
import {
  useNewRecoveryCodes,
  useRefreshSecondFactorStatus,
  useRemoveTotp,
  useSecondFactorStatus,
} from "../two-step-api";
import { AccountSection } from "./account-section";
import { SectionNotice, type Notice } from "./section-notice";
import { SectionWait } from "./section-wait";

const FAILED = "That did not work. Please try again.";

/** The recovery codes shown once: ten new ones in place of the old, or the first ten. */
type ShownCodes = { codes: string[]; first: boolean } | null;

function describeStatus(status: SecondFactorStatus): string {
  if (!status.totp) return "No authenticator app is set up. Your passkeys confirm your sign-ins.";
  const left = status.recoveryCodesLeft;
  return `An authenticator app confirms your sign-ins. ${left} recovery ${left === 1 ? "code" : "codes"} left.`;
}

/**
 * 'Two-step sign-in' (an admin's /account, decisions 085 and 087): whether an authenticator
 * app is set up and how many recovery codes are left, setting one up (an admin who signed up
 * with passkeys only), ten new codes, and removing the app
 * (the server keeps an admin's last factor, and asks them to confirm it is them first).
 */
export function TwoStepSection({ idnumber }: { idnumber: string }) {
  const status = useSecondFactorStatus(idnumber);
  const renew = useNewRecoveryCodes(idnumber);
  const remove = useRemoveTotp(idnumber);
  const refresh = useRefreshSecondFactorStatus(idnumber);
  const [removing, setRemoving] = useState(false);
  const [enrolling, setEnrolling] = useState(false);
  const [shown, setShown] = useState<ShownCodes>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const onRenew = () => {
    setNotice(null);
    renew.mutate(undefined, {
      onSuccess: ({ recoveryCodes }) => setShown({ codes: recoveryCodes, first: false }),
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
          ) : (
            <Button variant="outline" className="mt-4" onClick={() => setEnrolling(true)}>
              <Smartphone aria-hidden="true" />
              Set up an authenticator app
            </Button>
          )}
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
        open={enrolling}
        onOpenChange={setEnrolling}
        title="Set up an authenticator app"
        description="A code from an app on your phone then confirms your sign-ins, as your passkeys do."
        className="max-w-lg"
      >
        {enrolling ? (
          <TotpEnrolmentForm
            idnumber={idnumber}
            secondary={
              <Button type="button" variant="ghost" onClick={() => setEnrolling(false)}>
                Cancel
              </Button>
            }
            submitLabel="Turn on the authenticator app"
            onEnrolled={(message, recoveryCodes) => {
              setEnrolling(false);
              setNotice({ kind: "status", text: message });
              setShown({ codes: recoveryCodes, first: true });
              void refresh();
            }}
          />
        ) : null}
      </DialogPanel>
      <DialogPanel
        open={shown !== null}
        onOpenChange={(open) => (open ? undefined : setShown(null))}
        title={shown?.first ? "Save your recovery codes" : "Your new recovery codes"}
        description={
          shown?.first
            ? "Each confirms one sign-in if your phone is lost. Keep them somewhere safe: they are shown only now."
            : "Each confirms one sign-in if your phone is lost. Keep them somewhere safe: they are shown only now, and the old ones no longer work."
        }
        className="max-w-md"
      >
        <RecoveryCodeList codes={shown?.codes ?? []} />
        <div className="flex justify-end pt-2">
          <Button onClick={() => setShown(null)}>I have saved them</Button>
        </div>
      </DialogPanel>
    </AccountSection>
  );
}
