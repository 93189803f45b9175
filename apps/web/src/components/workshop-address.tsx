import { Mail, MapPin, Phone } from "lucide-react";
import { cn } from "@/lib/utils";
import { BUSINESS_INFO } from "@/lib/business-info";

/** The lines of the workshop's postal address (BUSINESS_INFO), one block each. */
export function AddressLines() {
  return BUSINESS_INFO.address.lines.map((line) => (
    <span key={line} className="block">
      {line}
    </span>
  ));
}

/** The workshop's name and postal address (BUSINESS_INFO), with a map pin. */
export function WorkshopAddress({ className }: { className?: string }) {
  return (
    <address className={cn("flex gap-2.5 not-italic", className)}>
      <MapPin className="mt-0.5 size-4 shrink-0 text-brass-deep" aria-hidden="true" />
      <span>
        <span className="block font-medium">{BUSINESS_INFO.name}</span>
        <AddressLines />
      </span>
    </address>
  );
}

type WorkshopContactsProps = {
  className: string;
  /** The colour of the phone and mail icons. */
  iconClassName: string;
  linkClassName: string;
  /** Each phone's label shown before its link, or read out only by screen readers. */
  phoneLabel: "shown" | "screen-reader";
};

/** The workshop's phones, then its e-mail (BUSINESS_INFO), each a link with an icon. */
export function WorkshopContacts({
  className,
  iconClassName,
  linkClassName,
  phoneLabel,
}: WorkshopContactsProps) {
  const { phones, email } = BUSINESS_INFO;
  return (
    <ul className={className}>
      {phones.map((phone) => (
        <li key={phone.tel} className="flex items-center gap-2.5">
          <Phone className={`size-4 shrink-0 ${iconClassName}`} aria-hidden="true" />
          {phoneLabel === "shown" ? (
            <span className="text-muted-foreground">{phone.label}:</span>
          ) : null}
          <a href={`tel:${phone.tel}`} className={linkClassName}>
            {phoneLabel === "screen-reader" ? (
              <span className="sr-only">{phone.label}: </span>
            ) : null}
            {phone.display}
          </a>
        </li>
      ))}
      <li className="flex items-center gap-2.5">
        <Mail className={`size-4 shrink-0 ${iconClassName}`} aria-hidden="true" />
        <a href={`mailto:${email}`} className={`${linkClassName} break-all`}>
          {email}
        </a>
      </li>
    </ul>
  );
}
