import { formatCustomerDisplayName, type CustomerRecord } from "@lo/domain";
import { Send } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { serverMessageOr } from "@/lib/api-client";
import { useResendInvitation } from "../api";

const BADGES = {
  pending: { label: "Invitation pending", variant: "yellow" },
  accepted: { label: "Invitation accepted", variant: "green" },
  expired: { label: "Invitation expired", variant: "red" },
} as const;

/** Whether the customer has taken up their invitation; nothing for accounts never invited. */
export function InvitationBadge({ customer }: { customer: CustomerRecord }) {
  if (!customer.invitationStatus) return null;
  const { label, variant } = BADGES[customer.invitationStatus];
  return <Badge variant={variant}>{label}</Badge>;
}

/**
 * 'Resend invitation' for a customer who has not chosen a password yet (pending or expired);
 * 'Send invitation' for one who never had one (an account from before invitations, whose ID
 * number password lapses after TEMP_PASSWORD_DAYS).
 */
export function ResendInvitationButton({ customer }: { customer: CustomerRecord }) {
  const resend = useResendInvitation();
  if (customer.invitationStatus === "accepted") return null;
  const verb = customer.invitationStatus === null ? "Send" : "Resend";
  const name = formatCustomerDisplayName(customer.name, customer.surname) || customer.id;
  const send = () =>
    resend.mutate(customer.customerId, {
      onSuccess: ({ message }) =>
        toast.success(message, { description: `Mailed to ${customer.email}.` }),
      onError: (error) =>
        toast.error("Error", {
          description: serverMessageOr(error, "Failed to send the invitation. Please try again."),
        }),
    });
  return (
    <Button
      variant="outline"
      size="sm"
      className="w-full"
      disabled={resend.isPending}
      onClick={send}
      aria-label={`${verb} invitation to ${name}`}
    >
      {resend.isPending ? <Spinner /> : <Send aria-hidden="true" />}
      {verb} invitation
    </Button>
  );
}
