import {
  accountsExportQuerySchema,
  INVOICE_MESSAGES,
  previousMonthOf,
  workshopDateOf,
  type AccountsExportQuery,
} from "@lo/domain";
import { useRef, useState } from "react";
import { ConfirmedDownloadLink } from "@/components/confirmed-download-link";
import { TitledSection } from "@/components/titled-section";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { buildUrl } from "@/lib/api-client";
import { cn } from "@/lib/utils";

/** The two files, each a CSV export of the server's (decision 052). */
const FILES = [
  { path: "/repairs/export/invoices.csv", label: "Invoices (CSV)" },
  { path: "/repairs/export/payments.csv", label: "Payments (CSV)" },
] as const;

/**
 * 'For the accountant': the invoices issued and the payments received from one day to another,
 * both days included (the previous calendar month until changed), as two CSV downloads. A range
 * the server would refuse is said under the dates, and neither file is fetched.
 */
export function AccountsExport({ className }: { className?: string }) {
  const [range, setRange] = useState<AccountsExportQuery>(() =>
    previousMonthOf(workshopDateOf(new Date())),
  );
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const valid = accountsExportQuerySchema.safeParse(range).success;
  const message = valid ? undefined : INVOICE_MESSAGES.range;
  // A half-typed date reads as '', no range either. Focus goes to From if empty, else To.
  const ready = () => {
    if (!valid) (range.from ? toRef : fromRef).current?.focus();
    return valid;
  };
  const day = (key: keyof AccountsExportQuery, ref: typeof fromRef) => (
    <Input
      ref={ref}
      type="date"
      value={range[key]}
      onChange={(event) => setRange((current) => ({ ...current, [key]: event.target.value }))}
    />
  );

  return (
    <TitledSection
      titleId="accounts-export-heading"
      title="For the accountant"
      titleClassName="font-sans text-sm font-semibold tracking-wide text-muted-foreground uppercase"
      className={cn("rounded-lg border border-border bg-card p-4 shadow-card sm:p-5", className)}
    >
      <p className="mt-2 text-sm text-muted-foreground">
        The invoices issued and the payments and refunds received from one day to another, both days
        included.
      </p>
      <div className="mt-4 grid max-w-md gap-4 sm:grid-cols-2">
        <Field id="accounts-export-from" label="From">
          {day("from", fromRef)}
        </Field>
        <Field id="accounts-export-to" label="To" messages={message}>
          {day("to", toRef)}
        </Field>
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        {FILES.map((file) => (
          <ConfirmedDownloadLink key={file.path} href={buildUrl(file.path, range)} ready={ready}>
            {file.label}
          </ConfirmedDownloadLink>
        ))}
      </div>
    </TitledSection>
  );
}
