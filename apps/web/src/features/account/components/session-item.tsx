import type { AccountSession } from "@lo/domain";
import { LogOut, Monitor, Smartphone } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { formatDate, formatDateTime } from "@/lib/format";

/** 'Chrome 131 on Windows 10'; 'Unknown browser' for what the browser did not say. */
export function describeSession(session: Pick<AccountSession, "browser" | "system">): string {
  const browser = session.browser ?? "Unknown browser";
  return session.system ? `${browser} on ${session.system}` : browser;
}

/** The End button's name: which session it ends (two alike are told apart by 'this device'). */
export function endSessionLabel(session: AccountSession): string {
  return `End session: ${describeSession(session)}${session.current ? " (this device)" : ""}`;
}

const PHONE_SYSTEM = /^(iOS|iPadOS|Android)\b/;

function When({ value, withTime }: { value: string; withTime: boolean }) {
  return (
    <time dateTime={value} title={formatDateTime(value)}>
      {withTime ? formatDateTime(value) : formatDate(value)}
    </time>
  );
}

type SessionItemProps = {
  session: AccountSession;
  /** The session being ended, if any: every End waits for it. */
  ending: string | null;
  busy: boolean;
  onEnd: (session: AccountSession) => void;
};

/** One place the person is signed in: what, from where, since when, and End. */
export function SessionItem({ session, ending, busy, onEnd }: SessionItemProps) {
  const Icon = PHONE_SYSTEM.test(session.system ?? "") ? Smartphone : Monitor;
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
      <div className="flex min-w-0 gap-3">
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-brass-light/60 text-brass-deep">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium break-words">
            {describeSession(session)}
            {session.current ? <Badge variant="brass">This device</Badge> : null}
          </p>
          <dl className="mt-1.5 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
            <dt className="text-muted-foreground">IP address</dt>
            <dd className="break-all tabular-nums">{session.ip ?? "Not known"}</dd>
            <dt className="text-muted-foreground">Started</dt>
            <dd>
              <When value={session.startedAt} withTime={false} />
            </dd>
            <dt className="text-muted-foreground">Last seen</dt>
            <dd>
              <When value={session.lastSeenAt} withTime />
            </dd>
          </dl>
        </div>
      </div>
      <div className="flex justify-end sm:shrink-0">
        <Button
          variant="outline"
          size="sm"
          aria-label={endSessionLabel(session)}
          disabled={busy}
          onClick={() => onEnd(session)}
        >
          {ending === session.id ? <Spinner /> : <LogOut aria-hidden="true" />}
          End
        </Button>
      </div>
    </li>
  );
}
