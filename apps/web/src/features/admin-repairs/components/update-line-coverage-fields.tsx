import { Controller, useWatch, type Path, type UseFormReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { OptionSelect, type SelectOption } from "@/components/ui/option-select";
import { Textarea } from "@/components/ui/textarea";
import {
  CAUSE_COMPONENT_OPTIONS,
  CAUSE_REASON_OPTIONS,
  COVERAGE_OPTIONS,
  NOT_DECIDED,
  type LineEditInput,
  type LineEditValues,
} from "./line-coverage";

type LineForm = UseFormReturn<LineEditInput, unknown, LineEditValues>;

// A select item cannot carry the empty value: 'Not decided' stands for null in the form.
const UNDECIDED = "not-decided";

type CauseSelectProps = {
  form: LineForm;
  name: Extract<Path<LineEditInput>, "causeComponent" | "causeReason">;
  id: string;
  label: string;
  options: readonly SelectOption[];
};

function CauseSelect({ form, name, id, label, options }: CauseSelectProps) {
  const message = form.formState.errors[name]?.message;
  return (
    <Field id={id} label={label} messages={message}>
      {(props) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <OptionSelect
              value={field.value ?? UNDECIDED}
              onValueChange={(value) => field.onChange(value === UNDECIDED ? null : value)}
              options={[{ value: UNDECIDED, label: NOT_DECIDED }, ...options]}
              trigger={{ ...props, ref: field.ref, onBlur: field.onBlur }}
            />
          )}
        />
      )}
    </Field>
  );
}

/** Who pays for the piece (with the goodwill's reason) and what failed and why (decision 094). */
export function UpdateLineCoverageFields({ form }: { form: LineForm }) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const goodwill = useWatch({ control, name: "coverage" }) === "goodwill";
  return (
    <>
      <Field id="line-coverage" label="Coverage" messages={errors.coverage?.message}>
        {(props) => (
          <Controller
            control={control}
            name="coverage"
            render={({ field }) => (
              <OptionSelect
                value={field.value}
                onValueChange={field.onChange}
                options={COVERAGE_OPTIONS}
                trigger={{ ...props, ref: field.ref, onBlur: field.onBlur }}
              />
            )}
          />
        )}
      </Field>

      {goodwill ? (
        <Field
          id="line-goodwill-reason"
          label="Goodwill reason"
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
      ) : null}

      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <CauseSelect
          form={form}
          name="causeComponent"
          id="line-cause-component"
          label="Cause"
          options={CAUSE_COMPONENT_OPTIONS}
        />
        <CauseSelect
          form={form}
          name="causeReason"
          id="line-cause-reason"
          label="Reason"
          options={CAUSE_REASON_OPTIONS}
        />
      </div>
    </>
  );
}
