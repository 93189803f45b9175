import { usePaymentSettings } from "../api";
import { PaymentForm } from "./payment-form";
import { SettingsCard } from "./settings-card";

const FETCH_FAILED = "Failed to fetch the payment settings. Please try again.";

/** How customers pay (decision 097): the workshop's bank details and its standard fees. */
export function PaymentCard({ className }: { className?: string }) {
  const payment = usePaymentSettings();
  return (
    <SettingsCard
      titleId="payment-heading"
      title="Payment"
      intro="Customers who owe money are told to pay by bank transfer with their request's number as the reference, or at the workshop. The bank details below are shown with what they owe and in the Ready for Collection mail. The standard fees are offered when a fee is added to a request."
      className={className}
      query={payment}
      loadingLabel="Loading the payment settings..."
      failed={FETCH_FAILED}
    >
      {(settings) => <PaymentForm settings={settings} />}
    </SettingsCard>
  );
}
