import type { CustomerRecord } from "@lo/domain";
import { LabelledValue } from "@/components/ui/labelled-value";
import { formatCount, formatDate } from "@/lib/format";

/** A total, then the date of the latest one when there is one. */
function TotalAndLatest({ total, latest }: { total: number; latest: string | null }) {
  return (
    <>
      {formatCount(total)}
      {latest ? (
        <span className="text-sm text-muted-foreground"> · latest {formatDate(latest)}</span>
      ) : null}
    </>
  );
}

/** The customer's record: how to reach them, where they live, and their totals. */
export function CustomerDetails({ customer }: { customer: CustomerRecord }) {
  return (
    <section
      aria-label="Details"
      className="rounded-lg border border-border bg-card p-5 shadow-card sm:p-6"
    >
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
        <LabelledValue label="Email" valueClassName="mt-1 break-all">
          <a href={`mailto:${customer.email}`} className="underline-offset-4 hover:underline">
            {customer.email}
          </a>
        </LabelledValue>
        <LabelledValue label="Contact Number" valueClassName="mt-1">
          {customer.contactNumber || <span className="text-muted-foreground">No number</span>}
        </LabelledValue>
        <LabelledValue label="Address" valueClassName="mt-1">
          {customer.address || <span className="text-muted-foreground">No address</span>}
        </LabelledValue>
        <LabelledValue label="Citizenship" valueClassName="mt-1">
          {customer.isSouthAfrican ? "South African" : "International"}
        </LabelledValue>
        <LabelledValue label="Joined" valueClassName="mt-1">
          {formatDate(customer.joinDate)}
        </LabelledValue>
        <LabelledValue label="Products" valueClassName="mt-1 tabular-nums">
          <TotalAndLatest total={customer.totalPurchases} latest={customer.lastPurchaseDate} />
        </LabelledValue>
        <LabelledValue label="Repairs" valueClassName="mt-1 tabular-nums">
          <TotalAndLatest total={customer.totalRepairs} latest={customer.lastRepairDate} />
        </LabelledValue>
      </dl>
    </section>
  );
}
