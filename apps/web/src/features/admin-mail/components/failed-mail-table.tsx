import type { FailedMail } from "@lo/domain";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { formatCount } from "@/lib/format";
import { cn } from "@/lib/utils";
import { FailedAt, MailTitle, Reason, Recipient, RetryButton, type RetryProps } from "./mail-parts";

const COLUMNS = ["Mail", "Recipient", "Failed", "Attempts", "Reason"] as const;

type FailedMailTableProps = RetryProps & { mails: FailedMail[] };

/** Wide screens: one row per mail, its Retry at the end. */
export function FailedMailTable({ mails, retrying, onRetry }: FailedMailTableProps) {
  return (
    <Table aria-label="Undelivered mail">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {COLUMNS.map((name) => (
            <TableHead key={name} scope="col" className={cn(name === "Attempts" && "text-right")}>
              {name}
            </TableHead>
          ))}
          <TableHead scope="col">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {mails.map((mail, index) => (
          <TableRow key={mail.id}>
            <TableCell className="max-w-64 min-w-44">
              <MailTitle mail={mail} />
            </TableCell>
            <TableCell className="max-w-60 min-w-40">
              <Recipient to={mail.to} />
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <FailedAt value={mail.failedAt} stacked />
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatCount(mail.attempts)}</TableCell>
            <TableCell className="max-w-80 min-w-52">
              <Reason reason={mail.reason} />
            </TableCell>
            <TableCell className="text-right">
              <RetryButton mail={mail} index={index} retrying={retrying} onRetry={onRetry} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
