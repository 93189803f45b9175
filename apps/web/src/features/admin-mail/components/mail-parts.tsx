import type { FailedMail } from "@lo/domain";
import { RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { formatDate, formatDateTime, formatTime } from "@/lib/format";
import { cn } from "@/lib/utils";
import { kindLabel, mailTitle, retryLabel } from "../mail-labels";

/** The parts of one failed mail that the table (wide screens) and the cards (narrow) share. */

export type RetryProps = {
  /** The mail being sent back to the queue, if any: every Retry waits for it. */
  retrying: number | null;
  onRetry: (mail: FailedMail, index: number) => void;
};

export function MailTitle({ mail }: { mail: FailedMail }) {
  const title = mailTitle(mail);
  const kind = kindLabel(mail.kind);
  return (
    <span className="flex flex-col gap-0.5">
      <span className="font-medium break-words">{title}</span>
      {/* With a subject, the kind says what sort of mail it is; without, it is the title. */}
      {title !== kind ? <span className="text-xs text-muted-foreground">{kind}</span> : null}
    </span>
  );
}

/** The address, which may break after its '@' (and anywhere, if it is longer still). */
export function Recipient({ to }: { to: string | null }) {
  if (!to) return <span className="text-muted-foreground italic">No address</span>;
  const at = to.lastIndexOf("@");
  if (at < 0) return <span className="break-words">{to}</span>;
  return (
    <span className="break-words">
      {to.slice(0, at + 1)}
      <wbr />
      {to.slice(at + 1)}
    </span>
  );
}

export function FailedAt({ value, stacked = false }: { value: string; stacked?: boolean }) {
  // Date over time keeps the table's column narrow.
  return (
    <time
      dateTime={value}
      title={formatDateTime(value)}
      className={cn(stacked ? "flex flex-col" : "inline")}
    >
      {stacked ? (
        <>
          <span>{formatDate(value)}</span>
          <span className="text-xs text-muted-foreground">{formatTime(value)}</span>
        </>
      ) : (
        formatDateTime(value)
      )}
    </time>
  );
}

export function Reason({ reason }: { reason: string | null }) {
  if (!reason) return <span className="text-muted-foreground italic">No reason recorded</span>;
  return <span className="font-mono text-xs break-words">{reason}</span>;
}

export function RetryButton({
  mail,
  index,
  retrying,
  onRetry,
}: { mail: FailedMail; index: number } & RetryProps) {
  return (
    <Button
      variant="outline"
      size="sm"
      data-retry={mail.id}
      aria-label={retryLabel(mail)}
      disabled={retrying !== null}
      onClick={() => onRetry(mail, index)}
    >
      {retrying === mail.id ? <Spinner /> : <RotateCw aria-hidden="true" />}
      Retry
    </Button>
  );
}
