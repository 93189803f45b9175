import type { ItemRepair } from "@lo/domain";
import { MapPin } from "lucide-react";
import { SMALL_HEADING } from "@/components/eyebrow";
import { Link } from "@/components/link";
import { PhotoGallery } from "@/components/photos/photo-gallery";
import { DateTime } from "@/components/repair/date-time";
import { LineHistoryAndNotes } from "@/components/repair/line-history-and-notes";
import { StateBadge } from "@/components/ui/state-badge";
import { requestHref } from "@/lib/admin-links";
import type { ItemSectionProps } from "./item-section";
import { ItemPageSection } from "./titled-section";

const SUBHEADING = `mb-2 ${SMALL_HEADING}`;

function Reference({ repair, admin }: { repair: ItemRepair; admin: boolean }) {
  const text = `Request #${repair.requestId}`;
  if (!repair.linked) return <span>{text}</span>;
  return (
    <Link
      to={admin ? requestHref(repair.requestId) : `/repairs/${repair.requestId}`}
      className="text-primary underline-offset-4 hover:underline"
    >
      {text}
    </Link>
  );
}

function Repair({ repair, admin }: { repair: ItemRepair; admin: boolean }) {
  const { line } = repair;
  const label = `request #${repair.requestId}`;
  return (
    <article
      aria-label={`Repair of request #${repair.requestId}`}
      className="overflow-hidden rounded-lg border border-border bg-card shadow-card"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-border bg-muted/30 p-4 sm:px-6">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold">
            <Reference repair={repair} admin={admin} />
          </h3>
          <p className="text-sm text-muted-foreground">
            Raised <DateTime value={repair.creationDate} dateOnly />
            {repair.linked ? null : " by an earlier owner"}
          </p>
          {repair.currentLocation !== undefined && (
            <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted-foreground">
              <MapPin className="size-3.5 shrink-0 text-brass-deep" aria-hidden="true" />
              <span className="sr-only">Location:</span>
              {repair.currentLocation}
            </p>
          )}
        </div>
        <StateBadge state={line.state} className="text-sm" />
      </header>
      <div className="flex flex-col gap-5 p-4 sm:px-6 sm:py-5">
        <div>
          <h4 className={SUBHEADING}>Problem</h4>
          <p className="mt-1 break-words whitespace-pre-line">{line.problemDescription}</p>
        </div>
        <LineHistoryAndNotes line={line} label={label} />
        {line.photos.length > 0 && (
          <section aria-label={`Photos of ${label}`}>
            <h4 className={SUBHEADING}>Photos</h4>
            <PhotoGallery photos={line.photos} label={`Photos of ${label}`} />
          </section>
        )}
      </div>
    </article>
  );
}

/** Every repair of the piece, newest first: this piece's line of each request only. */
export function ItemRepairs({ page, admin }: ItemSectionProps) {
  const count = page.repairs.length;
  return (
    <ItemPageSection id="item-repairs-title" title={<>Repairs{count > 0 ? ` (${count})` : ""}</>}>
      {count === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-border px-4 py-6 text-center text-muted-foreground">
          This piece has not needed a repair yet.
        </p>
      ) : (
        <ul className="mt-4 flex flex-col gap-5">
          {page.repairs.map((repair) => (
            <li key={repair.line.repairlineid}>
              <Repair repair={repair} admin={admin} />
            </li>
          ))}
        </ul>
      )}
    </ItemPageSection>
  );
}
