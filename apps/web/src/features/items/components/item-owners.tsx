import type { ItemOwnership } from "@lo/domain";
import { Link } from "@/components/link";
import { DateTime } from "@/components/repair/date-time";
import { customerHref } from "@/lib/admin-links";
import type { ItemSectionProps } from "./item-section";
import { ItemPageSection } from "./titled-section";

const VIA: Record<ItemOwnership["via"], string> = {
  made: "Made for them",
  admin: "Changed by the workshop",
  transfer: "Transferred",
};

function Owner({ time, admin }: { time: ItemOwnership; admin: boolean }) {
  const who =
    admin && time.owner ? (
      <Link
        to={customerHref(time.owner.idnumber)}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {time.owner.name}
      </Link>
    ) : (
      <span className="font-medium">You</span>
    );
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
      <span>
        {who}
        <span className="ml-2 text-sm text-muted-foreground">
          {admin ? VIA[time.via] : time.via === "transfer" ? "Transferred to you" : null}
        </span>
      </span>
      <span className="text-sm text-muted-foreground">
        <DateTime value={time.from} dateOnly /> –{" "}
        {time.to === null ? "now" : <DateTime value={time.to} dateOnly />}
      </span>
    </li>
  );
}

/** Who owned it when: every owner for admins; the owner sees only their own time(s). */
export function ItemOwners({ page, admin }: ItemSectionProps) {
  return (
    <ItemPageSection
      id="item-owners-title"
      title={admin ? "Owners over time" : "Your time with this piece"}
    >
      <ol className="mt-3 divide-y divide-border rounded-lg border border-border bg-card px-4 shadow-card sm:px-6">
        {page.owners.map((time) => (
          <Owner key={time.from} time={time} admin={admin} />
        ))}
      </ol>
    </ItemPageSection>
  );
}
