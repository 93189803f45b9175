import type { QuoteAnswerPayload, TrackedItem } from "@lo/domain";
import { lazy, Suspense } from "react";
import { SMALL_HEADING } from "@/components/eyebrow";
import { CoverageText } from "@/components/repair/coverage-text";
import type { QuoteAnswerReply } from "@/components/repair/quote-panel";
import { StateBadge } from "@/components/ui/state-badge";
import { PhotoGallery } from "@/components/photos/photo-gallery";
import { ItemTimeline } from "./item-timeline";

// Most repairs are under warranty and have no quote: the panel (its table, the money and VAT
// rules) loads only with a piece that has one, so this public page stays as light for the rest.
const QuotePanel = lazy(() =>
  import("@/components/repair/quote-panel").then((module) => ({ default: module.QuotePanel })),
);

type TrackedItemCardProps = {
  item: TrackedItem;
  /** Posts the customer's answer to the piece's quote. */
  answerQuote: (payload: QuoteAnswerPayload) => Promise<QuoteAnswerReply>;
  /** Reads the page again once the quote is answered. */
  onQuoteAnswered: () => unknown;
};

/**
 * One piece in the repair: what it is, where it stands, who pays and its quote if it has one
 * (to approve or decline here), and how it got there.
 */
export function TrackedItemCard({ item, answerQuote, onQuoteAnswered }: TrackedItemCardProps) {
  const titleId = `item-${item.serialNumber}`;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-lg border border-border bg-card p-5 shadow-card sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-xl font-semibold">
            {item.productType}
          </h3>
          <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-muted-foreground">
            {item.color ? (
              <div className="flex gap-1">
                <dt>Colour:</dt>
                <dd className="text-foreground">{item.color}</dd>
              </div>
            ) : null}
            <div className="flex min-w-0 gap-1">
              <dt>Serial No:</dt>
              <dd className="serial text-foreground">{item.serialNumber}</dd>
            </div>
          </dl>
        </div>
        <div className="flex flex-col gap-1.5 sm:items-end">
          <StateBadge state={item.state} className="px-3 py-1 text-sm" />
          <CoverageText text={item.coverageText} />
        </div>
      </header>
      {item.quote || item.returnUnrepaired ? (
        <Suspense fallback={null}>
          <QuotePanel
            quote={item.quote}
            returnUnrepaired={item.returnUnrepaired}
            serialNumber={item.serialNumber}
            state={item.state}
            send={answerQuote}
            onAnswered={onQuoteAnswered}
            className="mt-5"
          />
        </Suspense>
      ) : null}
      <h4 className={`mt-5 mb-3 ${SMALL_HEADING}`}>Progress</h4>
      <ItemTimeline
        events={item.timeline}
        label={`Progress of ${item.productType} ${item.serialNumber}`}
      />
      {item.photos.length > 0 ? (
        <>
          <h4 className={`mt-5 mb-3 ${SMALL_HEADING}`}>Photos</h4>
          <PhotoGallery photos={item.photos} label={`Photos of ${item.serialNumber}`} />
        </>
      ) : null}
    </article>
  );
}
