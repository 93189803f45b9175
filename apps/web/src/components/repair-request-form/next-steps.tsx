import { Clock } from "lucide-react";
import { TitledSection } from "@/components/titled-section";
import { WorkshopAddress } from "@/components/workshop-address";
import { BUSINESS_INFO } from "@/lib/business-info";

/**
 * What happens after a request is created: where to bring or send the pieces, with the
 * workshop's address and hours (BUSINESS_INFO, as the footer and the mails have them).
 */
export function NextSteps({ repairid }: { repairid: number | string }) {
  const { hours } = BUSINESS_INFO;
  return (
    <TitledSection
      titleId="next-steps-heading"
      title="What happens next"
      titleClassName="text-lg font-semibold"
      level="h3"
      className="mt-8 w-full max-w-xl rounded-lg border border-border bg-background/60 p-5 text-left"
    >
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm leading-relaxed">
        <li>
          Bring your pieces to the workshop, or send them by courier to the address below, with a
          note of your Repair ID ({repairid}).
        </li>
        <li>We look at each piece at the bench and record every step on My Repairs.</li>
        <li>When a piece is ready, we let you know how it comes back to you.</li>
      </ol>
      <div className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
        <WorkshopAddress />
        <div className="flex gap-2.5">
          <Clock className="mt-0.5 size-4 shrink-0 text-brass-deep" aria-hidden="true" />
          <ul aria-label="Opening hours">
            {hours.map((entry) => (
              <li key={entry.days}>
                <span className="font-medium">{entry.days}</span>: {entry.hours}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </TitledSection>
  );
}
