import { formatCustomerDisplayName, type CustomerRecord } from "@lo/domain";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { serverMessageOr } from "@/lib/api-client";
import { formatCount } from "@/lib/format";
import { useEndCustomerSessions } from "../api";
import { closeUnlessBusy } from "./close-unless-busy";

type EndSessionsDialogProps = { customer: CustomerRecord; onClose: () => void };

/**
 * 'End all sessions' (decision 084): a lost phone, a shared computer, a worry. The customer
 * signs in again wherever they use the shop; their password stays.
 */
export function EndSessionsDialog({ customer, onClose }: EndSessionsDialogProps) {
  const end = useEndCustomerSessions();
  const name = formatCustomerDisplayName(customer.name, customer.surname) || customer.id;

  const confirm = () =>
    end.mutate(customer.customerId, {
      onSuccess: ({ message, ended }) => {
        toast.success(message, {
          description:
            ended === 0
              ? `${name} was not signed in anywhere.`
              : `${name} was signed out of ${formatCount(ended)} ${ended === 1 ? "session" : "sessions"}.`,
        });
        onClose();
      },
      onError: (error) => {
        toast.error("Error", {
          description: serverMessageOr(error, "The sessions could not be ended. Please try again."),
        });
      },
    });

  return (
    <ConfirmDialog
      open
      onOpenChange={closeUnlessBusy(end.isPending, onClose)}
      title="End all sessions"
      description={`End every session of ${name}? They will have to sign in again on every device.`}
      confirmLabel="End all sessions"
      destructive
      pending={end.isPending}
      onConfirm={confirm}
    />
  );
}
