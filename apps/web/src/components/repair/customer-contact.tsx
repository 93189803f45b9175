import { Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * One way to reach the customer: its icon, then a link at least 24 px tall (WCAG 2.2 AA,
 * target size) that still reads as plain text, underlined on hover.
 */
function ContactLine({
  icon,
  href,
  className,
  children,
}: {
  icon: ReactNode;
  href: string;
  className?: string;
  children: string;
}) {
  return (
    <span className="flex min-w-0 items-center gap-1.5">
      {icon}
      <a
        href={href}
        className={cn(
          "inline-flex min-h-6 min-w-0 items-center underline-offset-4 hover:underline",
          className,
        )}
      >
        {children}
      </a>
    </span>
  );
}

/**
 * How to reach a customer: their e-mail address and, when they gave one, their phone number,
 * a line each, a little apart, as links that open the mail client or dial.
 */
export function CustomerContact({
  email,
  phone,
  className,
}: {
  email: string;
  phone: string | null;
  className?: string;
}) {
  return (
    <span className={cn("flex flex-col gap-0.5 text-muted-foreground", className)}>
      <ContactLine
        icon={<Mail className="size-3.5 shrink-0" aria-hidden="true" />}
        href={`mailto:${email}`}
        className="break-all"
      >
        {email}
      </ContactLine>
      {phone ? (
        <ContactLine
          icon={<Phone className="size-3.5 shrink-0" aria-hidden="true" />}
          href={`tel:${phone}`}
        >
          {phone}
        </ContactLine>
      ) : null}
    </span>
  );
}
