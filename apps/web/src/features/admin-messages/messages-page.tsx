import {
  CONTACT_MESSAGE_PAGE_SIZE,
  type ContactMessageRecord,
  type ContactMessageUpdate,
  type ContactMessageView,
} from "@lo/domain";
import { useState } from "react";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { toast } from "@/components/ui/toast";
import { formatCount } from "@/lib/format";
import { usePaging } from "@/components/data-table/pagination";
import { pageOffset } from "@/components/data-table/paging";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useListState } from "@/components/data-table/use-list-state";
import { useListsFollowUnreadCount, useMessages, useUnreadCount, useUpdateMessage } from "./api";
import { MessageFilters } from "./components/message-filters";
import { MessageItem, toggleId } from "./components/message-item";
import { MessageList } from "./components/message-list";
import { MESSAGE_LIST_PARAMS } from "./list-params";

const UPDATE_FAILED = "Failed to update the message. Please try again.";

function updateFailed() {
  toast.error("Error", { description: UPDATE_FAILED });
}

/** After an archive the message leaves the list: the keyboard goes on to the next one. */
function focusAfterRemoval(next: ContactMessageRecord | undefined) {
  const target = next ? document.getElementById(toggleId(next.id)) : null;
  (target ?? document.getElementById("messages-heading"))?.focus();
}

/** /admin/messages: every contact message, newest first, searched and paged by the server. */
export default function MessagesPage() {
  useDocumentTitle("Messages");
  const { params, setParams, setPage, searchText, setSearchText } =
    useListState(MESSAGE_LIST_PARAMS);
  const list = useMessages({
    q: params.q || undefined,
    view: params.view === "inbox" ? undefined : params.view,
    ...pageOffset(params.page, CONTACT_MESSAGE_PAGE_SIZE),
  });
  const unread = useUnreadCount().data?.unread;
  useListsFollowUnreadCount(unread);
  const update = useUpdateMessage();
  const [openId, setOpenId] = useState<number | null>(null);

  const messages = list.data?.data ?? [];
  const paging = usePaging(params.page, CONTACT_MESSAGE_PAGE_SIZE, list, setPage);

  const change = (message: ContactMessageRecord, changes: ContactMessageUpdate) =>
    update.mutate({ id: message.id, change: changes }, { onError: updateFailed });

  const toggle = (message: ContactMessageRecord) => {
    if (openId === message.id) {
      setOpenId(null);
      return;
    }
    setOpenId(message.id);
    // Opening a message is reading it.
    if (message.readAt === null) change(message, { read: true });
  };

  const archive = (message: ContactMessageRecord) => {
    const archiving = message.archivedAt === null;
    const index = messages.findIndex((candidate) => candidate.id === message.id);
    const next = messages[index + 1] ?? messages[index - 1];
    update.mutate(
      { id: message.id, change: { archived: archiving } },
      {
        onError: updateFailed,
        onSuccess: () => {
          setOpenId(null);
          focusAfterRemoval(next);
          toast.success(archiving ? "Message archived" : "Message moved to the inbox", {
            description: `From ${message.name}.`,
            action: {
              label: "Undo",
              onClick: () => change(message, { archived: !archiving }),
            },
          });
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader
        eyebrow="Workshop"
        title="Messages"
        badge={
          unread ? (
            <Badge variant="brass" className="px-3 py-1 text-sm">
              {formatCount(unread)} unread
            </Badge>
          ) : undefined
        }
        description="What visitors have written through the contact form, newest first. Opening a message marks it read; Reply answers it from your own mail."
        className="gap-5"
        titleClassName="text-3xl font-semibold sm:text-4xl"
        descriptionClassName="mt-3 text-muted-foreground"
      />

      <div className="mt-8">
        <MessageFilters
          search={searchText}
          onSearchChange={setSearchText}
          view={params.view}
          onViewChange={(view: ContactMessageView) => setParams({ view })}
        />
      </div>

      <MessageList
        list={list}
        messages={messages}
        view={params.view}
        searching={params.q !== ""}
        paging={paging}
        renderItem={(message) => (
          <MessageItem
            message={message}
            open={openId === message.id}
            busy={update.isPending && update.variables?.id === message.id}
            onToggle={() => toggle(message)}
            onChange={(changes) => change(message, changes)}
            onArchive={() => archive(message)}
          />
        )}
      />
    </div>
  );
}
