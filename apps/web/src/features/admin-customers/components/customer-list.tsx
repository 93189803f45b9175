import type { CustomerRecord } from "@lo/domain";
import { CircleAlert, RotateCcw, UserPlus } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { ButtonLink } from "@/components/button-link";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import type { useCustomers } from "../api";
import { CustomerCard } from "./customer-card";

const FETCH_FAILED = "Failed to fetch customers. Please try again.";

function LoadingCards() {
  return (
    <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Loading customers...</span>
      {Array.from({ length: 6 }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5 shadow-card"
        >
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
    </div>
  );
}

type CustomerListProps = {
  customers: ReturnType<typeof useCustomers>;
  /** The cards to show: the loaded pages, with a highlighted customer first. */
  shown: CustomerRecord[];
  searching: boolean;
  highlight: string | null;
  highlightRef: Ref<HTMLElement>;
  onEdit: (customer: CustomerRecord) => void;
  onResetPassword: (customer: CustomerRecord) => void;
};

/** The customer cards, two dozen at a time with "Load more", or why there are none. */
export function CustomerList({
  customers,
  shown,
  searching,
  highlight,
  highlightRef,
  onEdit,
  onResetPassword,
}: CustomerListProps) {
  if (customers.isPending) return <LoadingCards />;
  if (customers.isError && !customers.data?.pages.some((page) => page.data.length > 0)) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-4 rounded-lg border border-destructive/40 bg-card p-6 sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="flex items-center gap-2 font-medium text-destructive">
          <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
          {FETCH_FAILED}
        </p>
        <Button variant="outline" onClick={() => void customers.refetch()}>
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  if (shown.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-brass/60 bg-card px-6 py-12 text-center">
        <p className="text-lg font-medium">
          {searching ? "No customers found matching your search." : "No customers found."}
        </p>
        {searching ? null : (
          <ButtonLink to="/admin/customers/create" icon={UserPlus} className="mt-5">
            Create Customer
          </ButtonLink>
        )}
      </div>
    );
  }
  let more: ReactNode = null;
  if (customers.hasNextPage) {
    more = (
      <div className="mt-8 flex justify-center">
        <Button
          variant="outline"
          onClick={() => void customers.fetchNextPage()}
          disabled={customers.isFetchingNextPage}
        >
          {customers.isFetchingNextPage ? <Spinner /> : null}
          Load more customers
        </Button>
      </div>
    );
  }
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Customers">
        {shown.map((customer) => {
          const isHighlighted = customer.id === highlight;
          return (
            <li key={customer.id} className="flex">
              <CustomerCard
                customer={customer}
                highlighted={isHighlighted}
                ref={isHighlighted ? highlightRef : undefined}
                onEdit={onEdit}
                onResetPassword={onResetPassword}
              />
            </li>
          );
        })}
      </ul>
      {customers.isError ? (
        <p role="alert" className="mt-4 text-sm font-medium text-destructive">
          {FETCH_FAILED}
        </p>
      ) : null}
      {more}
    </>
  );
}
