import { Clock, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { AddressLines } from "@/components/workshop-address";
import { BUSINESS_INFO } from "@/lib/business-info";

function Panel({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="flex gap-4 rounded-lg border border-border bg-card p-5 shadow-card">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/8 text-primary ring-1 ring-brass/40">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h2 className="font-sans text-sm font-semibold">{title}</h2>
        <div className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{children}</div>
      </div>
    </section>
  );
}

const linkClass =
  "inline-flex min-h-8 items-center font-medium text-primary underline-offset-4 hover:underline";

/** The workshop's address, phones, e-mail and hours, all from lib/business-info. */
export function ContactDetails() {
  const { phones, email, hours } = BUSINESS_INFO;
  return (
    <aside aria-label="Workshop details" className="flex flex-col gap-4">
      <Panel icon={MapPin} title="Visit the workshop">
        <address className="not-italic">
          <AddressLines />
        </address>
      </Panel>
      <Panel icon={Phone} title="Call us">
        <ul>
          {phones.map((phone) => (
            <li key={phone.tel} className="flex items-center gap-1.5">
              {phone.label}:
              <a href={`tel:${phone.tel}`} className={linkClass}>
                {phone.display}
              </a>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel icon={Mail} title="Email">
        <a href={`mailto:${email}`} className={`${linkClass} break-all`}>
          {email}
        </a>
      </Panel>
      <Panel icon={Clock} title="Workshop hours">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {hours.map((entry) => (
            <div key={entry.days} className="contents">
              <dt className="font-medium text-foreground">{entry.days}</dt>
              <dd>{entry.hours}</dd>
            </div>
          ))}
        </dl>
      </Panel>
    </aside>
  );
}
