import { CONTACT_MESSAGE_VIEWS, type ContactMessageView } from "@lo/domain";
import { Archive, Inbox, MailOpen, type LucideIcon } from "lucide-react";
import { SearchInput } from "@/components/ui/search-input";
import { cn } from "@/lib/utils";
import { VIEW_LABELS } from "../list-params";

const VIEW_ICONS: Record<ContactMessageView, LucideIcon> = {
  inbox: Inbox,
  unread: MailOpen,
  archived: Archive,
};

type MessageFiltersProps = {
  search: string;
  onSearchChange: (value: string) => void;
  view: ContactMessageView;
  onViewChange: (view: ContactMessageView) => void;
};

/** The search (sent once typing pauses) and which messages to show: inbox, unread, archive. */
export function MessageFilters({
  search,
  onSearchChange,
  view,
  onViewChange,
}: MessageFiltersProps) {
  return (
    <div
      role="search"
      aria-label="Messages"
      className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 shadow-card sm:p-5 lg:flex-row lg:items-end lg:justify-between"
    >
      <SearchInput
        id="message-search"
        label="Search messages"
        containerClassName="w-full lg:max-w-md"
        value={search}
        onValueChange={onSearchChange}
        placeholder="Name, e-mail or words"
        autoComplete="off"
        clearable
        clearButtonClassName="inset-y-0 right-0 w-11 rounded-r-lg focus-visible:-outline-offset-2"
      />
      <div role="group" aria-label="Show" className="flex flex-col gap-2">
        <span aria-hidden="true" className="text-sm font-medium">
          Show
        </span>
        <div className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1">
          {CONTACT_MESSAGE_VIEWS.map((option) => {
            const Icon = VIEW_ICONS[option];
            const active = option === view;
            return (
              <button
                key={option}
                type="button"
                aria-pressed={active}
                onClick={() => onViewChange(option)}
                className={cn(
                  "inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:h-9 sm:px-4",
                  active
                    ? "bg-card text-foreground shadow-sm"
                    : "text-muted-foreground hover:bg-card/60 hover:text-foreground",
                )}
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                {VIEW_LABELS[option]}
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
