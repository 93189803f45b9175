import { formatWorkshopDateTime, repairStateLabel, type TrackingEvent } from "@lo/domain";
import { MessageSquareText } from "lucide-react";
import { cn } from "@/lib/utils";

/** A moment as the tracking page writes it: in the workshop's time zone, spelled out. */
export function WorkshopTime({ value, className }: { value: string; className?: string }) {
  return (
    <time dateTime={value} className={className}>
      {formatWorkshopDateTime(value)}
    </time>
  );
}

/**
 * One item's timeline, newest first as a parcel tracker reads: each state it was set to and
 * each note from the workshop, with its date and time.
 */
export function ItemTimeline({ events, label }: { events: TrackingEvent[]; label: string }) {
  if (events.length === 0) {
    return <p className="text-sm text-muted-foreground italic">No updates yet.</p>;
  }
  const newestFirst = [...events].reverse();
  return (
    <ol aria-label={label} className="relative space-y-5 border-l-2 border-brass/40 pl-6">
      {newestFirst.map((event, index) => (
        <li key={`${event.at}-${index}`} className="relative">
          {/* States are filled dots on the line, notes hollow ones; the newest is ringed. */}
          <span
            aria-hidden="true"
            className={cn(
              "absolute top-1.5 -left-[calc(1.5rem+7px)] flex size-3 rounded-full border-2",
              event.kind === "state" ? "border-card bg-brass" : "border-brass bg-card",
              index === 0 && "ring-4 ring-brass/30",
              index === 0 && event.kind === "state" && "bg-primary",
            )}
          />
          {event.kind === "state" ? (
            <p className="font-medium">{repairStateLabel(event.state)}</p>
          ) : (
            <div className="flex gap-2">
              <MessageSquareText
                className="mt-0.5 size-4 shrink-0 text-brass-deep"
                aria-hidden="true"
              />
              <p className="break-words whitespace-pre-line">
                <span className="sr-only">Note from the workshop: </span>
                {event.message}
              </p>
            </div>
          )}
          <WorkshopTime value={event.at} className="mt-0.5 block text-sm text-muted-foreground" />
        </li>
      ))}
    </ol>
  );
}
