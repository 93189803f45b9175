import { lazyListPage, lazyWithQueries } from "./lazy-page";

/**
 * The parts of the shell only a signed-in session uses, behind one door (signed-in-door.ts):
 * the main bundle names this one file, and each part's own files are named here, so a visitor's
 * download carries none of their names (decision 049).
 */
export { SignedInHosts } from "./signed-in-hosts";

/** A customer's /repairs (repairs-route.tsx decides who sees it). */
export const MyRepairsPage = lazyListPage(() => import("@/features/my-repairs/my-repairs-page"));

/** The admin's search box in the header. */
export const HeaderSearch = lazyWithQueries<{
  className?: string;
  placeholder?: string;
  onNavigate?: () => void;
}>(() => import("@/features/admin-search/components/header-search"));

/** The admin navigation's 'Messages' with its unread count. */
export const UnreadMessagesLabel = lazyWithQueries<{ label: string }>(
  () => import("@/features/admin-messages/components/unread-count"),
);
