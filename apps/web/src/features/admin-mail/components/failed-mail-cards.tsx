import type { FailedMail } from "@lo/domain";
import { formatCount } from "@/lib/format";
import { FailedAt, MailTitle, Reason, Recipient, RetryButton, type RetryProps } from "./mail-parts";

type FailedMailCardsProps = RetryProps & { mails: FailedMail[] };

/**
 * Narrow screens: a card per mail, each fact labelled, so nothing scrolls sideways; Retry
 * under the facts on a phone, beside them from `sm` up.
 */
export function FailedMailCards({ mails, retrying, onRetry }: FailedMailCardsProps) {
  return (
    <ul aria-label="Undelivered mail" className="divide-y divide-border">
      {mails.map((mail, index) => (
        <li
          key={mail.id}
          className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:gap-6 sm:p-5"
        >
          <div className="flex min-w-0 flex-col gap-3">
            <MailTitle mail={mail} />
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
              <dt className="text-muted-foreground">Recipient</dt>
              <dd>
                <Recipient to={mail.to} />
              </dd>
              <dt className="text-muted-foreground">Failed</dt>
              <dd>
                <FailedAt value={mail.failedAt} />
              </dd>
              <dt className="text-muted-foreground">Attempts</dt>
              <dd className="tabular-nums">{formatCount(mail.attempts)}</dd>
              <dt className="text-muted-foreground">Reason</dt>
              <dd>
                <Reason reason={mail.reason} />
              </dd>
            </dl>
          </div>
          <div className="flex justify-end sm:shrink-0">
            <RetryButton mail={mail} index={index} retrying={retrying} onRetry={onRetry} />
          </div>
        </li>
      ))}
    </ul>
  );
}
