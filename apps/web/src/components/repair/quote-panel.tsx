import {
  formatRand,
  formatVatPercent,
  formatWorkshopDate,
  QUOTE_MESSAGES,
  quoteAnswerClosed,
  type Quote,
  type QuoteAnswerPayload,
} from "@lo/domain";
import { Check, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { SMALL_HEADING } from "@/components/eyebrow";
import { Badge } from "@/components/ui/badge";
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
import { isApiError, serverMessageOr } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { DeclineQuoteDialog } from "./decline-quote-dialog";

/** The server's reply to an answer: its sentence for the customer, and the quote as it now is. */
export type QuoteAnswerReply = { message: string; quote: Quote };

type QuotePanelProps = {
  /** The quote in force; none: only the 'Return unrepaired' mark, if the piece has it. */
  quote?: Quote | null;
  returnUnrepaired?: boolean;
  serialNumber: string;
  /**
   * The piece's state: from Ready for Collection on, past the point where an answer matters
   * (decision 098), the quote is no longer answered here (the server would refuse it).
   */
  state?: string;
  /** Posts the answer to the page's own address (the tracking link's, or the request's). */
  send: (payload: QuoteAnswerPayload) => Promise<QuoteAnswerReply>;
  /** Reads the page again, so the new status shows; awaited before the buttons come back. */
  onAnswered: () => unknown;
  className?: string;
};

type Answer = QuoteAnswerPayload["answer"];

// Toasts (sonner) come with the answer, not with the page: the tracking page is public.
const toast = () => import("@/components/ui/toast").then((module) => module.toast);

/** 'Return unrepaired': the workshop sends the piece back without work (decision 095). */
export function ReturnUnrepairedBadge({ className }: { className?: string }) {
  return (
    <Badge variant="orange" className={className}>
      {QUOTE_MESSAGES.returnUnrepaired}
    </Badge>
  );
}

// A little tighter than a list's cells, so three columns fit a 375 px phone without scrolling.
const CELL = "px-2 sm:px-3";

function QuoteLines({ quote, label }: { quote: Quote; label: string }) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className={CELL}>Description</TableHead>
          <TableHead className={cn(CELL, "text-right")}>Qty</TableHead>
          <TableHead className={cn(CELL, "text-right")}>Price</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {quote.items.map((item, index) => (
          <TableRow key={index} className="align-top hover:bg-transparent">
            <TableCell className={cn(CELL, "align-top break-words whitespace-pre-line")}>
              {item.description}
            </TableCell>
            <TableCell className={cn(CELL, "text-right align-top tabular-nums")}>
              {item.quantity}
            </TableCell>
            <TableCell className={cn(CELL, "text-right align-top whitespace-nowrap tabular-nums")}>
              {formatRand(item.totalCents)}
              {item.quantity > 1 ? (
                <span className="block text-xs text-muted-foreground">
                  {`${formatRand(item.unitCents)} each`}
                </span>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The sentence of an answered quote: when the customer approved or declined it. */
function answeredSentence(quote: Quote): string {
  const verb = quote.status === "approved" ? "approved" : "declined";
  const on = quote.answeredAt ? ` on ${formatWorkshopDate(quote.answeredAt)}` : "";
  return `You ${verb} this quote${on}`;
}

/**
 * A piece's quote for its customer (decision 095), on the tracking page and their request page:
 * its lines, price and VAT, and Approve or Decline while it awaits the answer (Decline asks
 * first) and the piece is not yet Ready for Collection, else when they answered. An answer shows the server's sentence as a toast and reads
 * the page again; a 409 (the quote changed, or was answered already) says so and reads it too.
 */
export function QuotePanel({
  quote,
  returnUnrepaired = false,
  serialNumber,
  state,
  send,
  onAnswered,
  className,
}: QuotePanelProps) {
  const titleId = useId();
  const [pending, setPending] = useState<Answer | null>(null);
  const [confirming, setConfirming] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);
  const answeredHere = useRef(false);
  const answered = quote != null && quote.status !== "awaiting";

  // The buttons pressed are gone once the page shows the answer: focus goes to what replaced them.
  useEffect(() => {
    if (answered && answeredHere.current) status.current?.focus();
  }, [answered]);

  if (!quote) {
    return returnUnrepaired ? <ReturnUnrepairedBadge className={className} /> : null;
  }

  const answer = async (kind: Answer) => {
    setPending(kind);
    let refresh = true;
    try {
      const reply = await send({ serialNumber, version: quote.version, answer: kind });
      void toast().then((notify) => notify.success(reply.message));
    } catch (error) {
      // A 409: the quote changed, or was answered, since the page was read; it shows it as it is.
      refresh = isApiError(error) && error.status === 409;
      const description = serverMessageOr(error, "Please try again.");
      void toast().then((notify) =>
        refresh
          ? notify.error(description)
          : notify.error("Your answer was not sent", { description }),
      );
    }
    setConfirming(false);
    if (refresh) {
      answeredHere.current = true;
      await Promise.resolve(onAnswered()).catch(() => undefined);
    }
    setPending(null);
  };

  return (
    <section
      aria-labelledby={titleId}
      className={cn("rounded-lg border border-brass/40 bg-brass-light/20 p-4 sm:p-5", className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={titleId} className={SMALL_HEADING}>
          Quote
        </h4>
        {returnUnrepaired ? <ReturnUnrepairedBadge /> : null}
      </div>
      <div className="mt-3 overflow-hidden rounded-md border border-border bg-card">
        <QuoteLines quote={quote} label={`Quote for ${serialNumber}`} />
      </div>
      <div className="mt-3 text-right">
        <p className="text-base font-semibold">{`Price: ${formatRand(quote.totalCents)}`}</p>
        {quote.vatBasisPoints !== null ? (
          <p className="text-sm text-muted-foreground">
            {`VAT at ${formatVatPercent(quote.vatBasisPoints)} included: ${formatRand(quote.vatCents)}`}
          </p>
        ) : null}
      </div>
      {answered ? (
        <p
          ref={status}
          tabIndex={-1}
          className="mt-4 flex items-center gap-2 font-medium outline-none"
        >
          {quote.status === "approved" ? (
            <Check className="size-4 shrink-0 text-green-800" aria-hidden="true" />
          ) : (
            <X className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          )}
          {answeredSentence(quote)}
        </p>
      ) : state !== undefined && quoteAnswerClosed(state) ? (
        <p className="mt-4 text-sm text-muted-foreground">
          {QUOTE_MESSAGES.answerClosed(serialNumber, state)}
        </p>
      ) : (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button
            className="w-full sm:w-auto"
            disabled={pending !== null}
            onClick={() => void answer("approve")}
          >
            {pending === "approve" ? <Spinner /> : <Check aria-hidden="true" />}
            Approve
          </Button>
          <Button
            variant="outline"
            className="w-full sm:w-auto"
            disabled={pending !== null}
            onClick={() => setConfirming(true)}
          >
            <X aria-hidden="true" />
            Decline
          </Button>
        </div>
      )}
      {confirming ? (
        <DeclineQuoteDialog
          serialNumber={serialNumber}
          pending={pending === "decline"}
          onConfirm={() => void answer("decline")}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}
