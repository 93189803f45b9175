import { progressOfCounts, type CustomerOverviewRequest } from "@lo/domain";
import { ChevronRight } from "lucide-react";
import { Link } from "@/components/link";
import { ItemsProgress } from "@/components/repair/items-progress";
import { StateBadge } from "@/components/ui/state-badge";
import { requestHref } from "@/lib/admin-links";
import { formatDate } from "@/lib/format";
import { CustomerSection } from "./customer-section";

/** The customer's repair requests, newest first, each a link to its page. */
export function CustomerRequests({ requests }: { requests: CustomerOverviewRequest[] }) {
  return (
    <CustomerSection
      id="customer-requests"
      title="Repair requests"
      count={requests.length}
      empty="No repair requests yet."
    >
      <ul className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-card shadow-card">
        {requests.map((request) => (
          <li key={request.id}>
            <Link
              to={requestHref(request.id)}
              className="flex items-center gap-4 px-4 py-3 transition-colors hover:bg-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:px-5"
            >
              <span className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-4">
                <span className="font-medium tabular-nums">Request #{request.id}</span>
                <span className="text-sm text-muted-foreground">
                  <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
                  {" · "}
                  <ItemsProgress bare progress={progressOfCounts(request)} />
                </span>
              </span>
              <StateBadge state={request.status} />
              <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </CustomerSection>
  );
}
