import type { ContactMessageRecord, ContactMessageView } from "@lo/domain";
import { Inbox } from "lucide-react";
import type { ReactNode } from "react";
import { ListEmpty } from "@/components/data-table/list-states";
import { ListSection, type ListQuery } from "@/components/data-table/list-section";
import type { Paging } from "@/components/data-table/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { VIEW_LABELS } from "../list-params";

export const FETCH_FAILED = "Failed to fetch messages. Please try again.";

function ListSkeleton() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3">
      <span className="sr-only">Loading messages...</span>
      {[0, 1, 2, 3].map((index) => (
        <div
          key={index}
          className="rounded-lg border border-border bg-card p-4 shadow-card sm:px-5"
        >
          <div className="flex justify-between gap-4">
            <Skeleton className="h-5 w-44" />
            <Skeleton className="h-4 w-28" />
          </div>
          <Skeleton className="mt-2 h-4 w-52" />
          <Skeleton className="mt-3 h-4 w-full max-w-xl" />
        </div>
      ))}
    </div>
  );
}

const EMPTY: Record<ContactMessageView, { title: string; hint: string }> = {
  inbox: {
    title: "No messages yet.",
    hint: "What visitors send through the contact form arrives here.",
  },
  unread: { title: "No unread messages.", hint: "Every message in the inbox has been read." },
  archived: {
    title: "No archived messages.",
    hint: "Archived messages wait here, out of the way.",
  },
};

function EmptyState({ view, searching }: { view: ContactMessageView; searching: boolean }) {
  const { title, hint } = searching
    ? { title: "No messages found matching your search.", hint: "Try another name or word." }
    : EMPTY[view];
  return <ListEmpty icon={Inbox} title={title} hint={hint} />;
}

type MessageListProps = {
  list: ListQuery;
  messages: readonly ContactMessageRecord[];
  renderItem: (message: ContactMessageRecord) => ReactNode;
  view: ContactMessageView;
  searching: boolean;
  paging: Paging;
};

/** The page of messages: loading, failure, empty, or the messages and the pages below them. */
export function MessageList({
  list,
  messages,
  renderItem,
  view,
  searching,
  paging,
}: MessageListProps) {
  return (
    <ListSection
      headingId="messages-heading"
      heading={
        <h2 id="messages-heading" tabIndex={-1} className="text-2xl font-semibold outline-none">
          {VIEW_LABELS[view]}
        </h2>
      }
      list={list}
      count={messages.length}
      failedMessage={FETCH_FAILED}
      loading={<ListSkeleton />}
      empty={<EmptyState view={view} searching={searching} />}
      paging={paging}
      pagesLabel="Pages of messages"
    >
      <ul className="flex flex-col gap-3" aria-label={`${VIEW_LABELS[view]} messages`}>
        {messages.map((message) => (
          <li key={message.id}>{renderItem(message)}</li>
        ))}
      </ul>
    </ListSection>
  );
}
