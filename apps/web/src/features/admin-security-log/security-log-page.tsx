import { SECURITY_LOG_PAGE_SIZE } from "@lo/domain";
import { ShieldCheck } from "lucide-react";
import { useRef } from "react";
import { PageHeader } from "@/components/page-header";
import { bringIntoView } from "@/components/data-table/bring-into-view";
import { pagedListStatus, RefreshFailed } from "@/components/data-table/list-states";
import { ListPages, usePaging } from "@/components/data-table/pagination";
import { pageOffset } from "@/components/data-table/paging";
import { useListState } from "@/components/data-table/use-list-state";
import { useDocumentTitle } from "@/lib/use-document-title";
import { cn } from "@/lib/utils";
import { useSecurityLog } from "./api";
import { SecurityLogCards } from "./components/security-log-cards";
import { SecurityLogFilters } from "./components/security-log-filters";
import { SecurityLogTable } from "./components/security-log-table";
import { SECURITY_LOG_PARAMS } from "./list-params";

const FETCH_FAILED = "Failed to fetch the security log. Please try again.";

/**
 * /admin/security-log (decision 084): sign-ins, password and e-mail changes, sessions ended,
 * exports and refused calls, newest first, filtered and paged by the server.
 */
export default function SecurityLogPage() {
  useDocumentTitle("Security Log");
  const { params, setParams, setPage, searchText, setSearchText } = useListState(
    SECURITY_LOG_PARAMS,
    { search: "person" },
  );
  const log = useSecurityLog({
    event: params.event ?? undefined,
    person: params.person || undefined,
    from: params.from ?? undefined,
    to: params.to ?? undefined,
    ...pageOffset(params.page, SECURITY_LOG_PAGE_SIZE),
  });
  const listTop = useRef<HTMLElement | null>(null);
  const paging = usePaging(params.page, SECURITY_LOG_PAGE_SIZE, log, setPage);
  const rows = log.data?.data ?? [];
  const status = pagedListStatus(log, {
    failed: FETCH_FAILED,
    empty: "No entries match these filters.",
    icon: ShieldCheck,
  });
  const filtered =
    params.event !== null || params.person !== "" || params.from !== null || params.to !== null;

  const clear = () => {
    setSearchText("");
    setParams({ event: null, person: "", from: null, to: null });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader
        eyebrow="Workshop"
        title="Security Log"
        description="Sign-ins, password and e-mail changes, sessions ended and lists exported, newest first. Entries are kept for a year."
        textClassName="max-w-3xl"
        descriptionClassName="mt-3 text-lg text-muted-foreground"
      />

      <div className="mt-8">
        <SecurityLogFilters
          event={params.event}
          onEventChange={(event) => setParams({ event })}
          person={searchText}
          onPersonChange={setSearchText}
          from={params.from}
          to={params.to}
          onDaysChange={(days) => setParams(days)}
          onClear={filtered || searchText !== "" ? clear : undefined}
        />
      </div>

      <section
        ref={listTop}
        tabIndex={-1}
        aria-label="Security log entries"
        className="mt-6 flex scroll-mt-6 flex-col gap-4 outline-none"
      >
        <RefreshFailed list={log} message={FETCH_FAILED} />

        <div className="rounded-lg border border-border bg-card shadow-card">
          {status ?? (
            // While another page or filter is on its way the old rows stay, dimmed.
            <div
              aria-busy={log.isPlaceholderData || undefined}
              className={cn("transition-opacity", log.isPlaceholderData && "opacity-60")}
            >
              {/* One of the two is displayed (display:none hides the other from everyone). */}
              <div className="hidden lg:block">
                <SecurityLogTable entries={rows} />
              </div>
              <div className="lg:hidden">
                <SecurityLogCards entries={rows} />
              </div>
            </div>
          )}
        </div>

        <ListPages paging={paging} label="Pages" onPageChange={bringIntoView(listTop)} />
      </section>
    </div>
  );
}
