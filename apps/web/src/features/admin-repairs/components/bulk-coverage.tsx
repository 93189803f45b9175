import type { LineCoverageInput } from "@lo/domain";
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { useWatch } from "react-hook-form";
import { useSchemaForm } from "@/components/form/form";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import {
  choosesCoverage,
  coverageChoiceSchema,
  KEEP_ALL,
  type CoverageChoiceInput,
} from "./coverage-choice";
import { UpdateLineCoverageFields } from "./update-line-coverage-fields";

/**
 * The bulk bar's coverage and cause (decision 094), 'Keep as it is' in each until chosen: the
 * form, whether anything is chosen, and `submit(apply)`, which checks the choice (a goodwill
 * reason, as the line dialog asks it) and hands it over, or shows the messages and hands nothing.
 * Its fields show once opened (kept with the bar's other choices while the bar is hidden);
 * closing them again keeps every line's coverage as it is.
 */
export function useBulkCoverage() {
  const form = useSchemaForm<CoverageChoiceInput, LineCoverageInput>(coverageChoiceSchema, {
    defaultValues: KEEP_ALL,
  });
  const [coverage, causeComponent, causeReason] = useWatch({
    control: form.control,
    name: ["coverage", "causeComponent", "causeReason"],
  });
  const chosen = choosesCoverage({ coverage, goodwillReason: "", causeComponent, causeReason });
  const [open, setOpen] = useState(false);
  const submit = (apply: (coverage: LineCoverageInput) => void) => void form.handleSubmit(apply)();
  const toggle = () => {
    if (open) form.reset(KEEP_ALL);
    setOpen(!open);
  };
  return { form, chosen, submit, open, toggle, reset: () => form.reset(KEEP_ALL) };
}

type BulkCoverage = ReturnType<typeof useBulkCoverage>;

/** 'Coverage and cause' in the bulk bar: a disclosure, closed at first so the bar stays small. */
export function BulkCoverageFields({ coverage }: { coverage: BulkCoverage }) {
  const { open, toggle } = coverage;
  const id = useId();
  return (
    <>
      <Button
        type="button"
        variant="outline"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={toggle}
        className="h-10 sm:self-end"
      >
        Coverage and cause
        <ChevronDown
          aria-hidden="true"
          className={cn("transition-transform", open && "rotate-180")}
        />
      </Button>
      {open ? (
        <fieldset id={`${id}-panel`} className="sm:basis-full">
          <legend className="sr-only">Coverage and cause for every selected line</legend>
          <UpdateLineCoverageFields
            form={coverage.form}
            idPrefix={`${id}-bulk`}
            keep
            layout="row"
            className="max-w-3xl"
          />
        </fieldset>
      ) : null}
    </>
  );
}
