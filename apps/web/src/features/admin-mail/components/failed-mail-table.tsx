import type { FailedMail } from "@lo/domain";
import { RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { formatCount, formatDate, formatDateTime, formatTime } from "@/lib/format";
import { cn } from "@/lib/utils";
import { kindLabel, mailTitle, retryLabel } from "../mail-labels";

const COLUMNS = ["Mail", "Recipient", "Failed", "Attempts", "Reason"] as const;

// The Retry button stays in reach while the other columns scroll sideways on a phone (as on
// Manage Products); the cell is opaque so the columns pass under it.
const STICKY_ACTIONS =
  "sticky right-0 bg-card px-3 text-right shadow-[-8px_0_8px_-8px_rgb(36_24_16/0.18)]";
const STICKY_HEAD = "bg-[color-mix(in_oklab,var(--color-muted)_60%,var(--color-card))]";
const STICKY_HOVER =
  "group-hover:bg-[color-mix(in_oklab,var(--color-muted)_40%,var(--color-card))]";

function FailedAt({ value }: { value: string }) {
  // Date over time keeps the column narrow.
  return (
    <time dateTime={value} title={formatDateTime(value)} className="flex flex-col">
      <span>{formatDate(value)}</span>
      <span className="text-xs text-muted-foreground">{formatTime(value)}</span>
    </time>
  );
}

function MailCell({ mail }: { mail: FailedMail }) {
  const title = mailTitle(mail);
  const kind = kindLabel(mail.kind);
  return (
    <span className="flex max-w-64 min-w-44 flex-col gap-0.5 whitespace-normal">
      <span className="font-medium break-words">{title}</span>
      {/* With a subject, the kind says what sort of mail it is; without, it is the title. */}
      {title !== kind ? <span className="text-xs text-muted-foreground">{kind}</span> : null}
    </span>
  );
}

type RetryState = {
  /** The mail being sent back to the queue, if any: every Retry waits for it. */
  retrying: number | null;
  onRetry: (mail: FailedMail, index: number) => void;
};

function MailRow({
  mail,
  index,
  retrying,
  onRetry,
}: { mail: FailedMail; index: number } & RetryState) {
  const busy = retrying === mail.id;
  return (
    <TableRow className="group">
      <TableCell>
        <MailCell mail={mail} />
      </TableCell>
      <TableCell className="max-w-56 break-all whitespace-normal">
        {mail.to ?? <span className="text-muted-foreground italic">No address</span>}
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <FailedAt value={mail.failedAt} />
      </TableCell>
      <TableCell className="text-right tabular-nums">{formatCount(mail.attempts)}</TableCell>
      <TableCell className="max-w-80 min-w-52 whitespace-normal">
        {mail.reason ? (
          <span className="font-mono text-xs break-words">{mail.reason}</span>
        ) : (
          <span className="text-muted-foreground italic">No reason recorded</span>
        )}
      </TableCell>
      <TableCell className={cn(STICKY_ACTIONS, STICKY_HOVER)}>
        <Button
          variant="outline"
          size="sm"
          data-retry=""
          aria-label={retryLabel(mail)}
          disabled={retrying !== null}
          onClick={() => onRetry(mail, index)}
        >
          {busy ? <Spinner /> : <RotateCw aria-hidden="true" />}
          Retry
        </Button>
      </TableCell>
    </TableRow>
  );
}

type FailedMailTableProps = RetryState & {
  mails: FailedMail[];
  /** Shown across the table instead of rows: loading, empty or failed. */
  status?: ReactNode;
  /** True while another page is on its way (the old rows stay, dimmed). */
  refreshing?: boolean;
};

/** The undelivered mails of one page, newest failure first, each with its Retry. */
export function FailedMailTable({
  mails,
  status,
  refreshing = false,
  retrying,
  onRetry,
}: FailedMailTableProps) {
  return (
    <Table aria-label="Undelivered mail" aria-busy={refreshing || undefined}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {COLUMNS.map((name) => (
            <TableHead key={name} scope="col" className={cn(name === "Attempts" && "text-right")}>
              {name}
            </TableHead>
          ))}
          <TableHead scope="col" className={cn(STICKY_ACTIONS, STICKY_HEAD)}>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody className={cn("transition-opacity", refreshing && "opacity-60")}>
        {status ? (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={COLUMNS.length + 1} className="py-12 text-center">
              {status}
            </TableCell>
          </TableRow>
        ) : (
          mails.map((mail, index) => (
            <MailRow
              key={mail.id}
              mail={mail}
              index={index}
              retrying={retrying}
              onRetry={onRetry}
            />
          ))
        )}
      </TableBody>
    </Table>
  );
}
