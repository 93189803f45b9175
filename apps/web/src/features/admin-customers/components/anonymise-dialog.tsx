import { formatCustomerDisplayName, type CustomerRecord } from "@lo/domain";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { serverMessageOr } from "@/lib/api-client";
import { useAnonymiseCustomer } from "../api";
import { closeUnlessBusy } from "./close-unless-busy";

type AnonymiseDialogProps = { customer: CustomerRecord; onClose: () => void };

/**
 * 'Anonymise' (decision 089), for a customer who asked to be forgotten: their name, contact
 * details, address and ID number are erased for good, and their pieces and repairs stay
 * under a new key. The page then shows the customer by that key.
 */
export function AnonymiseDialog({ customer, onClose }: AnonymiseDialogProps) {
  const anonymise = useAnonymiseCustomer();
  const navigate = useNavigate();
  const name = formatCustomerDisplayName(customer.name, customer.surname) || customer.id;

  const confirm = () =>
    anonymise.mutate(customer.customerId, {
      onSuccess: ({ message, idnumber }) => {
        toast.success(message);
        onClose();
        void navigate(`/admin/customers/${encodeURIComponent(idnumber)}`, { replace: true });
      },
      onError: (error) => {
        toast.error("Error", {
          description: serverMessageOr(
            error,
            "The customer could not be anonymised. Please try again.",
          ),
        });
      },
    });

  return (
    <ConfirmDialog
      open
      onOpenChange={closeUnlessBusy(anonymise.isPending, onClose)}
      title="Anonymise customer"
      description={`Forget ${name} for good? Their name, ID number, e-mail, phone and address are erased from every record and mail, and they can no longer sign in. Their pieces and repair history stay, without their name. This cannot be undone.`}
      confirmLabel="Anonymise"
      destructive
      pending={anonymise.isPending}
      onConfirm={confirm}
    />
  );
}
