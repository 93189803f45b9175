import { formatCustomerDisplayName, type CustomerRecord } from "@lo/domain";
import { KeyRound, Mail, MapPin, Pencil, Phone } from "lucide-react";
import type { Ref } from "react";
import { Link } from "@/components/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { customerHref } from "@/lib/admin-links";
import { cn } from "@/lib/utils";
import { formatCount, formatDate } from "@/lib/format";
import { InvitationBadge, ResendInvitationButton } from "./invitation-status";

type CustomerCardProps = {
  customer: CustomerRecord;
  highlighted?: boolean;
  onEdit: (customer: CustomerRecord) => void;
  onResetPassword: (customer: CustomerRecord) => void;
  ref?: Ref<HTMLElement>;
};

function place(customer: CustomerRecord): string {
  return [customer.city, customer.country]
    .map((part) => (part ?? "").trim())
    .filter((part) => part !== "")
    .join(", ");
}

/** One customer of Manage Customers: who they are, how to reach them, what they own. */
export function CustomerCard({
  customer,
  highlighted = false,
  onEdit,
  onResetPassword,
  ref,
}: CustomerCardProps) {
  const name = formatCustomerDisplayName(customer.name, customer.surname) || customer.id;
  const headingId = `customer-${customer.id}-name`;
  const where = place(customer);
  return (
    <article
      ref={ref}
      aria-labelledby={headingId}
      aria-current={highlighted ? "true" : undefined}
      data-highlighted={highlighted || undefined}
      className={cn(
        "flex w-full flex-col gap-4 rounded-lg border bg-card p-5 shadow-card transition-shadow",
        highlighted ? "border-4 border-brass shadow-lift" : "border-border",
      )}
    >
      <header className="flex flex-col gap-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="text-lg leading-snug font-semibold break-words">
            <Link
              to={customerHref(customer.customerId)}
              className="rounded-sm underline decoration-brass/50 underline-offset-4 hover:decoration-brass"
            >
              {name}
            </Link>
          </h2>
          <div className="flex flex-wrap gap-1.5">
            {highlighted ? <Badge variant="brass">New</Badge> : null}
            <InvitationBadge customer={customer} />
          </div>
        </div>
        <p className="text-sm text-muted-foreground">
          ID <span className="font-medium break-all text-foreground">{customer.customerId}</span>
        </p>
      </header>

      <ul className="flex flex-col gap-1.5 text-sm">
        <li className="flex min-w-0 items-center gap-2">
          <Mail className="size-4 shrink-0 text-brass-deep" aria-hidden="true" />
          <span className="sr-only">Email: </span>
          <a
            href={`mailto:${customer.email}`}
            className="truncate text-foreground underline-offset-4 hover:underline"
          >
            {customer.email}
          </a>
        </li>
        <li className="flex items-center gap-2">
          <Phone className="size-4 shrink-0 text-brass-deep" aria-hidden="true" />
          <span className="sr-only">Phone: </span>
          {customer.contactNumber || <span className="text-muted-foreground">No number</span>}
        </li>
        <li className="flex items-center gap-2">
          <MapPin className="size-4 shrink-0 text-brass-deep" aria-hidden="true" />
          <span className="sr-only">Location: </span>
          {where || <span className="text-muted-foreground">No address</span>}
        </li>
      </ul>

      <dl className="grid grid-cols-3 gap-2 rounded-lg bg-muted/60 p-3 text-center text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">Products</dt>
          <dd className="font-semibold">{formatCount(customer.totalPurchases)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Repairs</dt>
          <dd className="font-semibold">{formatCount(customer.totalRepairs)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Joined</dt>
          <dd className="font-semibold">{formatDate(customer.joinDate)}</dd>
        </div>
      </dl>

      <div className="mt-auto flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          className="flex-1"
          onClick={() => onEdit(customer)}
          aria-label={`Edit ${name}`}
        >
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="flex-1"
          onClick={() => onResetPassword(customer)}
          aria-label={`Reset password of ${name}`}
        >
          <KeyRound aria-hidden="true" />
          Reset Password
        </Button>
        <ResendInvitationButton customer={customer} />
      </div>
    </article>
  );
}
