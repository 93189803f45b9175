import type { ContactMessageRecord } from "@lo/domain";
import { Archive, Inbox, Mail, MailOpen, Reply, UserRound } from "lucide-react";
import { Link } from "@/components/link";
import { Button } from "@/components/ui/button";
import { customerHref } from "@/lib/admin-links";
import { formatDateTime } from "@/lib/format";
import { replyHref } from "../reply-link";

type MessageDetailsProps = {
  message: ContactMessageRecord;
  busy: boolean;
  onReply: () => void;
  onReadToggle: () => void;
  onArchive: () => void;
};

/** An open message: the whole text as written, its dates, and what can be done with it. */
export function MessageDetails({
  message,
  busy,
  onReply,
  onReadToggle,
  onArchive,
}: MessageDetailsProps) {
  const unread = message.readAt === null;
  const archived = message.archivedAt !== null;
  const dates = [
    { label: "Received", value: message.createdAt },
    { label: "Answered", value: message.answeredAt },
    { label: "Archived", value: message.archivedAt },
  ];
  return (
    <>
      <p className="max-w-prose leading-relaxed break-words whitespace-pre-wrap">
        {message.message}
      </p>
      <dl className="mt-4 flex flex-col gap-1 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-6">
        {dates.map(({ label, value }) =>
          value ? (
            <div key={label} className="flex gap-1.5">
              <dt>{label}</dt>
              <dd className="text-foreground">
                <time dateTime={value}>{formatDateTime(value)}</time>
              </dd>
            </div>
          ) : null,
        )}
      </dl>
      <div className="mt-5 flex flex-wrap gap-2">
        {/* A real mailto: link: the mail client opens, and the answer is recorded on the way. */}
        <Button asChild size="sm">
          <a href={replyHref(message)} aria-label={`Reply to ${message.name}`} onClick={onReply}>
            <Reply aria-hidden="true" />
            Reply
          </a>
        </Button>
        {/* The sender is a customer (their login is this e-mail): their page is one click on. */}
        {message.customerIdnumber ? (
          <Button asChild variant="outline" size="sm">
            <Link to={customerHref(message.customerIdnumber)}>
              <UserRound aria-hidden="true" />
              Customer page
            </Link>
          </Button>
        ) : null}
        <Button variant="outline" size="sm" disabled={busy} onClick={onReadToggle}>
          {unread ? <MailOpen aria-hidden="true" /> : <Mail aria-hidden="true" />}
          {unread ? "Mark as read" : "Mark as unread"}
        </Button>
        <Button variant="outline" size="sm" disabled={busy} onClick={onArchive}>
          {archived ? <Inbox aria-hidden="true" /> : <Archive aria-hidden="true" />}
          {archived ? "Move to inbox" : "Archive"}
        </Button>
      </div>
    </>
  );
}
