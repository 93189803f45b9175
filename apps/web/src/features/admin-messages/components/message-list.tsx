import type { ContactMessageRecord, ContactMessageView } from "@lo/domain";
import { Inbox } from "lucide-react";
import type { ReactNode } from "react";
import { ListEmpty, ListLoadFailed } from "@/components/list-states";
import { Pagination } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { formatCount } from "@/lib/format";
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
  list: {
    data: unknown;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  messages: readonly ContactMessageRecord[];
  renderItem: (message: ContactMessageRecord) => ReactNode;
  view: ContactMessageView;
  searching: boolean;
  span: { first: number; last: number; total: number };
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
};

/** The page of messages: loading, failure, empty, or the messages and the pages below them. */
export function MessageList({
  list,
  messages,
  renderItem,
  view,
  searching,
  span,
  page,
  pageCount,
  onPageChange,
}: MessageListProps) {
  let body: ReactNode;
  if (list.isPending) {
    body = <ListSkeleton />;
  } else if (list.isError && !list.data) {
    body = <ListLoadFailed message={FETCH_FAILED} onRetry={() => void list.refetch()} />;
  } else if (messages.length === 0) {
    body = <EmptyState view={view} searching={searching} />;
  } else {
    body = (
      <div className="flex flex-col gap-5">
        {list.isError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {FETCH_FAILED}
          </p>
        ) : null}
        <ul className="flex flex-col gap-3" aria-label={`${VIEW_LABELS[view]} messages`}>
          {messages.map((message) => (
            <li key={message.id}>{renderItem(message)}</li>
          ))}
        </ul>
        <Pagination
          variant="compact"
          label="Pages of messages"
          page={page}
          pageCount={pageCount}
          onPageChange={onPageChange}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby="messages-heading" className="mt-8">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="messages-heading" tabIndex={-1} className="text-2xl font-semibold outline-none">
          {VIEW_LABELS[view]}
        </h2>
        <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
          {list.isFetching && list.data ? <Spinner /> : null}
          {list.data && span.total > 0
            ? `Showing ${span.first}–${span.last} of ${formatCount(span.total)}`
            : null}
        </p>
      </div>
      {body}
    </section>
  );
}
