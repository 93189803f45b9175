import type { RepairLineRecord, RepairRequestRecord } from "@lo/domain";
import { CalendarClock, CalendarPlus, Mail, MapPin, Pencil } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { Link } from "@/components/link";
import { DateTime } from "@/components/repair/date-time";
import { RepairLines } from "@/components/repair/repair-lines";
import { TrackingLink } from "@/components/repair/tracking-link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { StateBadge } from "@/components/ui/state-badge";
import { cn } from "@/lib/utils";

type RepairRequestCardProps = {
  request: RepairRequestRecord;
  highlighted?: boolean;
  onUpdateLine: (request: RepairRequestRecord, line: RepairLineRecord) => void;
  /** Replaces the request's tracking link with a new one. */
  onRevokeTrackingLink: (id: number) => Promise<unknown>;
  ref?: Ref<HTMLElement>;
};

function Meta({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // dt and dd sit straight in the group (the icon inside dt), as a definition list requires.
  return (
    <div className="relative min-w-0 pl-6">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        <span className="absolute top-0.5 left-0 text-brass-deep">{icon}</span>
        {label}
      </dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/**
 * One repair request: who, where and when, its overall status, every product line with its
 * dated states, problem and workshop log, each with its own Update action, and the request's
 * tracking link.
 */
export function RepairRequestCard({
  request,
  highlighted = false,
  onUpdateLine,
  onRevokeTrackingLink,
  ref,
}: RepairRequestCardProps) {
  const titleId = `repair-${request.id}-title`;
  const count = request.products.length;
  return (
    <article
      ref={ref}
      tabIndex={highlighted ? -1 : undefined}
      aria-labelledby={titleId}
      data-highlighted={highlighted || undefined}
      className={cn(
        "scroll-mt-28 overflow-hidden rounded-lg border bg-card shadow-card outline-none",
        highlighted
          ? "border-brass ring-4 ring-brass/45 focus-visible:ring-brass/70"
          : "border-border",
      )}
    >
      <header className="flex flex-col gap-4 border-b border-border bg-muted/40 p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={titleId} className="text-xl font-semibold">
              {/* The reference opens the request's own page. */}
              <Link
                to={`/admin/requests/${request.id}`}
                className="underline-offset-4 hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                Request #{request.id}
              </Link>
            </h2>
            <p className="mt-1 font-medium break-words">{request.clientName}</p>
            <p className="flex items-center gap-1.5 text-sm break-all text-muted-foreground">
              <Mail className="size-3.5 shrink-0" aria-hidden="true" />
              <a href={`mailto:${request.clientEmail}`} className="hover:underline">
                {request.clientEmail}
              </a>
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {highlighted ? <Badge variant="brass">Highlighted</Badge> : null}
            <span className="sr-only">Overall status:</span>
            <StateBadge state={request.status} className="text-sm" />
          </div>
        </div>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Meta icon={<MapPin className="size-4" aria-hidden="true" />} label="Location">
            {request.currentLocation}
          </Meta>
          <Meta icon={<CalendarPlus className="size-4" aria-hidden="true" />} label="Created">
            <DateTime value={request.creationDate} dateOnly />
          </Meta>
          <Meta icon={<CalendarClock className="size-4" aria-hidden="true" />} label="Last update">
            <DateTime value={request.lastUpdateDate} dateOnly />
          </Meta>
        </dl>
      </header>

      <div className="p-4 sm:px-6 sm:py-5">
        <h3 className="mb-3 font-sans text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {count} {count === 1 ? "item" : "items"}
        </h3>
        <RepairLines
          lines={request.products}
          label={`Items in repair request ${request.id}`}
          action={{
            header: "Action",
            render: (line) => (
              <Button
                variant="outline"
                size="sm"
                aria-label={`Update ${line.serialNumber}`}
                aria-haspopup="dialog"
                onClick={() => onUpdateLine(request, line)}
              >
                <Pencil aria-hidden="true" />
                Update
              </Button>
            ),
          }}
        />
        {request.trackingUrl ? (
          <TrackingLink
            url={request.trackingUrl}
            requestId={request.id}
            onRevoke={() => onRevokeTrackingLink(request.id)}
            variant="compact"
            className="mt-5"
          />
        ) : null}
      </div>
    </article>
  );
}
