import { SearchX } from "lucide-react";
import { useSearchParams } from "react-router";
import { ListEmpty, ListLoadFailed } from "@/components/data-table/list-states";
import { PageHeader } from "@/components/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useSearch } from "./api";
import { SearchResults } from "./components/search-results";

/** /admin/search?q=: what the header's search found, grouped by kind, each a link. */
export default function SearchPage() {
  const q = (useSearchParams()[0].get("q") ?? "").trim();
  useDocumentTitle(q ? `Search: ${q}` : "Search");
  const search = useSearch(q);
  const answer = search.data;
  const none =
    answer &&
    answer.items.data.length + answer.requests.data.length + answer.customers.data.length === 0;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader
        eyebrow="Search"
        title={q ? `Matches for '${q}'` : "Search"}
        description={
          q
            ? "Items by serial number, requests by id or customer, customers by name, ID number, e-mail or phone."
            : "Type a serial number, request id, ID number, phone, name or e-mail in the search box at the top."
        }
        titleClassName="text-3xl font-semibold break-words sm:text-4xl"
        descriptionClassName="mt-2 text-muted-foreground"
      />
      <div className="mt-8 flex flex-col gap-10" aria-live="polite" aria-busy={search.isFetching}>
        {!q ? null : search.isPending ? (
          <div className="flex flex-col gap-3" aria-label="Loading matches">
            <Skeleton className="h-7 w-40" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : search.isError ? (
          <ListLoadFailed
            message="The search failed. Please try again."
            onRetry={() => void search.refetch()}
          />
        ) : none ? (
          <ListEmpty
            icon={SearchX}
            title={`No matches for '${q}'.`}
            hint="Check the spelling, or try part of a serial number, name or phone."
          />
        ) : answer ? (
          <SearchResults answer={answer} />
        ) : null}
      </div>
    </div>
  );
}
