import { Clock, Mail, Phone } from "lucide-react";
import { WorkshopAddress } from "@/components/workshop-address";
import { BUSINESS_INFO } from "@/lib/business-info";

const headingClass =
  "font-sans text-xs font-semibold tracking-wide text-muted-foreground uppercase";
const linkClass =
  "rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** Where the workshop is and when it is open, with its phones and e-mail (docs/design.md §7). */
export function WorkshopVisit() {
  const { hours, phones, email } = BUSINESS_INFO;
  return (
    <section
      aria-labelledby="workshop-visit"
      className="rounded-lg border border-brass/40 bg-brass-light/25 p-5 sm:p-6"
    >
      <h2 id="workshop-visit" className="text-2xl font-semibold">
        Visit the workshop
      </h2>
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
          <ul className="mt-2 space-y-1.5">
            {phones.map((phone) => (
              <li key={phone.tel} className="flex items-center gap-2.5">
                <Phone className="size-4 shrink-0 text-brass-deep" aria-hidden="true" />
                <span className="text-muted-foreground">{phone.label}:</span>
                <a href={`tel:${phone.tel}`} className={linkClass}>
                  {phone.display}
                </a>
              </li>
            ))}
            <li className="flex items-center gap-2.5">
              <Mail className="size-4 shrink-0 text-brass-deep" aria-hidden="true" />
              <a href={`mailto:${email}`} className={`${linkClass} break-all`}>
                {email}
              </a>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
