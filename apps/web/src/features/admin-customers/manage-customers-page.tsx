import type { CustomerRecord } from "@lo/domain";
import { CircleAlert, RotateCcw, UserPlus, X } from "lucide-react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/ui/search-input";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useCustomerByIdnumber, useCustomers, useCustomerStatistics } from "./api";
import { CustomerCard } from "./components/customer-card";
import { CustomerStatisticsCards } from "./components/customer-statistics-cards";
import { EditCustomerDialog } from "./components/edit-customer-dialog";
import { ResetPasswordDialog } from "./components/reset-password-dialog";
import { formatCount } from "@/lib/format";
import { useDebouncedValue } from "@/lib/use-debounced-value";

/** Navigation state that asks the list to show and mark one customer (SPEC §2). */
export type ManageCustomersState = { highlight?: string };

function highlightFrom(state: unknown): string | undefined {
  if (state === null || typeof state !== "object") return undefined;
  const value = (state as ManageCustomersState).highlight;
  return typeof value === "string" && value !== "" ? value : undefined;
}

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

function useReturnFocus(): [RefObject<HTMLElement | null>, () => void, (event: Event) => void] {
  const opener = useRef<HTMLElement | null>(null);
  const remember = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  // Dialogs opened from code have no trigger to return to: send focus back to the button.
  const restore = (event: Event) => {
    if (opener.current?.isConnected) {
      event.preventDefault();
      opener.current.focus();
    }
  };
  return [opener, remember, restore];
}

export default function ManageCustomersPage() {
  useDocumentTitle("Manage Customers");
  const location = useLocation();
  const highlight = highlightFrom(location.state);

  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), 300);
  const customers = useCustomers(q);
  const statistics = useCustomerStatistics();
  // The customer just created is fetched on its own, so it shows first whatever the paging.
  const highlighted = useCustomerByIdnumber(highlight);

  const [editing, setEditing] = useState<CustomerRecord | null>(null);
  const [resetting, setResetting] = useState<CustomerRecord | null>(null);
  const [, rememberOpener, restoreFocus] = useReturnFocus();

  const highlightRef = useRef<HTMLElement | null>(null);
  const scrolledTo = useRef<string | undefined>(undefined);
  const pinned = q === "" ? (highlighted.data ?? null) : null;
  useEffect(() => {
    if (!pinned || scrolledTo.current === pinned.id || !highlightRef.current) return;
    scrolledTo.current = pinned.id;
    highlightRef.current.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [pinned]);

  const loaded = customers.data?.pages.flatMap((page) => page.data) ?? [];
  const total = customers.data?.pages[0]?.total ?? 0;
  const list = pinned ? loaded.filter((customer) => customer.id !== pinned.id) : loaded;
  const shown = pinned ? [pinned, ...list] : list;

  const openEdit = (customer: CustomerRecord) => {
    rememberOpener();
    setEditing(customer);
  };
  const openReset = (customer: CustomerRecord) => {
    rememberOpener();
    setResetting(customer);
  };

  let body;
  if (customers.isPending) {
    body = <LoadingCards />;
  } else if (customers.isError && loaded.length === 0) {
    body = (
      <div
        role="alert"
        className="flex flex-col items-start gap-4 rounded-lg border border-destructive/40 bg-card p-6 sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="flex items-center gap-2 font-medium text-destructive">
          <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
          Failed to fetch customers. Please try again.
        </p>
        <Button variant="outline" onClick={() => void customers.refetch()}>
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  } else if (shown.length === 0) {
    body = (
      <div className="rounded-lg border border-dashed border-brass/60 bg-card px-6 py-12 text-center">
        <p className="text-lg font-medium">
          {q ? "No customers found matching your search." : "No customers found."}
        </p>
        {q ? null : (
          <Button asChild className="mt-5">
            <Link to="/admin/customers/create">
              <UserPlus aria-hidden="true" />
              Create Customer
            </Link>
          </Button>
        )}
      </div>
    );
  } else {
    body = (
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
                  onEdit={openEdit}
                  onResetPassword={openReset}
                />
              </li>
            );
          })}
        </ul>
        {customers.isError ? (
          <p role="alert" className="mt-4 text-sm font-medium text-destructive">
            Failed to fetch customers. Please try again.
          </p>
        ) : null}
        {customers.hasNextPage ? (
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
        ) : null}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-semibold sm:text-4xl">Manage Customers</h1>
          <p className="mt-2 text-muted-foreground">
            Everyone who owns a piece from the workshop: their details, their accounts and what they
            have brought in.
          </p>
        </div>
        <Button asChild className="self-start sm:self-auto">
          <Link to="/admin/customers/create">
            <UserPlus aria-hidden="true" />
            Create Customer
          </Link>
        </Button>
      </header>

      <section aria-label="Customer statistics" className="mt-8">
        <CustomerStatisticsCards statistics={statistics.data} isError={statistics.isError} />
      </section>

      <section aria-label="Customer list" className="mt-10">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <SearchInput
            id="customer-search"
            label="Search customers"
            containerClassName="w-full max-w-md"
            iconClassName="left-3"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Name or email"
            className="pr-11 pl-9 [&::-webkit-search-cancel-button]:hidden"
            autoComplete="off"
            trailing={
              search ? (
                <button
                  type="button"
                  onClick={() => setSearch("")}
                  aria-label="Clear search"
                  className="absolute top-1/2 right-1 inline-flex size-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              ) : null
            }
          />
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {customers.data
              ? `Showing ${formatCount(shown.length)} of ${formatCount(Math.max(total, shown.length))} customers`
              : null}
          </p>
        </div>
        <div className="mt-6">{body}</div>
      </section>

      {editing ? (
        <EditCustomerDialog
          key={editing.id}
          customer={editing}
          onClose={() => setEditing(null)}
          onCloseAutoFocus={restoreFocus}
        />
      ) : null}
      {resetting ? (
        <ResetPasswordDialog
          key={resetting.id}
          customer={resetting}
          onClose={() => setResetting(null)}
          onCloseAutoFocus={restoreFocus}
        />
      ) : null}
    </div>
  );
}
