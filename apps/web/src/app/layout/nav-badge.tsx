import { Suspense } from "react";
import { lazyFromSignedInParts } from "../signed-in-door";
import type { NavBadgeKind } from "./nav-items";

// Only admins see it, so it (and TanStack Query) stays out of every visitor's download.
const UnreadMessagesLabel = lazyFromSignedInParts("UnreadMessagesLabel");

/** A link's label with a live number beside it; the plain label until the number is known. */
export function NavBadgeLabel({ kind, label }: { kind: NavBadgeKind; label: string }) {
  if (kind !== "unreadMessages") return label;
  return (
    <Suspense fallback={label}>
      <UnreadMessagesLabel label={label} />
    </Suspense>
  );
}
