import type { ContactMessageRecord, ContactMessageUpdate } from "@lo/domain";
import { ChevronDown } from "lucide-react";
import { useRef } from "react";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format";
import { cn } from "@/lib/utils";
import { MessageDetails } from "./message-details";

/** The first words of a message, on one line, for the closed row. */
function snippet(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > 160 ? `${line.slice(0, 160).trimEnd()}…` : line;
}

export const toggleId = (id: number) => `message-${id}-toggle`;

type MessageItemProps = {
  message: ContactMessageRecord;
  open: boolean;
  /** A change of this message is on its way to the server. */
  busy: boolean;
  onToggle: () => void;
  onChange: (change: ContactMessageUpdate) => void;
  onArchive: () => void;
};

/**
 * One message: a row that opens (a button, so Enter and Space work) to show the whole text,
 * when it came, whether it was answered, and Reply, Mark as unread and Archive.
 */
export function MessageItem({
  message,
  open,
  busy,
  onToggle,
  onChange,
  onArchive,
}: MessageItemProps) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const unread = message.readAt === null;
  const archived = message.archivedAt !== null;
  const senderId = `message-${message.id}-sender`;
  const bodyId = `message-${message.id}-body`;

  const markUnread = () => {
    onChange({ read: false });
    onToggle();
    // The button that was pressed goes with the open part: keep the keyboard on this message.
    toggleRef.current?.focus();
  };
  // Opening marks it read; if that did not reach the server, it can be done by hand.
  const markRead = () => onChange({ read: true });

  return (
    <article
      aria-labelledby={senderId}
      data-unread={unread || undefined}
      className={cn(
        "relative overflow-hidden rounded-lg border bg-card shadow-card transition-shadow",
        unread ? "border-brass/70" : "border-border",
        open && "shadow-lift",
      )}
    >
      {/* Unread: a brass edge, drawn over the border so nothing inside moves when read. */}
      {unread ? (
        <span aria-hidden="true" className="absolute inset-y-0 left-0 w-1 bg-brass" />
      ) : null}
      <h3 className="font-sans text-base font-normal">
        <button
          ref={toggleRef}
          id={toggleId(message.id)}
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
          className="flex w-full cursor-pointer items-start gap-3 p-4 text-left transition-colors hover:bg-muted/50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:px-5"
        >
          <span className="mt-1.5 flex size-2.5 shrink-0 items-center justify-center">
            {unread ? <span className="size-2.5 rounded-full bg-brass-deep" /> : null}
          </span>
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <span
                id={senderId}
                className={cn(
                  "min-w-0 text-base break-words",
                  unread ? "font-semibold text-foreground" : "font-medium text-foreground/90",
                )}
              >
                {unread ? <span className="sr-only">Unread:</span> : null} {message.name}
              </span>
              <span className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                {message.answeredAt ? <Badge variant="green">Answered</Badge> : null}
                {archived ? <Badge variant="grey">Archived</Badge> : null}
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
              </span>
            </span>
            <span className="mt-0.5 block truncate text-sm text-muted-foreground">
              {message.email}
            </span>
            {open ? null : (
              <span
                className={cn(
                  "mt-2 block truncate text-sm",
                  unread ? "text-foreground" : "text-muted-foreground",
                )}
              >
                {snippet(message.message)}
              </span>
            )}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn(
              "mt-1 size-5 shrink-0 text-muted-foreground transition-transform",
              open && "rotate-180",
            )}
          />
        </button>
      </h3>

      <div id={bodyId} hidden={!open} className="border-t border-border px-4 pt-4 pb-5 sm:px-5">
        {open ? (
          <MessageDetails
            message={message}
            busy={busy}
            onReply={() => onChange({ answered: true })}
            onReadToggle={unread ? markRead : markUnread}
            onArchive={onArchive}
          />
        ) : null}
      </div>
    </article>
  );
}
