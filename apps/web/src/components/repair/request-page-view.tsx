import {
  formatWorkshopDate,
  itemsProgress,
  TURNAROUND_WORDS,
  type RepairRequestPage,
  type RequestPageLine,
} from "@lo/domain";
import { CalendarPlus, MapPin, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Eyebrow } from "@/components/eyebrow";
import { StateBadge } from "@/components/ui/state-badge";
import { CustomerContact } from "./customer-contact";
import { DateTime } from "./date-time";
import { ItemsProgress } from "./items-progress";
import { RequestItem } from "./request-item";
import { TrackingLink } from "./tracking-link";
import { TitledSection } from "@/components/titled-section";

type RequestPageViewProps = {
  page: RepairRequestPage;
  /** Above the heading: the way back to the list. */
  back: ReactNode;
  /** The customer's name: plain for the customer, a link to their page for admins. */
  customerName: ReactNode;
  /** The overall state in the heading: the server's status (admins) or the headline state. */
  headingState: string;
  /** Replaces the request's tracking link with a new one. */
  onRevokeTrackingLink: () => Promise<unknown>;
  /** Per item, e.g. the admin's 'Update' button. */
  lineAction?: (line: RequestPageLine) => ReactNode;
  /** Per item, below its history and notes: its quote and its photos. */
  lineDetails?: (line: RequestPageLine) => ReactNode;
  /** Below the items (the admin page's change history). */
  children?: ReactNode;
};

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
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
 * A repair request's own page, for its customer and for the workshop: the reference, date and
 * overall state, where it is, its tracking link, its customer, then every item with its dated
 * state history and notes.
 */
export function RequestPageView({
  page: { request, customer, lines },
  back,
  customerName,
  headingState,
  onRevokeTrackingLink,
  lineAction,
  lineDetails,
  children,
}: RequestPageViewProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      {back}
      <header className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <Eyebrow>Repair request</Eyebrow>
          <h1 className="mt-2 text-4xl font-semibold">Request #{request.id}</h1>
          <p className="mt-2 text-muted-foreground">
            Raised <DateTime value={request.creationDate} dateOnly />
          </p>
          {request.estimatedCompletion ? (
            <p className="mt-1 font-medium text-brass-deep">
              {TURNAROUND_WORDS.estimatedCompletion(
                formatWorkshopDate(request.estimatedCompletion),
              )}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          <p className="flex items-center gap-2">
            <span className="sr-only">Overall status:</span>
            <StateBadge state={headingState} className="px-3 py-1 text-base" />
          </p>
          <ItemsProgress
            progress={itemsProgress(lines.map((line) => line.state))}
            className="text-sm text-muted-foreground sm:items-end"
          />
        </div>
      </header>

      <section
        aria-label="Request details"
        className="mt-8 rounded-lg border border-border bg-card p-4 shadow-card sm:p-6"
      >
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Fact icon={<MapPin className="size-4" aria-hidden="true" />} label="Location">
            {request.currentLocation}
          </Fact>
          <Fact icon={<CalendarPlus className="size-4" aria-hidden="true" />} label="Last update">
            <DateTime value={request.lastUpdateDate} />
          </Fact>
          <Fact icon={<UserRound className="size-4" aria-hidden="true" />} label="Customer">
            <span className="font-medium">{customerName}</span>
            <CustomerContact email={customer.email} phone={customer.phone} className="mt-0.5" />
          </Fact>
        </dl>
        {request.trackingUrl ? (
          <TrackingLink
            url={request.trackingUrl}
            requestId={request.id}
            onRevoke={onRevokeTrackingLink}
            className="mt-5"
          />
        ) : null}
      </section>

      <TitledSection
        titleId="request-items-title"
        title="Items"
        titleClassName="text-2xl font-semibold"
        className="mt-10"
      >
        <ul className="mt-4 flex flex-col gap-5">
          {lines.map((line) => (
            <li key={line.repairlineid}>
              <RequestItem line={line} action={lineAction?.(line)} details={lineDetails?.(line)} />
            </li>
          ))}
        </ul>
      </TitledSection>
      {children}
    </div>
  );
}
