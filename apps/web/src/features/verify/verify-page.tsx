import { ITEM_MESSAGES, type VerifyView } from "@lo/domain";
import { BadgeCheck, SearchX } from "lucide-react";
import { useParams } from "react-router";
import { PublicPageError, PublicPageLoading } from "@/components/public-page-states";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useVerification } from "./api";

function Genuine({ view }: { view: VerifyView }) {
  return (
    <section
      aria-labelledby="verify-title"
      className="rounded-lg border border-brass/40 bg-card p-6 text-center shadow-card sm:p-10"
    >
      <span className="mx-auto mb-5 flex size-16 items-center justify-center rounded-full border border-success/40 bg-success/10 text-success">
        <BadgeCheck className="size-9" aria-hidden="true" />
      </span>
      <h1 id="verify-title" className="text-3xl font-semibold sm:text-4xl">
        {ITEM_MESSAGES.genuine}
      </h1>
      <dl className="mx-auto mt-8 grid max-w-md grid-cols-1 gap-4 text-left sm:grid-cols-3">
        {[
          ["Type", view.productType],
          ["Colour", view.colour ?? "—"],
          ["Year made", String(view.yearMade)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-md border border-border bg-muted/30 px-3 py-2">
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {label}
            </dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-8 text-lg font-semibold text-brass-deep">{view.warranty}</p>
      <p className="mt-2 text-sm text-muted-foreground">
        Handcrafted by Lifetime Outfitter and repaired by our workshop for as long as it lives.
      </p>
    </section>
  );
}

/**
 * `/verify/{token}`: the public page a product label's QR code opens (decision 065). It says
 * whether the piece is genuine, its type, colour and year made, and nothing about its owner.
 * No sign-in, no TanStack Query (decision 044), never indexed.
 */
export default function VerifyPage() {
  const { token = "" } = useParams();
  const { state, retry } = useVerification(token);
  useDocumentTitle(
    state.status === "ready"
      ? "Genuine piece"
      : state.status === "not-found"
        ? "Piece not found"
        : "Authenticity check",
  );
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      <meta name="robots" content="noindex, nofollow" />
      <p className="mb-4 text-center text-sm font-medium tracking-[0.2em] text-brass-deep uppercase">
        Authenticity check
      </p>
      {state.status === "loading" ? (
        <PublicPageLoading>Checking this piece...</PublicPageLoading>
      ) : state.status === "not-found" ? (
        <section className="flex flex-col items-center rounded-lg border border-border bg-card px-6 py-14 text-center">
          <SearchX className="mb-4 size-10 text-brass-deep" aria-hidden="true" />
          <h1 className="text-2xl font-semibold">{ITEM_MESSAGES.verifyNotFound}</h1>
          <p className="mt-3 text-muted-foreground">
            Check that the whole link was copied, or scan the label again. A label the workshop has
            replaced no longer works.
          </p>
        </section>
      ) : state.status === "error" ? (
        <PublicPageError message={state.message} onRetry={retry} />
      ) : (
        <Genuine view={state.view} />
      )}
    </div>
  );
}
