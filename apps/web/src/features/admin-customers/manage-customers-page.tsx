import type { CustomerRecord } from "@lo/domain";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { ButtonLink } from "@/components/button-link";
import { ExportCsvLink } from "@/components/export-csv-link";
import { PageHeader } from "@/components/page-header";
import { SearchInput } from "@/components/ui/search-input";
import { formatCount } from "@/lib/format";
import { useDocumentTitle } from "@/lib/use-document-title";
import { listParam } from "@/components/data-table/url-state";
import { useListState } from "@/components/data-table/use-list-state";
import { useScrollToHighlight } from "@/lib/use-scroll-to-highlight";
import { useCustomerByIdnumber, useCustomers, useCustomerStatistics } from "./api";
import { CustomerList } from "./components/customer-list";
import { CustomerStatisticsCards } from "./components/customer-statistics-cards";
import { EditCustomerDialog } from "./components/edit-customer-dialog";
import { ResetPasswordDialog } from "./components/reset-password-dialog";

/** The address bar: `q` (name or e-mail) and `highlight` (an ID number). */
const CUSTOMER_LIST_PARAMS = { q: listParam.text(), highlight: listParam.key() };

export default function ManageCustomersPage() {
  useDocumentTitle("Manage Customers");
  // `{ highlight: idnumber }` in the navigation state (after Create) marks like `?highlight=`.
  const { params, searchText, setSearchText } = useListState(CUSTOMER_LIST_PARAMS, {
    fromHighlightState: (highlight) => ({ params: { highlight } }),
  });
  const { q, highlight } = params;

  const customers = useCustomers(q);
  const statistics = useCustomerStatistics();
  // The customer just created is fetched on its own, so it shows first whatever the paging.
  const highlighted = useCustomerByIdnumber(highlight ?? undefined);

  const [editing, setEditing] = useState<CustomerRecord | null>(null);
  const [resetting, setResetting] = useState<CustomerRecord | null>(null);

  const pinned = q === "" ? (highlighted.data ?? null) : null;
  const highlightRef = useScrollToHighlight<HTMLElement>(pinned?.id, pinned !== null, {
    block: "center",
    behavior: "smooth",
  });

  const loaded = customers.data?.pages.flatMap((page) => page.data) ?? [];
  const total = customers.data?.pages[0]?.total ?? 0;
  const list = pinned ? loaded.filter((customer) => customer.id !== pinned.id) : loaded;
  const shown = pinned ? [pinned, ...list] : list;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader
        title="Manage Customers"
        description="Everyone who owns a piece from the workshop: their details, their accounts and what they have brought in."
        className="gap-4"
        textClassName=""
        titleClassName="text-3xl font-semibold sm:text-4xl"
        descriptionClassName="mt-2 text-muted-foreground"
        action={
          <ButtonLink
            to="/admin/customers/create"
            icon={UserPlus}
            className="self-start sm:self-auto"
          >
            Create Customer
          </ButtonLink>
        }
      />

      <section aria-label="Customer statistics" className="mt-8">
        <CustomerStatisticsCards statistics={statistics.data} isError={statistics.isError} />
      </section>

      <section aria-label="Customer list" className="mt-10">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <SearchInput
            id="customer-search"
            label="Search customers"
            containerClassName="w-full max-w-md"
            compact
            value={searchText}
            onValueChange={setSearchText}
            placeholder="Name, email, ID number or phone"
            autoComplete="off"
            clearable
            clearButtonClassName="top-1/2 right-1 size-9 -translate-y-1/2 rounded-md hover:bg-muted focus-visible:outline-offset-2"
          />
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {customers.data
              ? `Showing ${formatCount(shown.length)} of ${formatCount(Math.max(total, shown.length))} customers`
              : null}
          </p>
        </div>
        <div className="mt-6">
          <CustomerList
            customers={customers}
            shown={shown}
            searching={q !== ""}
            highlight={highlight}
            highlightRef={highlightRef}
            onEdit={(customer) => setEditing(customer)}
            onResetPassword={(customer) => setResetting(customer)}
          />
        </div>
        <ExportCsvLink path="/customers/export.csv" query={{ q }} className="mt-6" />
      </section>

      {editing ? (
        <EditCustomerDialog key={editing.id} customer={editing} onClose={() => setEditing(null)} />
      ) : null}
      {resetting ? (
        <ResetPasswordDialog
          key={resetting.id}
          customer={resetting}
          onClose={() => setResetting(null)}
        />
      ) : null}
    </div>
  );
}
