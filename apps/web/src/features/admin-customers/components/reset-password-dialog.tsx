import { formatCustomerDisplayName, type CustomerRecord } from "@lo/domain";
import { toast } from "@/components/ui/toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { serverMessageOr } from "@/lib/api-client";
import { useResetCustomerPassword } from "../api";
import { closeUnlessBusy } from "./close-unless-busy";

type ResetPasswordDialogProps = { customer: CustomerRecord; onClose: () => void };

/** docs/requirements.md §4: an admin reset makes the ID number the password, changed at sign-in. */
export function ResetPasswordDialog({ customer, onClose }: ResetPasswordDialogProps) {
  const reset = useResetCustomerPassword();
  const name = formatCustomerDisplayName(customer.name, customer.surname) || customer.id;

  const confirm = () =>
    reset.mutate(customer.customerId, {
      onSuccess: () => {
        toast.success("Password Reset", {
          description: `${name}'s password is now their ID number.`,
        });
        onClose();
      },
      onError: (error) => {
        toast.error("Error", {
          description: serverMessageOr(error, "Failed to reset password. Please try again."),
        });
      },
    });

  return (
    <ConfirmDialog
      open
      onOpenChange={closeUnlessBusy(reset.isPending, onClose)}
      title="Reset Password"
      description={
        <>
          Reset the password of {name}? Their password will become their ID number (
          <span className="font-medium break-all text-foreground">{customer.customerId}</span>) and
          they must change it at their next sign-in. They are signed out everywhere, and we e-mail
          them a link to choose a new password.
        </>
      }
      confirmLabel="Reset Password"
      destructive
      pending={reset.isPending}
      onConfirm={confirm}
    />
  );
}
