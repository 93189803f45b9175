import {
  formatRand,
  formatWorkshopDate,
  QUOTE_ANSWER_WAY_LABELS,
  QUOTE_MESSAGES,
  QUOTE_STATUS_LABELS,
  takesQuote,
  type Quote,
  type QuoteStatus,
  type RequestPageLine,
} from "@lo/domain";
import { CheckCircle2, FileText, Send } from "lucide-react";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { isApiError } from "@/lib/api-client";
import { useSendQuotes } from "../quotes-api";

const STATUS_COLOUR: Record<QuoteStatus, BadgeProps["variant"]> = {
  draft: "grey",
  awaiting: "yellow",
  approved: "green",
  declined: "red",
};

/** Where a version stands, in words, with when and how it was answered. */
function VersionLine({ quote, label }: { quote: Quote; label: string }) {
  const answered =
    quote.answeredAt && quote.answeredVia
      ? ` ${QUOTE_ANSWER_WAY_LABELS[quote.answeredVia]} on ${formatWorkshopDate(quote.answeredAt)}`
      : "";
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span>
        {label} (version {quote.version}):{" "}
        <span className="font-semibold tabular-nums">{formatRand(quote.totalCents)}</span>
      </span>
      <Badge variant={STATUS_COLOUR[quote.status]}>{QUOTE_STATUS_LABELS[quote.status]}</Badge>
      {answered ? <span className="text-muted-foreground">{answered.trim()}</span> : null}
      {quote.answerNote ? (
        <span className="w-full text-muted-foreground">Note: {quote.answerNote}</span>
      ) : null}
    </p>
  );
}

type LineQuotePanelProps = {
  line: RequestPageLine;
  onWrite: (line: RequestPageLine) => void;
  onRecordApproval: (line: RequestPageLine) => void;
};

/**
 * A paid (or not repairable) piece's quote on the workshop's request page (decision 095): the
 * version in force and its answer, the unsent draft, and the actions.
 */
export function LineQuotePanel({ line, onWrite, onRecordApproval }: LineQuotePanelProps) {
  if (!line.coverage || !takesQuote(line.coverage)) return null;
  const newest = line.quoteDraft ?? line.quote;
  return (
    <section
      aria-label={`Quote for ${line.serialNumber}`}
      className="mt-3 flex flex-col gap-2 rounded-md border border-border bg-background/60 p-3"
    >
      <h4 className="flex items-center gap-2 text-sm font-semibold">
        <FileText className="size-4 text-brass-deep" aria-hidden="true" />
        Quote
        {line.returnUnrepaired ? (
          <Badge variant="red">{QUOTE_MESSAGES.returnUnrepaired}</Badge>
        ) : null}
      </h4>
      {line.quote ? <VersionLine quote={line.quote} label="Sent" /> : null}
      {line.quoteDraft ? <VersionLine quote={line.quoteDraft} label="Not sent yet" /> : null}
      {!newest ? <p className="text-sm text-muted-foreground">No quote written yet.</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-haspopup="dialog"
          aria-label={`${newest ? "Change" : "Write"} the quote for ${line.serialNumber}`}
          onClick={() => onWrite(line)}
        >
          {newest ? "Change quote" : "Write quote"}
        </Button>
        {newest && newest.status !== "approved" ? (
          <Button
            variant="outline"
            size="sm"
            aria-haspopup="dialog"
            aria-label={`Record approval of ${line.serialNumber}`}
            onClick={() => onRecordApproval(line)}
          >
            <CheckCircle2 aria-hidden="true" />
            Record approval
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** Sends the request's unsent quotes in one mail to the customer; nothing when none waits. */
export function SendQuotesBar({
  requestId,
  lines,
}: {
  requestId: number;
  lines: RequestPageLine[];
}) {
  const send = useSendQuotes(requestId);
  const unsent = lines.filter((line) => line.quoteDraft).length;
  if (unsent === 0) return null;
  return (
    <div
      role="region"
      aria-label="Unsent quotes"
      className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-brass/50 bg-brass-light/40 p-4"
    >
      <p className="text-sm">
        {unsent === 1 ? "One quote is" : `${unsent} quotes are`} written but not sent to the
        customer yet.
      </p>
      <Button
        disabled={send.isPending}
        onClick={() => {
          send.mutateAsync(undefined).then(
            (answer) => toast.success(answer.message),
            (error: unknown) =>
              toast.error(
                isApiError(error) ? error.message : "The quotes were not sent. Please try again.",
              ),
          );
        }}
      >
        <Send aria-hidden="true" />
        Send quotes
      </Button>
    </div>
  );
}
