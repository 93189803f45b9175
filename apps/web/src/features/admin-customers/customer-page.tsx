import { formatCustomerDisplayName, type CustomerRecord } from "@lo/domain";
import { ArrowLeft, EyeOff, KeyRound, LogOut, Pencil, UserX } from "lucide-react";
import { useState } from "react";
import { useParams } from "react-router";
import { Eyebrow } from "@/components/eyebrow";
import { AuditHistory } from "@/components/audit-history/audit-history";
import { ButtonLink } from "@/components/button-link";
import { Link } from "@/components/link";
import { ListEmpty, ListLoadFailed } from "@/components/data-table/list-states";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { isApiError } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useCustomerOverview } from "./api";
import { AnonymiseDialog } from "./components/anonymise-dialog";
import { CustomerDetails } from "./components/customer-details";
import { CustomerItems } from "./components/customer-items";
import { CustomerMessages } from "./components/customer-messages";
import { CustomerRequests } from "./components/customer-requests";
import { EditCustomerDialog } from "./components/edit-customer-dialog";
import { EndSessionsDialog } from "./components/end-sessions-dialog";
import { InvitationBadge, ResendInvitationButton } from "./components/invitation-status";
import { ResetPasswordDialog } from "./components/reset-password-dialog";

const BACK_LINK =
  "inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground transition-colors hover:text-foreground";

/** The heading of the page: who, their invitation, and what can be done to their account. */
type Dialog = "edit" | "reset" | "end-sessions" | "anonymise";

function CustomerHeading({
  customer,
  anonymisedAt,
  onOpen,
}: {
  customer: CustomerRecord;
  /** When they were anonymised: nothing is left to change, the page says so instead. */
  anonymisedAt: string | null;
  onOpen: (dialog: Dialog) => void;
}) {
  const name = formatCustomerDisplayName(customer.name, customer.surname) || customer.id;
  return (
    <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div>
        <Eyebrow>Customer</Eyebrow>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
          <h1 className="text-3xl font-semibold break-words sm:text-4xl">{name}</h1>
          {anonymisedAt ? null : <InvitationBadge customer={customer} />}
        </div>
        <p className="mt-2 text-sm text-muted-foreground">
          ID <span className="font-mono text-foreground">{customer.customerId}</span>
        </p>
      </div>
      {anonymisedAt ? (
        <p className="max-w-md text-sm text-muted-foreground">
          Anonymised on {formatDate(anonymisedAt)} at the customer&apos;s request: their pieces and
          repairs are kept without their name.
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => onOpen("edit")}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button variant="outline" size="sm" onClick={() => onOpen("reset")}>
            <KeyRound aria-hidden="true" />
            Reset Password
          </Button>
          <Button variant="outline" size="sm" onClick={() => onOpen("end-sessions")}>
            <LogOut aria-hidden="true" />
            End all sessions
          </Button>
          <div className="w-auto">
            <ResendInvitationButton customer={customer} />
          </div>
          <Button variant="outline" size="sm" onClick={() => onOpen("anonymise")}>
            <EyeOff aria-hidden="true" />
            Anonymise
          </Button>
        </div>
      )}
    </header>
  );
}

/** /admin/customers/{id}: one customer, their items, requests and contact messages. */
export default function CustomerPage() {
  const idnumber = useParams().id ?? "";
  const overview = useCustomerOverview(idnumber);
  const customer = overview.data?.customer;
  useDocumentTitle(
    customer ? formatCustomerDisplayName(customer.name, customer.surname) : "Customer",
  );
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const notFound = isApiError(overview.error) && overview.error.status === 404;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <Link to="/admin/customers" className={BACK_LINK}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Customers
      </Link>
      <div className="mt-6 flex flex-col gap-10">
        {overview.isPending ? (
          <div className="flex flex-col gap-4" aria-label="Loading customer">
            <Skeleton className="h-10 w-72" />
            <Skeleton className="h-40 w-full" />
          </div>
        ) : notFound ? (
          <div className="flex flex-col items-center gap-6">
            <ListEmpty
              icon={UserX}
              title="Customer not found."
              hint={`No customer has the ID number ${idnumber}.`}
            />
            <ButtonLink to="/admin/customers" variant="outline">
              Back to Customers
            </ButtonLink>
          </div>
        ) : overview.isError || !overview.data || !customer ? (
          <ListLoadFailed
            message="The customer could not be loaded. Please try again."
            onRetry={() => void overview.refetch()}
          />
        ) : (
          <>
            <CustomerHeading
              customer={customer}
              anonymisedAt={overview.data.anonymisedAt}
              onOpen={setDialog}
            />
            <CustomerDetails customer={customer} />
            <CustomerItems items={overview.data.items} />
            <CustomerRequests requests={overview.data.requests} />
            <CustomerMessages messages={overview.data.messages} />
            <AuditHistory subject={{ customer: customer.id }} />
          </>
        )}
      </div>
      {customer && dialog === "edit" ? (
        <EditCustomerDialog customer={customer} onClose={() => setDialog(null)} />
      ) : null}
      {customer && dialog === "reset" ? (
        <ResetPasswordDialog customer={customer} onClose={() => setDialog(null)} />
      ) : null}
      {customer && dialog === "end-sessions" ? (
        <EndSessionsDialog customer={customer} onClose={() => setDialog(null)} />
      ) : null}
      {customer && dialog === "anonymise" ? (
        <AnonymiseDialog customer={customer} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}
