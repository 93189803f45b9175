import { headlineState, itemsProgress, type RepairRequestRecord } from "@lo/domain";
import { Link } from "@/components/link";
import { DateTime } from "@/components/repair/date-time";
import { ItemsProgress } from "@/components/repair/items-progress";
import { RepairLines } from "@/components/repair/repair-lines";
import { RequestTrackingLink } from "@/components/repair/request-tracking-link";
import { LabelledValue } from "@/components/ui/labelled-value";
import { StateBadge } from "@/components/ui/state-badge";
import { cn } from "@/lib/utils";

type RepairRequestCardProps = {
  request: RepairRequestRecord;
  /** The request named by ?highlight= (docs/design.md §5): framed in brass and scrolled to. */
  highlighted?: boolean;
  /** Replaces the request's tracking link with a new one. */
  onRevokeTrackingLink: (id: number) => Promise<unknown>;
};

/**
 * One repair request on My Repairs: its headline state, facts, a row per product with its
 * dated states, and the tracking link to share.
 */
export function RepairRequestCard({
  request,
  highlighted = false,
  onRevokeTrackingLink,
}: RepairRequestCardProps) {
  const titleId = `repair-${request.id}-title`;
  const states = request.products.map((line) => line.state);
  return (
    <article
      id={`repair-${request.id}`}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-highlighted={highlighted || undefined}
      className={cn(
        "scroll-mt-28 rounded-lg border border-border bg-card shadow-card outline-none",
        highlighted && "border-2 border-brass ring-4 ring-brass/30",
      )}
    >
      <header
        className={cn(
          "flex flex-wrap items-start justify-between gap-3 rounded-t-lg border-b border-border p-5 sm:p-6",
          highlighted ? "bg-brass-light/40" : "bg-muted/30",
        )}
      >
        <div>
          <h2 id={titleId} className="text-xl font-semibold sm:text-2xl">
            {/* The reference opens the request's own page. */}
            <Link
              to={`/repairs/${request.id}`}
              className="underline-offset-4 hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              Repair Request #{request.id}
            </Link>
          </h2>
          <ItemsProgress
            progress={itemsProgress(states)}
            className="mt-1 text-sm text-muted-foreground"
          />
        </div>
        <StateBadge state={headlineState(states)} className="px-3 py-1 text-sm" />
      </header>

      <dl className="grid gap-x-6 gap-y-3 px-5 pt-5 text-sm sm:grid-cols-3 sm:px-6">
        <LabelledValue
          label="Current Location"
          className="min-w-0"
          valueClassName="mt-1 break-words"
        >
          {request.currentLocation}
        </LabelledValue>
        <LabelledValue label="Created" valueClassName="mt-1">
          <DateTime value={request.creationDate} />
        </LabelledValue>
        <LabelledValue label="Last Updated" valueClassName="mt-1">
          <DateTime value={request.lastUpdateDate} />
        </LabelledValue>
      </dl>

      <div className="p-5 sm:p-6">
        <RepairLines lines={request.products} label={`Items in repair request ${request.id}`} />
        <RequestTrackingLink request={request} onRevoke={onRevokeTrackingLink} className="mt-5" />
      </div>
    </article>
  );
}
