import { formatCount } from "@/lib/format";
import { useUnreadCount } from "../api";

/**
 * The admin navigation's 'Messages' with its unread count: a small pill for the eye, and one
 * name for a screen reader, 'Messages, 3 unread' (one element, so no browser can put a space
 * of its own between the parts). Just the label while none is unread or it cannot be fetched.
 */
export default function UnreadCountLabel({ label }: { label: string }) {
  const unread = useUnreadCount().data?.unread ?? 0;
  if (unread === 0) return <>{label}</>;
  return (
    <>
      <span aria-hidden="true" className="inline-flex items-center">
        {label}
        <span className="ml-2 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs leading-none font-semibold text-primary-foreground tabular-nums">
          {unread > 99 ? "99+" : formatCount(unread)}
        </span>
      </span>
      <span className="sr-only">{`${label}, ${formatCount(unread)} unread`}</span>
    </>
  );
}
