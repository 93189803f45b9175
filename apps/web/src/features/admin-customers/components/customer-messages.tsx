import type { ContactMessageRecord } from "@lo/domain";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format";
import { CustomerSection } from "./customer-section";

/** What the customer wrote through the contact form (from their e-mail), newest first. */
export function CustomerMessages({ messages }: { messages: ContactMessageRecord[] }) {
  return (
    <CustomerSection
      id="customer-messages"
      title="Contact messages"
      count={messages.length}
      empty="No messages from this e-mail address."
    >
      <ul className="flex flex-col gap-3">
        {messages.map((message) => (
          <li
            key={message.id}
            className="rounded-lg border border-border bg-card p-4 shadow-card sm:px-5"
          >
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
              {message.readAt === null ? <Badge variant="brass">Unread</Badge> : null}
              {message.answeredAt ? <Badge variant="green">Answered</Badge> : null}
              {message.archivedAt ? <Badge variant="grey">Archived</Badge> : null}
            </div>
            <p className="mt-2 max-w-prose leading-relaxed break-words whitespace-pre-wrap">
              {message.message}
            </p>
          </li>
        ))}
      </ul>
    </CustomerSection>
  );
}
