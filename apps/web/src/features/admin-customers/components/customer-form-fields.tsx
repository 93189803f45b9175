import type { CustomerCreateInput } from "@lo/domain";
import { Controller, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { FormMessage } from "@/components/ui/form-message";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/** What both customer forms hold while a person types (every text field is a string). */
export type CustomerFormInput = CustomerCreateInput;

export const CUSTOMER_FORM_FIELDS = [
  "name",
  "surname",
  "email",
  "cellphone",
  "idnumber",
  "issouthafrican",
  "address",
  "city",
  "province",
  "postalcode",
  "country",
] as const;

type FieldProps = {
  id: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  hint?: string;
  className?: string;
  children: (describedBy: string | undefined) => React.ReactNode;
};

function Field({ id, label, required, error, hint, className, children }: FieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            {" "}
            *
          </span>
        ) : null}
      </Label>
      {children(describedBy || undefined)}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FormMessage id={errorId} messages={error} />
    </div>
  );
}

type CustomerFormFieldsProps = {
  form: UseFormReturn<CustomerFormInput, unknown, unknown>;
  /** Prefix of the inputs' ids, so two forms on one page never share one. */
  idPrefix: string;
  /** The contact number is required on create and optional on edit (SPEC §5). */
  cellphoneRequired: boolean;
  /** On edit the ID number is the customer's key and cannot change. */
  idReadOnly?: boolean;
};

/**
 * The fields of the Create Customer page and the Edit dialog: personal details, identity
 * (citizenship decides the ID rule and whether a country is asked for) and address.
 */
export function CustomerFormFields({
  form,
  idPrefix,
  cellphoneRequired,
  idReadOnly = false,
}: CustomerFormFieldsProps) {
  const {
    register,
    control,
    watch,
    trigger,
    getFieldState,
    formState: { errors, isSubmitted },
  } = form;
  const isSouthAfrican = watch("issouthafrican");
  const fieldErrors: FieldErrors<CustomerFormInput> = errors;
  const id = (name: string) => `${idPrefix}-${name}`;
  const aria = (
    name: keyof CustomerFormInput,
    describedBy: string | undefined,
    required = false,
  ) => ({
    "aria-invalid": fieldErrors[name] ? true : undefined,
    "aria-describedby": describedBy,
    "aria-required": required || undefined,
  });

  return (
    <div className="flex flex-col gap-8">
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 font-display text-lg font-semibold">Personal details</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={id("name")} label="Name" required error={fieldErrors.name?.message}>
            {(describedBy) => (
              <Input
                id={id("name")}
                autoComplete="off"
                {...aria("name", describedBy, true)}
                {...register("name")}
              />
            )}
          </Field>
          <Field id={id("surname")} label="Surname" required error={fieldErrors.surname?.message}>
            {(describedBy) => (
              <Input
                id={id("surname")}
                autoComplete="off"
                {...aria("surname", describedBy, true)}
                {...register("surname")}
              />
            )}
          </Field>
          <Field id={id("email")} label="Email" required error={fieldErrors.email?.message}>
            {(describedBy) => (
              <Input
                id={id("email")}
                type="email"
                inputMode="email"
                autoComplete="off"
                {...aria("email", describedBy, true)}
                {...register("email")}
              />
            )}
          </Field>
          <Field
            id={id("cellphone")}
            label="Contact Number"
            required={cellphoneRequired}
            error={fieldErrors.cellphone?.message}
          >
            {(describedBy) => (
              <Input
                id={id("cellphone")}
                type="tel"
                inputMode="tel"
                autoComplete="off"
                {...aria("cellphone", describedBy, cellphoneRequired)}
                {...register("cellphone")}
              />
            )}
          </Field>
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 font-display text-lg font-semibold">Identity</legend>
        <Controller
          control={control}
          name="issouthafrican"
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Checkbox
                id={id("issouthafrican")}
                checked={field.value}
                onCheckedChange={(checked) => {
                  field.onChange(checked === true);
                  // The ID rule and the country depend on citizenship: re-check what was seen.
                  const dependent = (["idnumber", "country"] as const).filter(
                    (name) => isSubmitted || getFieldState(name).isTouched,
                  );
                  if (dependent.length > 0) void trigger(dependent);
                }}
                onBlur={field.onBlur}
                ref={field.ref}
              />
              <Label htmlFor={id("issouthafrican")} className="cursor-pointer">
                South African citizen
              </Label>
            </div>
          )}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id={id("idnumber")}
            label="Customer ID"
            required
            error={fieldErrors.idnumber?.message}
            hint={
              idReadOnly
                ? "The ID number is the customer's key and cannot be changed."
                : isSouthAfrican
                  ? "A South African ID number has 13 digits."
                  : "Passport or national ID number."
            }
          >
            {(describedBy) => (
              <Input
                id={id("idnumber")}
                autoComplete="off"
                inputMode={isSouthAfrican ? "numeric" : "text"}
                readOnly={idReadOnly}
                className={idReadOnly ? "bg-muted text-muted-foreground" : undefined}
                {...aria("idnumber", describedBy, true)}
                {...register("idnumber")}
              />
            )}
          </Field>
          {isSouthAfrican ? null : (
            <Field id={id("country")} label="Country" required error={fieldErrors.country?.message}>
              {(describedBy) => (
                <Input
                  id={id("country")}
                  autoComplete="off"
                  {...aria("country", describedBy, true)}
                  {...register("country")}
                />
              )}
            </Field>
          )}
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 font-display text-lg font-semibold">Address</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id={id("address")}
            label="Street Address"
            error={fieldErrors.address?.message}
            className="sm:col-span-2"
          >
            {(describedBy) => (
              <Input
                id={id("address")}
                autoComplete="off"
                {...aria("address", describedBy)}
                {...register("address")}
              />
            )}
          </Field>
          <Field id={id("city")} label="City" error={fieldErrors.city?.message}>
            {(describedBy) => (
              <Input
                id={id("city")}
                autoComplete="off"
                {...aria("city", describedBy)}
                {...register("city")}
              />
            )}
          </Field>
          <Field id={id("province")} label="Province" error={fieldErrors.province?.message}>
            {(describedBy) => (
              <Input
                id={id("province")}
                autoComplete="off"
                {...aria("province", describedBy)}
                {...register("province")}
              />
            )}
          </Field>
          <Field id={id("postalcode")} label="Postal Code" error={fieldErrors.postalcode?.message}>
            {(describedBy) => (
              <Input
                id={id("postalcode")}
                inputMode="numeric"
                autoComplete="off"
                {...aria("postalcode", describedBy)}
                {...register("postalcode")}
              />
            )}
          </Field>
        </div>
      </fieldset>
    </div>
  );
}
