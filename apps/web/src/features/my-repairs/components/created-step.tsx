import { CircleCheck } from "lucide-react";
import type { Ref } from "react";
import { useNavigate } from "react-router";
import { Link } from "@/components/link";
import { CreatedPanel } from "@/components/repair-request-form/created-panel";
import { NextSteps } from "@/components/repair-request-form/next-steps";
import { Button } from "@/components/ui/button";

type CreatedStepProps = {
  repairid: number | string;
  headingRef: Ref<HTMLHeadingElement>;
};

/**
 * Step 3 of the request form, as the requirements name it: 'Repair Request Created!', the
 * Repair ID, an OK button to the list with the new request highlighted (`?highlight=`) and
 * 'Back to My Repairs'. Beside them, as additions: what happens next, and 'View Request' to
 * the request's own page (its items and tracking link).
 */
export function CreatedStep({ repairid, headingRef }: CreatedStepProps) {
  const navigate = useNavigate();
  const id = encodeURIComponent(String(repairid));
  const highlighted = `/repairs?highlight=${id}`;
  const okButton = {
    type: "button",
    className: "sm:min-w-28",
    onClick: () => void navigate(highlighted),
  } as const;
  // A placeholder id (docs/requirements.md §8: the server gave none) has no page of its own.
  const hasPage = /^\d+$/.test(String(repairid));
  return (
    <CreatedPanel
      labelledBy="created-heading"
      iconClassName="text-success ring-1 ring-green-200"
      icon={<CircleCheck className="size-7" aria-hidden="true" />}
    >
      <h2
        id="created-heading"
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 text-2xl font-semibold outline-none sm:text-3xl"
      >
        Repair Request Created!
      </h2>
      <p className="mt-3 max-w-md text-muted-foreground">
        Thank you. The workshop has your request.
      </p>
      <dl className="mt-6 rounded-lg border border-brass/50 bg-brass-light/40 px-6 py-3">
        <dt className="text-xs font-semibold tracking-wide text-brass-deep uppercase">Repair ID</dt>
        <dd className="mt-1 font-display text-3xl font-semibold">{repairid}</dd>
      </dl>
      <NextSteps repairid={repairid} />
      <div className="mt-8 flex w-full flex-col-reverse gap-3 sm:w-auto sm:flex-row">
        <Button asChild variant="outline">
          <Link to={highlighted}>
            <span aria-hidden="true">←</span> Back to My Repairs
          </Link>
        </Button>
        {hasPage ? (
          <Button asChild variant="outline">
            <Link to={`/repairs/${id}`}>View Request</Link>
          </Button>
        ) : null}
        <Button {...okButton}>OK</Button>
      </div>
    </CreatedPanel>
  );
}
