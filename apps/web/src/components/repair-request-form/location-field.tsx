import type { RepairRequestInput } from "@lo/domain";
import { useFormContext } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { fieldErrorMessages } from "@/lib/form-errors";
import { LOOKS, type RequestFormLook } from "./looks";

/** Where the pieces are now: one location for the whole request. */
export function LocationField({ look }: { look: RequestFormLook }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<RepairRequestInput>();
  const { id, required, locationPlaceholder, locationClassName } = LOOKS[look];
  return (
    <Field
      id={`${id}-location`}
      label={required("Current Location Of Product")}
      messages={fieldErrorMessages(errors.currentLocation)}
      className={locationClassName}
    >
      <Input
        autoComplete="off"
        placeholder={locationPlaceholder}
        aria-required="true"
        {...register("currentLocation")}
      />
    </Field>
  );
}
