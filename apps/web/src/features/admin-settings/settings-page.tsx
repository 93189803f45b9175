import { TitledSection } from "@/components/titled-section";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTurnaroundSettings } from "./api";
import { BackupsCard } from "./components/backups-card";
import { PaymentCard } from "./components/payment-card";
import { PriceListCard } from "./components/price-list-card";
import { TurnaroundForm } from "./components/turnaround-form";
import { VatCard } from "./components/vat-card";

const CARD = "mt-8 rounded-lg border border-border bg-card p-4 shadow-card sm:p-6";
const FETCH_FAILED = "Failed to fetch the settings. Please try again.";

/**
 * /admin/settings: the workshop's settings, the turnaround targets first (decision 067), then
 * VAT and the price list quotes start from (decision 095), how customers pay (decision 097),
 * then the backups.
 */
export default function SettingsPage() {
  useDocumentTitle("Settings");
  const settings = useTurnaroundSettings();
  let body;
  if (settings.isPending) {
    body = (
      <div role="status" className="grid gap-5 sm:grid-cols-2">
        <span className="sr-only">Loading settings...</span>
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} className="h-16 w-full" />
        ))}
      </div>
    );
  } else if (settings.isError) {
    body = <LoadError message={FETCH_FAILED} onRetry={() => void settings.refetch()} />;
  } else {
    body = <TurnaroundForm targets={settings.data.targets} />;
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader
        eyebrow="Workshop"
        title="Settings"
        description="How the workshop runs: the promises made to customers and what repairs cost."
        titleClassName="mt-3 text-3xl font-semibold sm:text-4xl"
        descriptionClassName="mt-3 text-muted-foreground"
      />
      <TitledSection
        titleId="turnaround-heading"
        title="Turnaround targets"
        className={CARD}
        titleClassName="text-xl font-semibold"
      >
        <p className="mt-2 mb-6 text-sm text-muted-foreground">
          The most days a piece should spend in each state. A piece in a state longer than its
          target is marked Overdue; customers see an estimated completion date from these, and the
          Ready for Collection mail says how long a piece is kept.
        </p>
        {body}
      </TitledSection>
      <VatCard className={CARD} />
      <PriceListCard className={CARD} />
      <PaymentCard className={CARD} />
      <BackupsCard className={CARD} />
    </div>
  );
}
