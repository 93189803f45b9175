import { Clock } from "lucide-react";
import { TitledSection } from "@/components/titled-section";
import { SMALL_HEADING } from "@/components/eyebrow";
import { WorkshopAddress, WorkshopContacts } from "@/components/workshop-address";
import { BUSINESS_INFO } from "@/lib/business-info";

const headingClass = SMALL_HEADING;
const linkClass =
  "rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** Where the workshop is and when it is open, with its phones and e-mail (docs/design.md §7). */
export function WorkshopVisit() {
  const { hours } = BUSINESS_INFO;
  return (
    <TitledSection
      titleId="workshop-visit"
      title="Visit the workshop"
      className="rounded-lg border border-brass/40 bg-brass-light/25 p-5 sm:p-6"
    >
      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        <div>
          <h3 className={headingClass}>Address</h3>
          <WorkshopAddress className="mt-2" />
        </div>
        <div>
          <h3 className={headingClass}>Opening hours</h3>
          <dl className="mt-2 space-y-2">
            {hours.map((entry) => (
              <div key={entry.days} className="relative pl-6.5">
                <dt className="font-medium">
                  <Clock
                    className="absolute top-1 left-0 size-4 text-brass-deep"
                    aria-hidden="true"
                  />
                  {entry.days}
                </dt>
                <dd>{entry.hours}</dd>
              </div>
            ))}
          </dl>
          <h3 className={`${headingClass} mt-5`}>Questions?</h3>
          <WorkshopContacts
            className="mt-2 space-y-1.5"
            iconClassName="text-brass-deep"
            linkClassName={linkClass}
            phoneLabel="shown"
          />
        </div>
      </div>
    </TitledSection>
  );
}
