import type { SecurityLogEntry } from "@lo/domain";
import {
  EntryActor,
  EntryAddress,
  EntryBrowser,
  EntryDetails,
  EntryEvent,
  EntryPerson,
  EntryWhen,
} from "./entry-parts";

/** Narrow screens: a card per entry, each fact labelled, so nothing scrolls sideways. */
export function SecurityLogCards({ entries }: { entries: SecurityLogEntry[] }) {
  return (
    <ul aria-label="Security log" className="divide-y divide-border">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-3 p-4 sm:p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <EntryEvent event={entry.event} />
            <span className="text-sm text-muted-foreground">
              <EntryWhen at={entry.at} />
            </span>
          </div>
          {/* Two facts a row from `sm` up, the details across the card. */}
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
            <dt className="text-muted-foreground">Person</dt>
            <dd>
              <EntryPerson entry={entry} />
            </dd>
            <dt className="text-muted-foreground">Address</dt>
            <dd>
              <EntryAddress ip={entry.ip} />
            </dd>
            <dt className="text-muted-foreground">Browser</dt>
            <dd>
              <EntryBrowser userAgent={entry.userAgent} />
            </dd>
            {entry.actorIdnumber ? (
              <>
                <dt className="text-muted-foreground">By</dt>
                <dd>
                  <EntryActor actor={entry.actorIdnumber} />
                </dd>
              </>
            ) : null}
            <dt className="text-muted-foreground sm:col-start-1">Details</dt>
            <dd className="sm:col-span-3">
              <EntryDetails entry={entry} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
