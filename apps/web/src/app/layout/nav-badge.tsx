import { Suspense } from "react";
import { lazyWithQueries } from "../lazy-page";
import type { NavBadgeKind } from "./nav-items";

// Only admins see it, so it (and TanStack Query) stays out of every visitor's download.
const UnreadMessagesCount = lazyWithQueries(
  () => import("@/features/admin-messages/components/unread-count"),
);

/** A live number beside a navigation link. */
export function NavBadge({ kind }: { kind: NavBadgeKind }) {
  if (kind !== "unreadMessages") return null;
  return (
    <Suspense fallback={null}>
      <UnreadMessagesCount />
    </Suspense>
  );
}
