import {
  formatWorkshopDate,
  itemsProgress,
  TURNAROUND_WORDS,
  type RepairStateOrUnknown,
  type TrackingView,
} from "@lo/domain";
import { useParams } from "react-router";
import { TitledSection } from "@/components/titled-section";
import { SMALL_HEADING } from "@/components/eyebrow";
import { ItemsProgress } from "@/components/repair/items-progress";
import { MoneySummary } from "@/components/repair/money-summary";
import { NotFound } from "@/components/not-found";
import { PublicPageError, PublicPageLoading } from "@/components/public-page-states";
import { StateBadge } from "@/components/ui/state-badge";
import { useDocumentTitle } from "@/lib/use-document-title";
import { answerTrackedQuote, useTracking } from "./api";
import { WorkshopTime } from "./components/item-timeline";
import { TrackedItemCard } from "./components/tracked-item-card";
import { WorkshopVisit } from "./components/workshop-visit";

/** A sentence under the headline state: what it means for the customer now. */
const HEADLINE_SENTENCES: Record<RepairStateOrUnknown, string> = {
  pending: "We have your request and are expecting your pieces at the workshop.",
  "enroute-to-outfitter": "Your pieces are on their way to our workshop.",
  "in-progress": "Your pieces are on the workbench.",
  "ready-for-collection": "Your pieces are ready: collect them at the workshop when it is open.",
  "enroute-to-customer": "Your pieces are on their way back to you.",
  completed: "This repair is complete. Thank you for trusting us with your pieces.",
  unknown: "We will update this page as the work goes on.",
};

type TrackedRequestProps = {
  view: TrackingView;
  token: string;
  /** Reads the page again in place, after a quote's answer. */
  refresh: () => unknown;
};

function TrackedRequest({ view, token, refresh }: TrackedRequestProps) {
  const count = view.items.length;
  return (
    <>
      <header>
        <p className="text-sm font-medium tracking-[0.2em] text-brass-deep uppercase">
          Repair tracking
        </p>
        <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">
          Repair Request #{view.reference}
        </h1>
        <p className="mt-2 text-muted-foreground">
          Received <WorkshopTime value={view.createdAt} />
        </p>
      </header>

      <section
        aria-labelledby="headline-state"
        className="mt-6 rounded-lg border border-border bg-card p-5 shadow-card sm:p-6"
      >
        <h2 id="headline-state" className={SMALL_HEADING}>
          Status
        </h2>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
          <StateBadge state={view.headlineState} className="px-3 py-1 text-base" />
          <ItemsProgress
            progress={itemsProgress(view.items.map((item) => item.state))}
            className="text-muted-foreground"
          />
        </p>
        <p className="mt-3 text-lg">{HEADLINE_SENTENCES[view.headlineState]}</p>
        {view.estimatedCompletion ? (
          <p className="mt-2 font-medium text-brass-deep">
            {TURNAROUND_WORDS.estimatedCompletion(formatWorkshopDate(view.estimatedCompletion))}
          </p>
        ) : null}
      </section>

      <TitledSection
        titleId="tracked-items"
        title={count === 1 ? "Your item" : `Your ${count} items`}
        className="mt-10"
      >
        <ul className="mt-4 flex flex-col gap-5">
          {view.items.map((item) => (
            <li key={item.serialNumber}>
              <TrackedItemCard
                item={item}
                answerQuote={(payload) => answerTrackedQuote(token, payload)}
                onQuoteAnswered={refresh}
              />
            </li>
          ))}
        </ul>
      </TitledSection>

      <MoneySummary money={view.money} reference={view.reference} className="mt-10" />

      <div className="mt-10">
        <WorkshopVisit />
      </div>

      <p className="mt-8 text-sm text-muted-foreground">
        Times are South African time. Anyone with this page&apos;s link can open it: if it was
        shared by mistake, the customer can replace the link under My Repairs.
      </p>
    </>
  );
}

/**
 * `/track/{token}`: a repair's progress for whoever holds its link, no sign-in (docs/design.md §7).
 * Built for a phone; never indexed; a wrong or revoked link shows the app's 404 page.
 */
export default function TrackingPage() {
  const { token = "" } = useParams();
  const { state, retry, refresh } = useTracking(token);
  useDocumentTitle(
    state.status === "ready"
      ? `Repair Request #${state.view.reference}`
      : state.status === "not-found"
        ? "Page not found"
        : "Repair tracking",
  );

  // React hoists this into <head>; the server sends the same tag in the HTML of /track/*.
  const robots = <meta name="robots" content="noindex, nofollow" />;
  if (state.status === "not-found") {
    return (
      <>
        {robots}
        <NotFound />
      </>
    );
  }
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      {robots}
      {state.status === "loading" ? (
        <PublicPageLoading>Loading repair progress...</PublicPageLoading>
      ) : state.status === "error" ? (
        <PublicPageError message={state.message} onRetry={retry} />
      ) : (
        <TrackedRequest view={state.view} token={token} refresh={refresh} />
      )}
    </div>
  );
}
