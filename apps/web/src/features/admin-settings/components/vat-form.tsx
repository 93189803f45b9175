import { billingSettingsSchema, parseVatPercent, type BillingSettings } from "@lo/domain";
import { Controller, useWatch } from "react-hook-form";
import { z } from "zod";
import { Form, TextField, useSchemaForm } from "@/components/form/form";
import { onSaveError } from "@/components/form/save-error";
import { SubmitButton } from "@/components/form/submit-button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormMessage } from "@/components/ui/form-message";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { useSaveBillingSettings } from "../api";

const SAVE_FAILED = "The VAT settings could not be saved. Please try again.";

/** What the form holds: the rate as typed, in percent, and the number as typed. */
type VatValues = { vatRegistered: boolean; vatBasisPoints: string; vatNumber: string };

const VAT_FIELDS = ["vatRegistered", "vatBasisPoints", "vatNumber"] as const;

const toForm = (settings: BillingSettings): VatValues => ({
  vatRegistered: settings.vatRegistered,
  vatBasisPoints: String(settings.vatBasisPoints / 100),
  vatNumber: settings.vatNumber ?? "",
});

// The domain's schema checks the payload: a rate that is not a percentage reads as null,
// which the schema refuses with BILLING_MESSAGES.vatRate.
const vatFormSchema = z.preprocess((values) => {
  const typed = values as VatValues;
  return { ...typed, vatBasisPoints: parseVatPercent(typed.vatBasisPoints) };
}, billingSettingsSchema);

/** Registered for VAT or not, the rate in percent and the VAT number. */
export function VatForm({ settings }: { settings: BillingSettings }) {
  const save = useSaveBillingSettings();
  const form = useSchemaForm<VatValues, BillingSettings>(vatFormSchema, {
    defaultValues: toForm(settings),
  });
  const { control, setError, reset, trigger } = form;
  const { errors, isSubmitted } = form.formState;
  const registered = useWatch({ control, name: "vatRegistered" });

  const onSubmit = (values: BillingSettings) => {
    save.mutate(values, {
      onSuccess: ({ message, ...saved }) => {
        toast.success(message);
        reset(toForm(saved));
      },
      onError: onSaveError(VAT_FIELDS, setError, SAVE_FAILED),
    });
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="VAT" className="flex flex-col gap-6">
      <Controller
        control={control}
        name="vatRegistered"
        render={({ field }) => (
          <div className="flex flex-col gap-2">
            <div className="flex items-start gap-3">
              <Checkbox
                id="vat-registered"
                className="mt-0.5"
                checked={field.value}
                aria-invalid={errors.vatRegistered ? true : undefined}
                aria-describedby={
                  errors.vatRegistered
                    ? "vat-registered-hint vat-registered-error"
                    : "vat-registered-hint"
                }
                onCheckedChange={(checked) => {
                  field.onChange(checked === true);
                  // Whether the number is required depends on this: check it again once seen.
                  if (isSubmitted) void trigger("vatNumber");
                }}
                onBlur={field.onBlur}
                ref={field.ref}
              />
              <div>
                <Label htmlFor="vat-registered" className="cursor-pointer">
                  Registered for VAT
                </Label>
                <p id="vat-registered-hint" className="mt-1 text-sm text-muted-foreground">
                  Tick once the workshop has its VAT number from SARS.
                </p>
              </div>
            </div>
            <FormMessage id="vat-registered-error" messages={errors.vatRegistered?.message} />
          </div>
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="vatBasisPoints"
          id="vat-rate"
          label="VAT rate (%)"
          required
          inputMode="decimal"
          autoComplete="off"
          description="South Africa's standard rate is 15."
          inputClassName="max-w-40"
        />
        <TextField
          name="vatNumber"
          id="vat-number"
          label="VAT number"
          required={registered}
          inputMode="numeric"
          autoComplete="off"
          description="10 digits, starting with 4."
          inputClassName="max-w-60"
        />
      </div>
      <div>
        <SubmitButton pending={save.isPending}>Save VAT settings</SubmitButton>
      </div>
    </Form>
  );
}
