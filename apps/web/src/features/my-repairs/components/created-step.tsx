import { CircleCheck } from "lucide-react";
import type { Ref } from "react";
import { CreatedPanel } from "@/components/repair-request-form/created-panel";
import { Button } from "@/components/ui/button";
import { BackToMyRepairs } from "./back-to-my-repairs";

type CreatedStepProps = {
  repairid: number | string;
  onOk: () => void;
  headingRef: Ref<HTMLHeadingElement>;
};

/** Step 3 (SPEC §2): the new request's id, and the way to it. */
export function CreatedStep({ repairid, onOk, headingRef }: CreatedStepProps) {
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
        Thank you. The workshop has your request and will be in touch about the next steps.
      </p>
      <dl className="mt-6 rounded-lg border border-brass/50 bg-brass-light/40 px-6 py-3">
        <dt className="text-xs font-semibold tracking-wide text-brass-deep uppercase">Repair ID</dt>
        <dd className="mt-1 font-display text-3xl font-semibold">{repairid}</dd>
      </dl>
      <div className="mt-8 flex w-full flex-col-reverse gap-3 sm:w-auto sm:flex-row">
        <BackToMyRepairs variant="outline" />
        <Button type="button" onClick={onOk} className="sm:min-w-28">
          OK
        </Button>
      </div>
    </CreatedPanel>
  );
}
