import { Mail, PackageOpen } from "lucide-react";
import type { Ref } from "react";
import { ButtonLink } from "@/components/button-link";

type NoPiecesPanelProps = {
  /** Whether the customer owns any piece at all; undefined while that is being asked. */
  ownsPieces: boolean | undefined;
  headingRef: Ref<HTMLHeadingElement>;
};

const REASONS = {
  none: "No pieces are registered to your account yet, so there is nothing to choose for a repair. The workshop registers each piece to its owner when it is made or sold.",
  busy: "Each of your pieces is already in an open repair request, so none can go into a new one. You can follow them on My Repairs.",
  unsure:
    "None of your pieces can go into a new request right now: no pieces are registered to your account yet, or each one is already in an open repair request.",
};

/**
 * In place of the request form when the customer has no piece free for a new request: a form
 * that cannot be sent would be a dead end, so it says why and offers Contact.
 */
export function NoPiecesPanel({ ownsPieces, headingRef }: NoPiecesPanelProps) {
  const reason = ownsPieces === undefined ? "unsure" : ownsPieces ? "busy" : "none";
  return (
    <section
      aria-labelledby="no-pieces-heading"
      className="flex flex-col items-center rounded-lg border border-dashed border-brass/60 bg-card px-5 py-10 text-center shadow-card sm:px-8"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-brass-light/60 text-brass-deep">
        <PackageOpen className="size-6" aria-hidden="true" />
      </span>
      <h2
        id="no-pieces-heading"
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-2xl font-semibold outline-none"
      >
        {reason === "busy" ? "Every piece is already in a repair" : "No pieces to repair yet"}
      </h2>
      <p role="status" className="mt-3 max-w-lg text-muted-foreground">
        {REASONS[reason]}
      </p>
      <p className="mt-2 max-w-lg text-muted-foreground">
        If a piece of yours is missing, contact us and we will add it to your account.
      </p>
      <ButtonLink to="/contact" icon={Mail} className="mt-8">
        Contact Us
      </ButtonLink>
    </section>
  );
}
