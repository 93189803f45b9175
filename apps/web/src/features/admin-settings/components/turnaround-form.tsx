import {
  REPAIR_STATE_LABELS,
  TURNAROUND_MAX_DAYS,
  TURNAROUND_MIN_DAYS,
  TURNAROUND_STATES,
  turnaroundTargetsSchema,
  type TurnaroundTargets,
} from "@lo/domain";
import { Form, useSchemaForm } from "@/components/form/form";
import { onSaveError } from "@/components/form/save-error";
import { SubmitButton } from "@/components/form/submit-button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { useSaveTurnaroundSettings } from "../api";

const SAVE_FAILED = "The targets could not be saved. Please try again.";

/** The turnaround target of each state (Completed has none), in whole days. */
export function TurnaroundForm({ targets }: { targets: TurnaroundTargets }) {
  const save = useSaveTurnaroundSettings();
  const form = useSchemaForm<TurnaroundTargets>(turnaroundTargetsSchema, {
    defaultValues: targets,
  });
  const { register, setError, reset } = form;
  const { errors } = form.formState;

  const onSubmit = (values: TurnaroundTargets) => {
    save.mutate(values, {
      onSuccess: ({ message, targets: saved }) => {
        toast.success(message);
        reset(saved);
      },
      onError: onSaveError(TURNAROUND_STATES, setError, SAVE_FAILED),
    });
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      aria-label="Turnaround targets"
      className="flex flex-col gap-6"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {TURNAROUND_STATES.map((state) => (
          <Field
            key={state}
            id={`turnaround-${state}`}
            label={`${REPAIR_STATE_LABELS[state]} (days)`}
            required
            messages={errors[state]?.message}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={TURNAROUND_MIN_DAYS}
              max={TURNAROUND_MAX_DAYS}
              step={1}
              className="max-w-40"
              {...register(state, { valueAsNumber: true })}
            />
          </Field>
        ))}
      </div>
      <div>
        <SubmitButton pending={save.isPending}>Save targets</SubmitButton>
      </div>
    </Form>
  );
}
