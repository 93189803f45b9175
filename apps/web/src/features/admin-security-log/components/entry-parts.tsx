import type { SecurityLogEntry } from "@lo/domain";
import { Badge } from "@/components/ui/badge";
import { formatDate, formatDateTime, formatTime } from "@/lib/format";
import { cn } from "@/lib/utils";
import { briefAgent, detailsSummary, entryEmail, eventLabel, isRefusal } from "../entry-words";

/** The parts of one entry that the table (wide screens) and the cards (narrow) share. */

/** An empty cell, said as 'none' rather than a bare dash. */
function Nothing() {
  return (
    <span className="text-muted-foreground">
      <span aria-hidden="true">—</span>
      <span className="sr-only">none</span>
    </span>
  );
}

export function EntryWhen({ at, stacked = false }: { at: string; stacked?: boolean }) {
  // Date over time keeps the table's column narrow.
  return (
    <time dateTime={at} title={formatDateTime(at)} className={cn(stacked && "flex flex-col")}>
      {stacked ? (
        <>
          <span className="whitespace-nowrap">{formatDate(at)}</span>
          <span className="text-xs text-muted-foreground">{formatTime(at)}</span>
        </>
      ) : (
        formatDateTime(at)
      )}
    </time>
  );
}

export function EntryEvent({ event }: { event: string }) {
  const label = eventLabel(event);
  if (isRefusal(event)) {
    return (
      <Badge variant="red" className="whitespace-normal">
        {label}
      </Badge>
    );
  }
  return <span className="font-medium">{label}</span>;
}

/** Whose account: name and ID number, else the e-mail a sign-in typed, else nothing. */
export function EntryPerson({ entry }: { entry: SecurityLogEntry }) {
  if (entry.userIdnumber) {
    return (
      <span className="flex flex-col gap-0.5">
        <span className="font-medium break-words">
          {entry.userName ?? (
            <span className="text-muted-foreground italic">No longer an account</span>
          )}
        </span>
        <span className="font-mono text-xs text-muted-foreground">{entry.userIdnumber}</span>
      </span>
    );
  }
  const email = entryEmail(entry);
  if (!email) return <Nothing />;
  // A long address may break after its '@' (and anywhere, if it is longer still).
  const at = email.lastIndexOf("@") + 1;
  return (
    <span className="flex flex-col gap-0.5">
      <span className="break-words">
        {email.slice(0, at)}
        <wbr />
        {email.slice(at)}
      </span>
      <span className="text-xs text-muted-foreground">No account</span>
    </span>
  );
}

export function EntryActor({ actor }: { actor: string | null }) {
  return actor ? <span className="font-mono text-xs">{actor}</span> : <Nothing />;
}

export function EntryAddress({ ip }: { ip: string | null }) {
  return ip ? <span className="font-mono text-xs break-all">{ip}</span> : <Nothing />;
}

export function EntryBrowser({ userAgent }: { userAgent: string | null }) {
  const brief = briefAgent(userAgent);
  if (!brief || !userAgent) return <Nothing />;
  return (
    <span title={userAgent} className="break-words">
      {brief}
    </span>
  );
}

export function EntryDetails({ entry }: { entry: SecurityLogEntry }) {
  const summary = detailsSummary(entry);
  return summary ? <span className="break-words">{summary}</span> : <Nothing />;
}
