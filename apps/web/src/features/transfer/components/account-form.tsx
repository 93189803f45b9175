import { TRANSFER_MESSAGES, transferAccountSchema, type TransferAccountPayload } from "@lo/domain";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import {
  CUSTOMER_FIELD_LABELS,
  type CustomerFieldName,
} from "@/components/customer-fields/customer-field-labels";
import { Form, TextField, useSchemaForm } from "@/components/form/form";
import { NewPasswordFields } from "@/components/form/new-password-fields";
import { SubmitButton } from "@/components/form/submit-button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormMessage } from "@/components/ui/form-message";
import { Label } from "@/components/ui/label";
import { ApiError, serverMessageOr } from "@/lib/api-client";
import { applyServerIssues } from "@/lib/form-errors";
import { useSession } from "@/lib/session";
import { createAccountAndAccept } from "../api";

type Values = Record<
  | "idnumber"
  | "name"
  | "surname"
  | "cellphone"
  | "address"
  | "city"
  | "province"
  | "postalcode"
  | "country"
  | "password"
  | "confirmPassword",
  string
> & { issouthafrican: boolean };

const EMPTY: Values = {
  idnumber: "",
  name: "",
  surname: "",
  cellphone: "",
  address: "",
  city: "",
  province: "",
  postalcode: "",
  country: "",
  password: "",
  confirmPassword: "",
  issouthafrican: true,
};

function toPayload(values: Values): TransferAccountPayload {
  return {
    ...values,
    postalcode: values.postalcode.trim() || null,
    country: values.country || null,
  };
}

// The schema checks the payload the form sends: an empty postal code or country is none.
const accountSchema = z.preprocess((values) => toPayload(values as Values), transferAccountSchema);

const SERVER_FIELDS = Object.keys(EMPTY) as (keyof Values)[];

const TEXT_FIELDS: {
  key: Exclude<CustomerFieldName, "email" | "issouthafrican" | "country">;
  required?: boolean;
  auto: string;
}[] = [
  { key: "name", required: true, auto: "given-name" },
  { key: "surname", required: true, auto: "family-name" },
  { key: "idnumber", required: true, auto: "off" },
  { key: "cellphone", required: true, auto: "tel" },
  { key: "address", auto: "street-address" },
  { key: "city", auto: "address-level2" },
  { key: "province", auto: "address-level1" },
  { key: "postalcode", auto: "postal-code" },
];

/**
 * A new recipient's account: their own details and the password they choose (never the ID).
 * The server answers alike whether it made the account or the ID number already had one
 * (decision 083), so the form then signs in with the link's address and that password: it
 * works only if the account was made.
 */
export function AccountForm({
  token,
  email,
  onDone,
}: {
  token: string;
  email: string;
  onDone: () => void;
}) {
  const { login } = useSession();
  const [formError, setFormError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const form = useSchemaForm<Values>(accountSchema, { defaultValues: EMPTY, criteriaMode: "all" });
  const label = CUSTOMER_FIELD_LABELS.own;

  const signIn = async (password: string) => {
    try {
      await login(email, password);
      onDone();
    } catch (error) {
      // 401: no account has this address and password, so none was made (the ID number has
      // one). Anything else (too many sign-ins, the network): it may well have been made.
      const refused = error instanceof ApiError && error.status === 401;
      setFormError(refused ? TRANSFER_MESSAGES.accountNotMade : TRANSFER_MESSAGES.accountRequested);
    }
  };

  // A public page without the app's query cache (transfer-page.tsx): the call is made directly.
  // The payload is built from what was typed (the schema's output has parsed the postal code).
  const onSubmit = async () => {
    const values = form.getValues();
    setFormError(undefined);
    setSaving(true);
    try {
      await createAccountAndAccept(token, toPayload(values));
      await signIn(values.password);
    } catch (error) {
      applyServerIssues(error, SERVER_FIELDS, form.setError);
      setFormError(serverMessageOr(error, "Your account could not be created. Please try again."));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="mt-6 flex flex-col gap-4 text-left">
      <h2 className="text-xl font-semibold">Create your account to accept</h2>
      <p className="text-sm text-muted-foreground">
        Your account&apos;s e-mail is <strong>{email}</strong>, the address this link was sent to.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field.key}
            name={field.key}
            id={`account-${field.key}`}
            label={label[field.key]}
            required={field.required}
            autoComplete={field.auto}
          />
        ))}
      </div>
      <div className="flex items-center gap-2">
        <Controller
          control={form.control}
          name="issouthafrican"
          render={({ field }) => (
            <Checkbox
              id="account-sa"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Label htmlFor="account-sa">{label.issouthafrican}</Label>
      </div>
      {form.watch("issouthafrican") ? null : (
        <TextField
          name="country"
          id="account-country"
          label={label.country}
          required
          autoComplete="country-name"
        />
      )}
      <NewPasswordFields
        passwordId="account-password"
        confirmId="account-confirm"
        passwordLabel="Password"
        confirmLabel="Confirm password"
        required
      />
      <FormMessage messages={formError} />
      <SubmitButton pending={saving} icon={UserPlus} size="lg" className="self-start">
        Create account and accept
      </SubmitButton>
    </Form>
  );
}
