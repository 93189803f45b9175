import { CircleCheck } from "lucide-react";
import type { Ref } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

type CreatedStepProps = {
  repairid: number | string;
  onOk: () => void;
  headingRef: Ref<HTMLHeadingElement>;
};

/** Step 3 (SPEC §2): the new request's id, and the way to it. */
export function CreatedStep({ repairid, onOk, headingRef }: CreatedStepProps) {
  return (
    <section
      aria-labelledby="created-heading"
      className="flex flex-col items-center rounded-lg border border-border bg-card px-5 py-10 text-center shadow-card sm:px-8"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-green-50 text-success ring-1 ring-green-200">
        <CircleCheck className="size-7" aria-hidden="true" />
      </span>
      <h2
        id="created-heading"
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 text-2xl font-semibold outline-none sm:text-3xl"
      >
        Repair Request Created!
      </h2>
      <p className="mt-3 max-w-md text-muted-foreground">
        Thank you. The workshop has your request and will be in touch about the next steps.
      </p>
      <dl className="mt-6 rounded-lg border border-brass/50 bg-brass-light/40 px-6 py-3">
        <dt className="text-xs font-semibold tracking-wide text-brass-deep uppercase">Repair ID</dt>
        <dd className="mt-1 font-display text-3xl font-semibold">{repairid}</dd>
      </dl>
      <div className="mt-8 flex w-full flex-col-reverse gap-3 sm:w-auto sm:flex-row">
        <Button asChild variant="outline">
          <Link to="/repairs">
            <span aria-hidden="true">←</span> Back to My Repairs
          </Link>
        </Button>
        <Button type="button" onClick={onOk} className="sm:min-w-28">
          OK
        </Button>
      </div>
    </section>
  );
}
