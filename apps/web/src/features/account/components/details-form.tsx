import {
  createAccountDetailsSchema,
  formatPostalCode,
  SOUTH_AFRICA_COUNTRY,
  toAccountUpdatePayload,
  type AccountDetails,
  type AccountDetailsInput,
  type AccountDetailsValues,
} from "@lo/domain";
import { useMemo, type ComponentProps } from "react";
import {
  CUSTOMER_FIELD_LABELS,
  CUSTOMER_FORM_FIELDS,
  type CustomerFieldName,
} from "@/components/customer-fields/customer-field-labels";
import { Form, TextField, useSchemaForm } from "@/components/form/form";
import { onSaveError } from "@/components/form/save-error";
import { SubmitButton } from "@/components/form/submit-button";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useSession } from "@/lib/session";
import { useSaveAccount } from "../api";

// The customer's own details: all but the e-mail (its own section), the ID and citizenship.
const FIELDS = CUSTOMER_FORM_FIELDS.filter(
  (name): name is Exclude<CustomerFieldName, "email" | "idnumber" | "issouthafrican"> =>
    name !== "email" && name !== "idnumber" && name !== "issouthafrican",
);

function formValues(details: AccountDetails): AccountDetailsInput {
  return {
    name: details.name,
    surname: details.surname,
    cellphone: details.cellphone ?? "",
    address: details.address ?? "",
    city: details.city ?? "",
    province: details.province ?? "",
    postalcode: formatPostalCode(details.postalcode, details.issouthafrican),
    country: details.issouthafrican ? SOUTH_AFRICA_COUNTRY : (details.country ?? ""),
  };
}

type DetailsFormProps = { details: AccountDetails; onDone: () => void };

/** Editing 'Your details': name, phone and address, by the rules of docs/requirements.md §5. */
export function DetailsForm({ details, onDone }: DetailsFormProps) {
  const { refreshUser } = useSession();
  const save = useSaveAccount(details.idnumber);
  const schema = useMemo(
    () => createAccountDetailsSchema(details.issouthafrican),
    [details.issouthafrican],
  );
  const form = useSchemaForm<AccountDetailsInput, AccountDetailsValues>(schema, {
    defaultValues: formValues(details),
  });
  // Read while rendering, so react-hook-form keeps it up to date.
  const { isDirty } = form.formState;

  const onSubmit = (values: AccountDetailsValues) => {
    if (!isDirty) return onDone();
    save.mutate(toAccountUpdatePayload(details, { details: values }), {
      onSuccess: ({ message }) => {
        toast.success(message ?? "Your details have been saved.");
        // The header greets the customer by name.
        void refreshUser();
        onDone();
      },
      onError: onSaveError(
        FIELDS,
        form.setError,
        "Your details could not be saved. Please try again.",
      ),
    });
  };

  const text = (
    name: (typeof FIELDS)[number],
    input: Omit<ComponentProps<typeof TextField>, "name" | "id" | "label"> = {},
  ) => (
    <TextField
      name={name}
      id={`account-${name}`}
      label={CUSTOMER_FIELD_LABELS.own[name]}
      {...input}
    />
  );

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Your details" className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {text("name", { required: true, autoComplete: "given-name" })}
        {text("surname", { required: true, autoComplete: "family-name" })}
        {text("cellphone", { type: "tel", autoComplete: "tel" })}
        {text("address", { autoComplete: "street-address" })}
        {text("city", { autoComplete: "address-level2" })}
        {text("province", { autoComplete: "address-level1" })}
        {text("postalcode", { inputMode: "numeric", autoComplete: "postal-code" })}
        {details.issouthafrican
          ? text("country", { readOnly: true, "aria-readonly": true })
          : text("country", { required: true, autoComplete: "country-name" })}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <SubmitButton pending={save.isPending} pendingLabel="Saving…">
          Save details
        </SubmitButton>
      </div>
    </Form>
  );
}
