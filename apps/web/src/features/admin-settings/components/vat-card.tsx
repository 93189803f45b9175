import { useBillingSettings } from "../api";
import { SettingsCard } from "./settings-card";
import { VatForm } from "./vat-form";

const FETCH_FAILED = "Failed to fetch the VAT settings. Please try again.";

/** Whether the workshop charges VAT, at what rate, and its VAT number (decision 095). */
export function VatCard({ className }: { className?: string }) {
  const billing = useBillingSettings();
  return (
    <SettingsCard
      titleId="vat-heading"
      title="VAT"
      intro="Quotes and invoices show VAT only while the workshop is registered for it. A quote keeps the rate it was written at, so a new rate applies to new quotes only."
      className={className}
      query={billing}
      loadingLabel="Loading VAT settings..."
      failed={FETCH_FAILED}
    >
      {(settings) => <VatForm settings={settings} />}
    </SettingsCard>
  );
}
