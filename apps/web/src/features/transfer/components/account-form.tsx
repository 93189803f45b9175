import { transferAccountSchema, type TransferAccountPayload, type UserRecord } from "@lo/domain";
import { UserPlus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { PasswordChecklist } from "@/components/password-checklist";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { Spinner } from "@/components/ui/spinner";
import { isApiError, serverMessageOr } from "@/lib/api-client";
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

type Errors = Partial<Record<string, string[]>>;

function toPayload(values: Values): TransferAccountPayload {
  return {
    ...values,
    postalcode: values.postalcode.trim() || null,
    country: values.country || null,
  };
}

const TEXT_FIELDS: { key: keyof Values; label: string; required?: boolean; auto?: string }[] = [
  { key: "name", label: "Name", required: true, auto: "given-name" },
  { key: "surname", label: "Surname", required: true, auto: "family-name" },
  { key: "idnumber", label: "ID number", required: true, auto: "off" },
  { key: "cellphone", label: "Contact number", required: true, auto: "tel" },
  { key: "address", label: "Street address", auto: "street-address" },
  { key: "city", label: "City", auto: "address-level2" },
  { key: "province", label: "Province", auto: "address-level1" },
  { key: "postalcode", label: "Postal code", auto: "postal-code" },
];

type PasswordFieldsProps = {
  values: Values;
  errors: Errors;
  set: (key: keyof Values) => (value: string) => void;
};

/** The new password (rules of docs/requirements.md §5, ticked as typed) and its confirmation. */
function PasswordFields({ values, errors, set }: PasswordFieldsProps) {
  return (
    <>
      <Field
        id="account-password"
        label="Password"
        required
        messages={errors.password}
        describedBy="account-password-rules"
      >
        {(control) => (
          <>
            <PasswordInput
              {...control}
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => set("password")(e.target.value)}
            />
            <div className="rounded-lg border border-border bg-muted/50 p-3.5">
              <PasswordChecklist id="account-password-rules" password={values.password} />
            </div>
          </>
        )}
      </Field>
      <Field
        id="account-confirm"
        label="Confirm password"
        required
        messages={errors.confirmPassword}
      >
        <PasswordInput
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(e) => set("confirmPassword")(e.target.value)}
        />
      </Field>
    </>
  );
}

/** A new recipient's account: their own details and the password they choose (never the ID). */
export function AccountForm({
  token,
  email,
  onDone,
}: {
  token: string;
  email: string;
  onDone: (user: UserRecord, serialno: string) => void;
}) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const parsed = transferAccountSchema.safeParse(toPayload(values));
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? "");
        found[key] = [...(found[key] ?? []), issue.message];
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const made = await createAccountAndAccept(token, toPayload(values));
      onDone(made, made.serialno);
    } catch (error) {
      if (isApiError(error) && error.issues?.length) {
        const found: Errors = {};
        for (const issue of error.issues)
          found[issue.path] = [...(found[issue.path] ?? []), issue.message];
        setErrors(found);
      }
      setFormError(serverMessageOr(error, "Your account could not be created. Please try again."));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="mt-6 flex flex-col gap-4 text-left"
    >
      <h2 className="text-xl font-semibold">Create your account to accept</h2>
      <p className="text-sm text-muted-foreground">
        Your account&apos;s e-mail is <strong>{email}</strong>, the address this link was sent to.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <Field
            key={field.key}
            id={`account-${field.key}`}
            label={field.label}
            required={field.required}
            messages={errors[field.key]}
          >
            <Input
              autoComplete={field.auto}
              value={values[field.key] as string}
              onChange={(event) => set(field.key)(event.target.value)}
            />
          </Field>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id="account-sa"
          checked={values.issouthafrican}
          onCheckedChange={(checked) =>
            setValues((v) => ({ ...v, issouthafrican: checked === true }))
          }
        />
        <Label htmlFor="account-sa">I am South African (13-digit ID number)</Label>
      </div>
      {values.issouthafrican ? null : (
        <Field id="account-country" label="Country" required messages={errors.country}>
          <Input
            autoComplete="country-name"
            value={values.country}
            onChange={(e) => set("country")(e.target.value)}
          />
        </Field>
      )}
      <PasswordFields values={values} errors={errors} set={set} />
      <FormMessage messages={formError} />
      <Button type="submit" size="lg" disabled={saving} className="self-start">
        {saving ? <Spinner /> : <UserPlus aria-hidden="true" />}
        Create account and accept
      </Button>
    </form>
  );
}
