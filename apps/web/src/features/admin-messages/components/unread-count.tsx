import { formatCount } from "@/lib/format";
import { useUnreadCount } from "../api";

/**
 * The admin navigation's unread count beside 'Messages': a small pill for the eye, and for a
 * screen reader the link reads 'Messages, 3 unread'. Nothing at all while there is none (or
 * while it cannot be fetched): the link is then simply 'Messages'.
 */
export default function UnreadCount() {
  const unread = useUnreadCount().data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className="ml-2 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs leading-none font-semibold text-primary-foreground tabular-nums"
      >
        {unread > 99 ? "99+" : formatCount(unread)}
      </span>
      <span className="sr-only">, {formatCount(unread)} unread</span>
    </>
  );
}
