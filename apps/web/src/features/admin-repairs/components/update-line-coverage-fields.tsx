import { Controller, useWatch, type UseFormReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { OptionSelect, type SelectOption } from "@/components/ui/option-select";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { KEEP, KEEP_AS_IT_IS } from "./coverage-choice";
import {
  CAUSE_COMPONENT_OPTIONS,
  CAUSE_REASON_OPTIONS,
  COVERAGE_FIELD_LABELS as LABEL,
  COVERAGE_OPTIONS,
  NOT_DECIDED,
} from "./line-coverage";

/**
 * The coverage fields of a form: the line dialog's (LineEditInput), and the choice at triage
 * with 'Next' or in bulk (CoverageChoiceInput), which may also keep a field as it is.
 */
type CoverageFormInput = {
  coverage: string;
  goodwillReason: string;
  causeComponent?: string | null;
  causeReason?: string | null;
};
type CoverageForm = UseFormReturn<CoverageFormInput, unknown, unknown>;

// A select item cannot carry the empty value: 'Not decided' stands for null in the form.
const UNDECIDED = "not-decided";
const KEEP_OPTION: SelectOption = { value: KEEP, label: KEEP_AS_IT_IS };

type CauseSelectProps = {
  form: CoverageForm;
  name: "causeComponent" | "causeReason";
  id: string;
  options: readonly SelectOption[];
};

function CauseSelect({ form, name, id, options }: CauseSelectProps) {
  const message = form.formState.errors[name]?.message;
  return (
    <Field id={id} label={LABEL[name]} messages={message}>
      {(props) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <OptionSelect
              value={field.value ?? UNDECIDED}
              onValueChange={(value) => field.onChange(value === UNDECIDED ? null : value)}
              options={options}
              trigger={{ ...props, ref: field.ref, onBlur: field.onBlur }}
            />
          )}
        />
      )}
    </Field>
  );
}

type CoverageFieldsProps<Input extends CoverageFormInput, Values> = {
  form: UseFormReturn<Input, unknown, Values>;
  /** Prefix of the fields' ids: unique on the page (the bulk bar and a dialog may both show). */
  idPrefix?: string;
  /** Offers 'Keep as it is' first in every select (bulk: each line keeps its own). */
  keep?: boolean;
  /**
   * 'stacked' (a dialog): the coverage, its goodwill reason, then the cause. 'row' (the bulk
   * bar): coverage and cause side by side on wider screens, the goodwill reason under them.
   */
  layout?: "stacked" | "row";
  className?: string;
};

/** Who pays for the piece (with the goodwill's reason) and what failed and why (decision 094). */
export function UpdateLineCoverageFields<Input extends CoverageFormInput, Values>({
  form: typed,
  idPrefix = "line",
  keep = false,
  layout = "stacked",
  className,
}: CoverageFieldsProps<Input, Values>) {
  // Every caller's form holds these four fields; their own types only narrow the values.
  const form = typed as unknown as CoverageForm;
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const goodwill = useWatch({ control, name: "coverage" }) === "goodwill";
  const kept = keep ? [KEEP_OPTION] : [];
  const causeOptions = (options: readonly SelectOption[]) => [
    ...kept,
    { value: UNDECIDED, label: NOT_DECIDED },
    ...options,
  ];
  const coverageField = (
    <Field id={`${idPrefix}-coverage`} label={LABEL.coverage} messages={errors.coverage?.message}>
      {(props) => (
        <Controller
          control={control}
          name="coverage"
          render={({ field }) => (
            <OptionSelect
              value={field.value}
              onValueChange={field.onChange}
              options={[...kept, ...COVERAGE_OPTIONS]}
              trigger={{ ...props, ref: field.ref, onBlur: field.onBlur }}
            />
          )}
        />
      )}
    </Field>
  );
  const goodwillField = goodwill ? (
    <Field
      id={`${idPrefix}-goodwill-reason`}
      label={LABEL.goodwillReason}
      required
      messages={errors.goodwillReason?.message}
      description="For the workshop only: the customer is told it is repaired free of charge."
    >
      <Textarea
        rows={2}
        className="min-h-16"
        aria-required="true"
        {...register("goodwillReason")}
      />
    </Field>
  ) : null;
  const causeFields = (
    <>
      <CauseSelect
        form={form}
        name="causeComponent"
        id={`${idPrefix}-cause-component`}
        options={causeOptions(CAUSE_COMPONENT_OPTIONS)}
      />
      <CauseSelect
        form={form}
        name="causeReason"
        id={`${idPrefix}-cause-reason`}
        options={causeOptions(CAUSE_REASON_OPTIONS)}
      />
    </>
  );
  if (layout === "row") {
    return (
      <div className={cn("flex flex-col gap-3", className)}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {coverageField}
          {causeFields}
        </div>
        {goodwillField}
      </div>
    );
  }
  return (
    <div className={cn("flex flex-col gap-5", className)}>
      {coverageField}
      {goodwillField}
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">{causeFields}</div>
    </div>
  );
}
