import { Controller, type UseFormReturn } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/option-select";
import { Textarea } from "@/components/ui/textarea";
import type { LineEditInput, LineEditValues } from "./line-coverage";
import { STATE_OPTIONS } from "./state-options";
import { UpdateLineCoverageFields } from "./update-line-coverage-fields";

type UpdateLineFieldsProps = {
  form: UseFormReturn<LineEditInput, unknown, LineEditValues>;
};

/**
 * The line's state, the request's location, the line's description, its coverage and cause,
 * and a new workshop note.
 */
export function UpdateLineFields({ form }: UpdateLineFieldsProps) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <Field id="line-state" label="Status" messages={errors.state?.message}>
        {(props) => (
          <Controller
            control={control}
            name="state"
            render={({ field }) => (
              <OptionSelect
                value={field.value}
                onValueChange={field.onChange}
                options={STATE_OPTIONS}
                placeholder="Select a state"
                trigger={{ ...props, ref: field.ref, onBlur: field.onBlur }}
              />
            )}
          />
        )}
      </Field>

      <Field
        id="line-location"
        label="Current Location"
        messages={errors.currentLocation?.message}
        description="Where the whole request is now; it applies to every item in it."
      >
        <Input autoComplete="off" {...register("currentLocation")} />
      </Field>

      <Field
        id="line-description"
        label="Problem Description"
        messages={errors.problemDescription?.message}
      >
        <Textarea rows={3} className="min-h-20" {...register("problemDescription")} />
      </Field>

      <UpdateLineCoverageFields form={form} />

      <Field
        id="line-note"
        label={
          <>
            New Workshop Note <span className="font-normal text-muted-foreground">(optional)</span>
          </>
        }
        messages={errors.workshopNote?.message}
        description="Added to the log with today's date and time; the customer sees it unless it is internal."
      >
        <Textarea
          rows={3}
          className="min-h-20"
          placeholder="What was done, found or decided"
          {...register("workshopNote")}
        />
      </Field>

      <Controller
        control={control}
        name="workshopNoteInternal"
        render={({ field }) => (
          <div className="-mt-2 flex items-center gap-2.5">
            <Checkbox
              id="line-note-internal"
              ref={field.ref}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
            <label htmlFor="line-note-internal" className="cursor-pointer text-sm">
              Internal note (only the workshop sees it)
            </label>
          </div>
        )}
      />
    </>
  );
}
